// Vacancies asking for the skills of one field each (issue 13's matching benchmark, then issue 16's scale data).
import type { Db } from '../database.ts'
import type { EmploymentType, LanguageEntry, VacancyStatus } from '../schema.ts'
import { insertJson } from './bulk.ts'
import {
  drawSkills,
  FIELDS,
  LEVELS,
  PLACES,
  SENIORITY_BASE,
  skillsByField,
  TITLES,
  type TaxonomyRow,
} from './marketplace.ts'
import { randomSource, type Random } from './random.ts'

/** A published vacancy of `companyId` as matching reads it; the caller sets its state and dates. */
export function drawVacancy(random: Random, fields: Map<string, TaxonomyRow[]>, companyId: string) {
  const field = random.weighted(FIELDS)
  const place = random.weighted(PLACES)
  const seniority = random.weighted([
    [null, 1],
    ['junior', 2],
    ['middle', 4],
    ['senior', 4],
    ['lead', 1],
    ['principal', 0.3],
  ] as const)
  const required = drawSkills(random, fields, field, random.int(2, 5))
  const nice = drawSkills(random, fields, field, random.int(0, 3)).filter(
    (skill) => !required.some((r) => r.id === skill.id),
  )
  const yearly = (SENIORITY_BASE[seniority ?? 'middle'] * place.pay) / 1000
  const salary =
    random.next() < 0.75 ? { min: Math.round(yearly * 0.9) * 1000, max: Math.round(yearly * 1.25) * 1000 } : null
  const languages: LanguageEntry[] = random.weighted([
    [[], 3],
    [[{ language: 'en', level: random.pick(['b2', 'c1'] as const) }], 5],
    [
      [
        { language: 'en', level: 'b2' },
        ...(place.languages[0] !== 'en' ? [{ language: place.languages[0]!, level: 'c1' as const }] : []),
      ],
      2,
    ],
  ] as const satisfies readonly (readonly [LanguageEntry[], number])[])
  return {
    id: random.uuid(),
    company_id: companyId,
    title: random.pick(TITLES[field] ?? ['Specialist']),
    description: `Join the ${field.toLowerCase()} team.`,
    location_country: place.country,
    location_state: place.state,
    location_city: random.next() < 0.8 ? place.city : null,
    remote: random.weighted([
      ['onsite', 2],
      ['hybrid', 5],
      ['remote', 3],
    ] as const),
    employment_type: 'full_time' as EmploymentType,
    openings: 1,
    seniority,
    salary_min: salary?.min ?? null,
    salary_max: salary?.max ?? null,
    salary_currency: salary ? place.currency : null,
    salary_period: salary ? 'year' : null,
    languages,
    skills: [
      ...required.map((skill) => ({
        skill_id: skill.id,
        level: random.weighted([
          [LEVELS[1], 4],
          [LEVELS[2], 5],
          [LEVELS[3], 1],
        ] as const),
        required: true,
      })),
      ...nice.map((skill) => ({ skill_id: skill.id, level: random.pick([LEVELS[1], LEVELS[2]]), required: false })),
    ],
  }
}
export type DrawnVacancy = ReturnType<typeof drawVacancy>

const VACANCY_COLUMNS =
  'id uuid, company_id uuid, title text, description text, location_country text, location_state text, location_city text, remote text, employment_type text, seniority text, salary_min int, salary_max int, salary_currency text, salary_period text, openings int, languages jsonb, status text, draft boolean, created_by uuid, created_at timestamptz, updated_at timestamptz, archived_at timestamptz'

export interface VacancyState {
  status: VacancyStatus
  draft: boolean
  created_by: string | null
  created_at: Date
  updated_at: Date
  archived_at: Date | null
}

/** Inserts vacancies and their skills (json_to_recordset gives a missing column null, not its default: all are set). */
export async function insertVacancies(db: Db, vacancies: readonly (DrawnVacancy & VacancyState)[]): Promise<void> {
  await insertJson(
    db,
    'vacancies',
    VACANCY_COLUMNS,
    vacancies.map(({ skills: _skills, ...row }) => row),
  )
  await insertJson(
    db,
    'vacancy_skills',
    'vacancy_id uuid, skill_id uuid, level text, required boolean, position int',
    vacancies.flatMap((vacancy) =>
      vacancy.skills.map((skill, position) => ({ vacancy_id: vacancy.id, ...skill, position })),
    ),
  )
}

