// The marketplace the matching benchmark ranks (issue 13): talents with published resumes and the vacancies of one
// company, drawn from a seeded generator so two runs rank the same data. Distributions follow what a recruiting
// marketplace holds: most talents work in a few fields, a field's common skills are common (Zipf), levels follow
// years, most people are in a handful of cities, English is the shared language, salaries follow seniority and
// country. Rows go in through `json_to_recordset`, thousands per statement.
import { randomUUID } from 'node:crypto'
import { matchResumeOf, type MatchResume, type TalentStatus } from '@hireloop/flows/rules'
import { sql } from 'kysely'
import { defaultNotificationSettings } from '../src/accounts/users.ts'
import type { Db } from '../src/db/database.ts'
import type { ExperienceEntry, LanguageEntry, RemotePolicy, Seniority, SkillLevel } from '../src/db/schema.ts'
import { searchKey } from '../src/resources/skills/search-key.ts'
import { SKILL_TAXONOMY } from '../src/resources/skills/skills.taxonomy.ts'

/** mulberry32: a small seeded generator, so every run draws the same marketplace. */
export function randomSource(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!
  const weighted = <T>(items: readonly (readonly [T, number])[]) => {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0)
    let at = next() * total
    for (const [item, weight] of items) {
      at -= weight
      if (at < 0) return item
    }
    return items[items.length - 1]![0]
  }
  /** An index into a list ordered most common first, with Zipf-like odds (the first few dominate). */
  const zipf = (length: number, exponent = 0.9) => {
    const weights = Array.from({ length }, (_, rank) => [rank, 1 / (rank + 1) ** exponent] as const)
    return weighted(weights)
  }
  return { next, int, pick, weighted, zipf }
}
export type Random = ReturnType<typeof randomSource>

interface Place {
  country: string
  state: string
  city: string
  currency: string
  /** Salaries here against Berlin's. */
  pay: number
  languages: readonly string[]
}

// Where the marketplace's people are, most first.
const PLACES: readonly (readonly [Place, number])[] = [
  [{ country: 'DE', state: 'Berlin', city: 'Berlin', currency: 'EUR', pay: 1, languages: ['de'] }, 14],
  [{ country: 'DE', state: 'Bavaria', city: 'Munich', currency: 'EUR', pay: 1.1, languages: ['de'] }, 8],
  [{ country: 'DE', state: 'Hamburg', city: 'Hamburg', currency: 'EUR', pay: 1, languages: ['de'] }, 5],
  [{ country: 'GB', state: 'England', city: 'London', currency: 'GBP', pay: 0.95, languages: ['en'] }, 12],
  [{ country: 'GB', state: 'England', city: 'Manchester', currency: 'GBP', pay: 0.8, languages: ['en'] }, 3],
  [{ country: 'NL', state: 'North Holland', city: 'Amsterdam', currency: 'EUR', pay: 1.05, languages: ['nl'] }, 7],
  [{ country: 'FR', state: 'Île-de-France', city: 'Paris', currency: 'EUR', pay: 0.9, languages: ['fr'] }, 8],
  [{ country: 'ES', state: 'Community of Madrid', city: 'Madrid', currency: 'EUR', pay: 0.7, languages: ['es'] }, 5],
  [{ country: 'ES', state: 'Catalonia', city: 'Barcelona', currency: 'EUR', pay: 0.7, languages: ['es', 'ca'] }, 4],
  [{ country: 'PL', state: 'Masovian Voivodeship', city: 'Warsaw', currency: 'PLN', pay: 3, languages: ['pl'] }, 6],
  [{ country: 'PT', state: 'Lisbon', city: 'Lisbon', currency: 'EUR', pay: 0.6, languages: ['pt'] }, 4],
  [{ country: 'SE', state: 'Stockholm County', city: 'Stockholm', currency: 'SEK', pay: 10, languages: ['sv'] }, 3],
  [{ country: 'US', state: 'New York', city: 'New York', currency: 'USD', pay: 1.9, languages: ['en'] }, 7],
  [{ country: 'US', state: 'California', city: 'San Francisco', currency: 'USD', pay: 2.2, languages: ['en'] }, 5],
  [{ country: 'CA', state: 'Ontario', city: 'Toronto', currency: 'CAD', pay: 1.5, languages: ['en', 'fr'] }, 3],
  [{ country: 'IN', state: 'Karnataka', city: 'Bengaluru', currency: 'INR', pay: 30, languages: ['hi', 'kn'] }, 6],
]

