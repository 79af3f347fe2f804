import { sql, type Kysely, type Transaction } from 'kysely'
import type { Schemas } from '../../api/context.ts'
import { preparedQuery } from '../../db/prepared.ts'
import type { Database, Vacancy } from '../../db/schema.ts'

type Executor = Kysely<Database> | Transaction<Database>

export type VacancyInput = Schemas['VacancyInput']
export type VacancyDraftInput = Schemas['VacancyDraftInput']

const WIRE_STATUS = { active: 'Active', archived: 'Archived' } as const
export const STORED_STATUS = { Active: 'active', Archived: 'archived' } as const

// The vacancy read (`getVacancy`) is one of the hottest requests (issue 16): its queries are compiled once.
const vacancyById = preparedQuery((db, id: string) => db.selectFrom('vacancies').selectAll().where('id', '=', id))

/** One vacancy; `forUpdate` locks its row until the transaction ends (a write that checks If-Match, or deletes). */
export async function findVacancy(db: Executor, id: string, options: { forUpdate?: boolean } = {}) {
  if (!options.forUpdate) return (await vacancyById(db, id)).rows[0]
  return db.selectFrom('vacancies').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

const companiesIn = (db: Executor, ids: string[]) =>
  db.selectFrom('companies').select(['id', 'name', 'image_url']).where('id', 'in', ids)
/** The skills of vacancies in the company's order (also matching's reader of them). */
export const vacancySkillsIn = (db: Executor, ids: readonly string[]) =>
  db
    .selectFrom('vacancy_skills')
    .innerJoin('skills', 'skills.id', 'vacancy_skills.skill_id')
    .select([
      'vacancy_skills.vacancy_id',
      'vacancy_skills.skill_id',
      'skills.name',
      'vacancy_skills.level',
      'vacancy_skills.required',
    ])
    .where('vacancy_skills.vacancy_id', 'in', [...ids])
    .orderBy('vacancy_skills.position')
    .orderBy('skills.name')
const applicationCountsIn = (db: Executor, ids: string[]) =>
  db
    .selectFrom('applications')
    .select(['vacancy_id', sql<number>`count(*)::int`.as('count')])
    .where('vacancy_id', 'in', ids)
    .groupBy('vacancy_id')

type VacancySkill = Schemas['Vacancy']['skills'][number]
/** The skills as a JSON array of the contract's objects, keys in its order (the ETag hashes the answer's text). */
const SKILLS_JSON = sql.raw<VacancySkill[]>(
  "coalesce(json_agg(json_build_object('skill_id', vacancy_skills.skill_id, 'name', skills.name, " +
    "'level', vacancy_skills.level, 'required', vacancy_skills.required) " +
    "order by vacancy_skills.position, skills.name), '[]')",
)

/**
 * One vacancy with everything its answer shows, in one statement: the row, its company, its skills in the company's
 * order (a JSON array) and its number of applications. The hottest read of a vacancy (issue 16, ADR 0106) pays one
 * round trip for it, compiled once.
 */
const vacancyWithRelated = preparedQuery((db, id: string) =>
  db
    .selectFrom('vacancies')
    .leftJoin('companies', 'companies.id', 'vacancies.company_id')
    .selectAll('vacancies')
    .select((eb) => [
      'companies.name as company_name',
      'companies.image_url as company_image_url',
      eb
        .selectFrom('vacancy_skills')
        .innerJoin('skills', 'skills.id', 'vacancy_skills.skill_id')
        .select(SKILLS_JSON.as('skills'))
        .whereRef('vacancy_skills.vacancy_id', '=', 'vacancies.id')
        .as('skills'),
      eb
        .selectFrom('applications')
        .select(sql<number>`count(*)::int`.as('count'))
        .whereRef('applications.vacancy_id', '=', 'vacancies.id')
        .as('applications_count'),
    ])
    .where('vacancies.id', '=', id),
)

/** A vacancy's row and its answer (the contract's Vacancy), from one statement; undefined when there is none. */
export async function readVacancy(
  db: Executor,
  id: string,
): Promise<{ row: Vacancy; wire: Schemas['Vacancy'] } | undefined> {
  const [found] = (await vacancyWithRelated(db, id)).rows
  if (!found) return undefined
  const { company_name, company_image_url, skills, applications_count, ...row } = found
  const company = company_name === null ? undefined : { name: company_name, image_url: company_image_url }
  return { row, wire: wireOf(row, company, skills ?? [], applications_count ?? 0) }
}

/**
 * The contract's Vacancy for each row, in the order given: the company, the skills in the company's order with
 * their names, and the number of applications. Three queries whatever the count.
 */
export async function vacanciesToWire(db: Executor, rows: Vacancy[]): Promise<Schemas['Vacancy'][]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const companyIds = [...new Set(rows.map((row) => row.company_id))]
  const [companies, skills, counts] = await Promise.all([
    companiesIn(db, companyIds).execute(),
    vacancySkillsIn(db, ids).execute(),
    applicationCountsIn(db, ids).execute(),
  ])
  const companyById = new Map(companies.map((company) => [company.id, company]))
  const countOf = new Map(counts.map((row) => [row.vacancy_id, row.count]))
  return rows.map((row) =>
    wireOf(
      row,
      companyById.get(row.company_id),
      skills
        .filter((skill) => skill.vacancy_id === row.id)
        .map(({ skill_id, name, level, required }) => ({ skill_id, name, level, required })),
      countOf.get(row.id) ?? 0,
    ),
  )
}