/** Inserts `count` active published vacancies of the company, each asking for skills of one field; answers their ids. */
export async function generateVacancies(db: Db, companyId: string, count: number, seed: number): Promise<string[]> {
  const random = randomSource(seed)
  const fields = await skillsByField(db)
  const vacancies = Array.from({ length: count }, () => drawVacancy(random, fields, companyId))
  const now = new Date()
  await insertVacancies(
    db,
    vacancies.map((vacancy) => ({
      ...vacancy,
      status: 'active',
      draft: false,
      created_by: null,
      created_at: now,
      updated_at: now,
      archived_at: null,
    })),
  )
  return vacancies.map((vacancy) => vacancy.id)
}

const DAY = 24 * 3600_000
const STATES_FIRST = ['draft', 'archived'] as const

/** A vacancy of the scale data, as the applications, conversations and meetings need it. */
export interface ScaleVacancy {
  id: string
  companyId: string
  status: VacancyStatus
  draft: boolean
  createdAt: number
  /** Until when it took applications: its archiving, or now. */
  openUntil: number
}

/**
 * Inserts vacancies of the given companies (`companyOf(n)` names the company of the n-th), seven in ten Active and
 * published, the rest drafts or archived, created over the year before `at` by one of the company's employers.
 * `pinned` are inserted first with the given id and title, Active and published.
 */
export async function generateScaleVacancies(
  db: Db,
  random: Random,
  count: number,
  options: {
    at: Date
    companyOf: (n: number) => { id: string; employers: readonly { id: string }[] }
    pinned: readonly { id: string; title: string }[]
    onProgress: (done: number) => void
  },
): Promise<ScaleVacancy[]> {
  const fields = await skillsByField(db)
  const now = options.at.getTime()
  const scale: ScaleVacancy[] = []
  for (let start = 0; start < count; start += 5_000) {
    const rows: (DrawnVacancy & VacancyState)[] = []
    for (let n = start; n < Math.min(count, start + 5_000); n++) {
      const company = options.companyOf(n)
      const pinned = options.pinned[n]
      const drawn = drawVacancy(random, fields, company.id)
      // Right after the pinned ones, one draft and one archived: every state is there whatever the scale.
      const state = pinned
        ? 'active'
        : (STATES_FIRST[n - options.pinned.length] ??
          random.weighted([
            ['active', 70],
            ['draft', 8],
            ['archived', 22],
          ] as const))
      const createdAt = now - (pinned ? 60 : random.int(1, 365)) * DAY - random.int(0, DAY - 1)
      const archivedAt = state === 'archived' ? Math.min(now - DAY, createdAt + random.int(14, 180) * DAY) : null
      const vacancy = {
        ...drawn,
        ...(pinned ? { id: pinned.id, title: pinned.title } : {}),
        employment_type: random.weighted<EmploymentType>([
          ['full_time', 80],
          ['part_time', 6],
          ['contract', 8],
          ['freelance', 4],
          ['internship', 2],
        ]),
        openings: random.weighted([
          [1, 80],
          [2, 14],
          [3, 5],
          [10, 1],
        ] as const),
        status: state === 'archived' ? ('archived' as const) : ('active' as const),
        draft: state === 'draft',
        created_by: company.employers.length > 0 ? random.pick(company.employers).id : null,
        created_at: new Date(createdAt),
        updated_at: new Date(archivedAt ?? Math.min(now, createdAt + random.int(0, 3) * DAY)),
        archived_at: archivedAt === null ? null : new Date(archivedAt),
      }
      rows.push(vacancy)
      scale.push({
        id: vacancy.id,
        companyId: company.id,
        status: vacancy.status,
        draft: vacancy.draft,
        createdAt,
        openUntil: archivedAt ?? now,
      })
    }
    await insertVacancies(db, rows)
    options.onProgress(scale.length)
  }
  return scale
}