// Fields people work in, and how many of the marketplace's talents work in each.
const FIELDS: readonly (readonly [string, number])[] = [
  ['Backend', 14],
  ['Frontend', 12],
  ['Programming languages', 6],
  ['Data and analytics', 9],
  ['DevOps', 7],
  ['Cloud', 5],
  ['Mobile', 5],
  ['Machine learning', 5],
  ['Testing', 4],
  ['Databases', 4],
  ['Design', 6],
  ['Product', 5],
  ['Marketing', 6],
  ['Sales', 5],
  ['People and operations', 4],
  ['Security', 3],
]
/** Fields whose people also list programming languages. */
const CODING = new Set([
  'Backend',
  'Frontend',
  'DevOps',
  'Cloud',
  'Mobile',
  'Machine learning',
  'Testing',
  'Data and analytics',
  'Databases',
])
const NEIGHBOURS: Record<string, readonly string[]> = {
  Backend: ['Databases', 'Cloud', 'DevOps', 'Testing'],
  Frontend: ['Design', 'Testing', 'Mobile'],
  'Programming languages': ['Backend', 'Machine learning'],
  'Data and analytics': ['Databases', 'Machine learning', 'Cloud'],
  DevOps: ['Cloud', 'Backend', 'Security'],
  Cloud: ['DevOps', 'Security'],
  Mobile: ['Frontend', 'Testing'],
  'Machine learning': ['Data and analytics', 'Cloud'],
  Testing: ['DevOps', 'Frontend'],
  Databases: ['Backend', 'Data and analytics'],
  Design: ['Frontend', 'Product'],
  Product: ['Design', 'Data and analytics', 'Marketing'],
  Marketing: ['Sales', 'Product', 'Data and analytics'],
  Sales: ['Marketing', 'People and operations'],
  'People and operations': ['Sales', 'Product'],
  Security: ['DevOps', 'Cloud'],
}

const TITLES: Record<string, readonly string[]> = {
  Backend: ['Backend engineer', 'Software engineer', 'API engineer'],
  Frontend: ['Frontend engineer', 'Web developer', 'UI engineer'],
  'Programming languages': ['Software engineer', 'Systems programmer'],
  'Data and analytics': ['Data analyst', 'Data engineer', 'Analytics engineer'],
  DevOps: ['DevOps engineer', 'Site reliability engineer', 'Platform engineer'],
  Cloud: ['Cloud engineer', 'Cloud architect'],
  Mobile: ['iOS developer', 'Android developer', 'Mobile engineer'],
  'Machine learning': ['Machine learning engineer', 'Data scientist'],
  Testing: ['QA engineer', 'Test automation engineer'],
  Databases: ['Database administrator', 'Database engineer'],
  Design: ['Product designer', 'UX designer', 'UI designer'],
  Product: ['Product manager', 'Product owner'],
  Marketing: ['Marketing manager', 'Growth marketer', 'Content marketer'],
  Sales: ['Account executive', 'Sales manager'],
  'People and operations': ['HR business partner', 'Operations manager', 'Recruiter'],
  Security: ['Security engineer', 'Penetration tester'],
}