export async function vacancyToWire(db: Executor, row: Vacancy): Promise<Schemas['Vacancy']> {
  return (await vacanciesToWire(db, [row]))[0]!
}

function wireOf(
  row: Vacancy,
  company: { name: string; image_url: string | null } | undefined,
  skills: VacancySkill[],
  applicationsCount: number,
): Schemas['Vacancy'] {
  return {
    id: row.id,
    title: row.title,
    company_id: row.company_id,
    company: { id: row.company_id, name: company?.name ?? '', image_url: company?.image_url ?? null },
    status: WIRE_STATUS[row.status],
    draft: row.draft,
    description: row.description,
    location: row.location_country
      ? { country: row.location_country, state: row.location_state, city: row.location_city }
      : null,
    remote: row.remote,
    employment_type: row.employment_type,
    seniority: row.seniority,
    salary:
      row.salary_min !== null && row.salary_max !== null && row.salary_currency && row.salary_period
        ? { min: row.salary_min, max: row.salary_max, currency: row.salary_currency, period: row.salary_period }
        : null,
    skills,
    languages: row.languages,
    openings: row.openings,
    applications_count: applicationsCount,
    parse_job_id: row.parse_job_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    archived_at: row.archived_at ? row.archived_at.toISOString() : null,
  }
}

/**
 * The stored content of an input, a draft's included: what the input leaves out gets the contract's defaults
 * (onsite, full time, one opening), so a draft reads back whole and a replace (PUT) clears what it omits.
 */
export function vacancyContentOf(input: VacancyDraftInput) {
  const location = input.location ?? null
  const salary = input.salary ?? null
  return {
    title: input.title.trim(),
    description: input.description ?? '',
    location_country: location?.country ?? null,
    location_state: location?.state?.trim() || null,
    location_city: location?.city?.trim() || null,
    remote: input.remote ?? 'onsite',
    employment_type: input.employment_type ?? 'full_time',
    seniority: input.seniority ?? null,
    salary_min: salary?.min ?? null,
    salary_max: salary?.max ?? null,
    salary_currency: salary?.currency ?? null,
    salary_period: salary?.period ?? null,
    openings: input.openings ?? 1,
    languages: JSON.stringify(input.languages ?? []),
  }
}

/** Replaces a vacancy's skills with the input's, in the input's order. */
export async function writeVacancySkills(
  trx: Transaction<Database>,
  vacancyId: string,
  skills: readonly Schemas['VacancySkillInput'][],
): Promise<void> {
  await trx.deleteFrom('vacancy_skills').where('vacancy_id', '=', vacancyId).execute()
  if (skills.length === 0) return
  await trx
    .insertInto('vacancy_skills')
    .values(
      skills.map((skill, position) => ({
        vacancy_id: vacancyId,
        skill_id: skill.skill_id,
        level: skill.level,
        required: skill.required ?? true,
        position,
      })),
    )
    .execute()
}

/** A new vacancy of the company, with its skills. */
export async function insertVacancy(
  trx: Transaction<Database>,
  companyId: string,
  input: VacancyDraftInput,
  extra: { draft: boolean; created_by: string | null; file_id?: string | null; parse_job_id?: string | null },
): Promise<Vacancy> {
  const row = await trx
    .insertInto('vacancies')
    .values({ company_id: companyId, ...vacancyContentOf(input), ...extra })
    .returningAll()
    .executeTakeFirstOrThrow()
  await writeVacancySkills(trx, row.id, input.skills ?? [])
  return row
}

/** Replaces an existing vacancy's content with the input, keeping its id, company, file and parse job. */
export async function replaceVacancy(
  trx: Transaction<Database>,
  id: string,
  input: VacancyDraftInput,
  draft: boolean,
): Promise<Vacancy> {
  const row = await trx
    .updateTable('vacancies')
    .set({ ...vacancyContentOf(input), draft, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
  await writeVacancySkills(trx, id, input.skills ?? [])
  return row
}

/** What the audit log keeps of a vacancy: ids and its state, not its text. */
export const vacancySummary = (row: Vacancy) => ({
  id: row.id,
  company_id: row.company_id,
  title: row.title,
  status: row.status,
  draft: row.draft,
})