const COMPANIES = [
  'Acme',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Stark Labs',
  'Wayne Tech',
  'Vandelay',
  'Soylent',
  'Tyrell',
]
const VERBS = [
  'Built',
  'Maintained',
  'Led the move to',
  'Introduced',
  'Scaled',
  'Owned',
  'Shipped features with',
  'Ran',
]
const LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const satisfies SkillLevel[]
const SENIORITY_BASE = {
  intern: 20_000,
  junior: 42_000,
  middle: 58_000,
  senior: 75_000,
  lead: 90_000,
  principal: 110_000,
}

export interface TaxonomyRow {
  id: string
  name: string
  aliases: readonly string[]
}

/** Skills per category, in the taxonomy's order (its first skills are its most common ones), with their ids. */
export function skillFields(skills: readonly { id: string; search_key: string }[]): Map<string, TaxonomyRow[]> {
  const idOf = new Map(skills.map((row) => [row.search_key, row.id]))
  const byField = new Map<string, TaxonomyRow[]>()
  for (const skill of SKILL_TAXONOMY) {
    const id = idOf.get(searchKey(skill.name))
    if (!id) continue
    const list = byField.get(skill.category) ?? []
    list.push({ id, name: skill.name, aliases: skill.aliases })
    byField.set(skill.category, list)
  }
  return byField
}

const skillsByField = async (db: Db) =>
  skillFields(await db.selectFrom('skills').select(['id', 'search_key']).execute())

function seniorityOf(years: number): Seniority {
  return years < 0.5
    ? 'intern'
    : years < 2
      ? 'junior'
      : years < 5
        ? 'middle'
        : years < 8
          ? 'senior'
          : years < 12
            ? 'lead'
            : 'principal'
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

export interface GeneratedResume {
  id: string
  talentId: string
  status: TalentStatus
  row: Record<string, unknown>
  skills: { skill_id: string; name: string; level: SkillLevel; years: number }[]
  document: MatchResume
}

function drawSkills(random: Random, fields: Map<string, TaxonomyRow[]>, field: string, count: number) {
  const chosen = new Map<string, TaxonomyRow>()
  const from = (category: string) => {
    const list = fields.get(category)
    if (!list || list.length === 0) return
    const skill = list[random.zipf(list.length)]!
    chosen.set(skill.id, skill)
  }
  if (CODING.has(field)) for (let i = random.int(1, 3); i > 0; i--) from('Programming languages')
  for (let guard = 0; chosen.size < count && guard < count * 6; guard++) {
    from(random.next() < 0.75 ? field : random.pick(NEIGHBOURS[field] ?? [field]))
  }
  return [...chosen.values()]
}

export function drawResume(random: Random, fields: Map<string, TaxonomyRow[]>, today: Date): GeneratedResume {
  const id = randomUUID()
  const talentId = randomUUID()
  const field = random.weighted(FIELDS)
  const place = random.weighted(PLACES)
  const career = Math.min(30, Math.max(0, -Math.log(1 - random.next()) * 6.5))
  const picked = drawSkills(random, fields, field, random.int(3, 12))
  const skills = picked.map((skill) => {
    const years = Math.min(60, Math.round(career * (0.3 + random.next() * 0.7)))
    const levelAt = Math.min(3, Math.max(0, (years < 1 ? 0 : years < 3 ? 1 : years < 7 ? 2 : 3) + random.int(-1, 1)))
    return { skill_id: skill.id, name: skill.name, level: LEVELS[levelAt]!, years }
  })
  // Words for a skill as people write them: mostly its name, sometimes an alias.
  const said = (skill: TaxonomyRow) =>
    skill.aliases.length > 0 && random.next() < 0.2 ? random.pick(skill.aliases) : skill.name
  // A few skills the resume names in its text without listing them (the engine's "mentioned").
  const unlisted = drawSkills(random, fields, random.pick(NEIGHBOURS[field] ?? [field]), random.int(0, 2)).filter(
    (skill) => !skills.some((listed) => listed.skill_id === skill.id),
  )
  const positions = career < 0.5 ? 1 : Math.min(4, 1 + Math.floor(career / 4))
  const experience: ExperienceEntry[] = []
  let end: Date | null = random.next() < 0.8 ? null : new Date(today.getTime() - random.int(30, 400) * 86_400_000)
  let left = career
  for (let i = 0; i < positions; i++) {
    const span = i === positions - 1 ? left : Math.max(0.3, left * (0.3 + random.next() * 0.4))
    left -= span
    const endAt = end ?? today
    const start = new Date(endAt.getTime() - Math.max(0.2, span) * 365.25 * 86_400_000)
    const named = [...picked.filter(() => random.next() < 0.35).slice(0, 3), ...(i === 0 ? unlisted : [])]
    const description = named
      .map(
        (skill) =>
          `${random.pick(VERBS)} ${said(skill)} for the ${random.pick(['payments', 'search', 'onboarding', 'reporting', 'checkout', 'mobile', 'internal'])} team.`,
      )
      .join(' ')
    experience.push({
      company: random.pick(COMPANIES),
      title: random.pick(TITLES[field] ?? ['Specialist']),
      start_date: isoDay(start),
      end_date: end ? isoDay(end) : null,
      description,
    })
    end = new Date(start.getTime() - random.int(0, 90) * 86_400_000)
  }
  const seniority = seniorityOf(career)
  const title = `${seniority === 'middle' ? '' : `${seniority[0]!.toUpperCase()}${seniority.slice(1)} `}${random.pick(TITLES[field] ?? ['Specialist']).toLowerCase()}`
  const top = skills.slice(0, 2).map((skill) => skill.name)
  const summary = `${title.charAt(0).toUpperCase()}${title.slice(1)} with ${Math.round(career)} years of experience${top.length > 0 ? `, mostly ${top.join(' and ')}` : ''}.`
  const english: LanguageEntry = place.languages.includes('en')
    ? { language: 'en', level: 'native' }
    : {
        language: 'en',
        level: random.weighted([
          ['b1', 2],
          ['b2', 4],
          ['c1', 4],
          ['c2', 1],
        ] as const),
      }
  const languages: LanguageEntry[] = [
    ...(place.languages[0] !== 'en' ? [{ language: place.languages[0]!, level: 'native' as const }] : []),
    ...(random.next() < 0.95 ? [english] : []),
    ...(random.next() < 0.2
      ? [{ language: random.pick(['de', 'fr', 'es', 'it']), level: random.pick(['a2', 'b1', 'b2'] as const) }]
      : []),
  ].filter((language, index, all) => all.findIndex((other) => other.language === language.language) === index)
  const work_modes: RemotePolicy[] = random.weighted([
    [[], 20],
    [['remote'], 25],
    [['hybrid', 'remote'], 25],
    [['onsite', 'hybrid'], 15],
    [['onsite'], 5],
    [['onsite', 'hybrid', 'remote'], 10],
  ] as const satisfies readonly (readonly [RemotePolicy[], number])[])
  const yearly = Math.round((SENIORITY_BASE[seniority] * place.pay * (0.85 + random.next() * 0.3)) / 1000) * 1000
  const monthly = random.next() < 0.05
  const salary =
    random.next() < 0.15
      ? null
      : monthly
        ? {
            min: Math.round(yearly / 12 / 100) * 100,
            max: Math.round((yearly * 1.2) / 12 / 100) * 100,
            currency: place.currency,
            period: 'month' as const,
          }
        : { min: yearly, max: Math.round(yearly * 1.2), currency: place.currency, period: 'year' as const }
  const status = random.weighted([
    ['open_to_work', 45],
    ['passive', 35],
    ['not_looking', 12],
    ['hired', 8],
  ] as const)
  const availability = {
    notice: random.pick(['immediately', 'two_weeks', 'one_month', 'three_months'] as const),
    available_from: null,
    work_modes,
  }
  const row = {
    id,
    talent_id: talentId,
    title,
    summary,
    country: place.country,
    state: place.state,
    city: place.city,
    salary_expectation: salary,
    availability,
    experience,
    languages,
  }
  const document = matchResumeOf(
    {
      skills,
      summary,
      experience,
      location: { country: place.country, state: place.state, city: place.city },
      availability,
      salary_expectation: salary,
      languages,
    },
    status,
  )
  return { id, talentId, status, row, skills, document }
}

/** Inserts rows through one JSON parameter: `json_to_recordset` with the columns' types. */
async function insertJson(db: Db, table: string, columns: string, rows: readonly object[]): Promise<void> {
  const names = columns
    .split(',')
    .map((column) => column.trim().split(' ')[0])
    .join(', ')
  await sql`insert into ${sql.raw(table)} (${sql.raw(names)}) select ${sql.raw(names)} from json_to_recordset(${JSON.stringify(rows)}::json) as x(${sql.raw(columns)})`.execute(
    db,
  )
}

const CHUNK = 5_000

/**
 * Inserts `count` talents, each with a profile and a published resume with its skills; answers each resume's
 * matching input (what the naive scan scores), by resume id.
 */
export async function generateTalents(
  db: Db,
  count: number,
  options: { seed: number; onProgress?: (done: number) => void },
): Promise<Map<string, MatchResume>> {
  const random = randomSource(options.seed)
  const fields = await skillsByField(db)
  const today = new Date()
  const documents = new Map<string, MatchResume>()
  let pending: Promise<void> = Promise.resolve()
  for (let start = 0; start < count; start += CHUNK) {
    const batch = Array.from({ length: Math.min(CHUNK, count - start) }, () => drawResume(random, fields, today))
    for (const resume of batch) documents.set(resume.id, resume.document)
    // The next chunk is drawn while this one is written.
    await pending
    pending = (async () => {
      await insertJson(
        db,
        'users',
        'id uuid, user_type text, email text, first_name text, last_name text, notification_settings jsonb',
        batch.map((resume, index) => ({
          id: resume.talentId,
          user_type: 'talent',
          email: `bench.talent.${start + index}@hireloop.test`,
          first_name: 'Bench',
          last_name: `Talent ${start + index}`,
          notification_settings: defaultNotificationSettings,
        })),
      )
      await insertJson(
        db,
        'talent_profiles',
        'user_id uuid, status text, country text, state text, city text',
        batch.map((resume) => ({
          user_id: resume.talentId,
          status: resume.status,
          country: resume.row.country,
          state: resume.row.state,
          city: resume.row.city,
        })),
      )
      await insertJson(
        db,
        'resumes',
        'id uuid, talent_id uuid, title text, draft boolean, summary text, country text, state text, city text, salary_expectation jsonb, availability jsonb, experience jsonb, languages jsonb',
        batch.map((resume) => ({ ...resume.row, draft: false })),
      )
      await insertJson(
        db,
        'resume_skills',
        'resume_id uuid, skill_id uuid, level text, years int, position int',
        batch.flatMap((resume) =>
          resume.skills.map((skill, position) => ({
            resume_id: resume.id,
            skill_id: skill.skill_id,
            level: skill.level,
            years: skill.years,
            position,
          })),
        ),
      )
      options.onProgress?.(start + batch.length)
    })()
  }
  await pending
  await sql`analyze`.execute(db)
  return documents
}

/** Inserts `count` active published vacancies of the company, each asking for skills of one field; answers their ids. */
export async function generateVacancies(db: Db, companyId: string, count: number, seed: number): Promise<string[]> {
  const random = randomSource(seed)
  const fields = await skillsByField(db)
  const vacancies = Array.from({ length: count }, () => {
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
      id: randomUUID(),
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
  })
  await insertJson(
    db,
    'vacancies',
    'id uuid, company_id uuid, title text, description text, location_country text, location_state text, location_city text, remote text, seniority text, salary_min int, salary_max int, salary_currency text, salary_period text, languages jsonb',
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
  return vacancies.map((vacancy) => vacancy.id)
}
