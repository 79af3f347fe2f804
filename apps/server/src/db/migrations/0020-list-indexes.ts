import { sql, type Kysely } from 'kysely'

// The back-office lists (issue 15, ADR 0088): every sort order of listVacancies, listApplications, listCompanies and
// listTalents walks an index in that order (forwards or backwards, the id breaking ties), so a page reads the rows it
// skips and shows instead of sorting the whole table; a common filter leads where it narrows the walk. Text search
// stays ILIKE over the walk: pg_trgm is an extension PGlite would have to load at every start (ADR 0088).
const INDEXES: [name: string, definition: string][] = [
  ['vacancies_created_idx', 'vacancies (created_at, id)'],
  ['vacancies_title_idx', 'vacancies (lower(title), id)'],
  ['vacancies_status_idx', 'vacancies (status, id)'],
  ['vacancies_company_created_idx', 'vacancies (company_id, created_at, id)'],
  ['applications_updated_idx', 'applications (updated_at, id)'],
  ['applications_created_idx', 'applications (created_at, id)'],
  ['applications_status_updated_idx', 'applications (status, updated_at, id)'],
  ['companies_name_idx', 'companies (lower(name), id)'],
  ['companies_created_idx', 'companies (created_at, id)'],
  ['users_talents_created_idx', "users (created_at, id) where user_type = 'talent'"],
  ['users_talents_name_idx', "users (lower(first_name || ' ' || last_name), id) where user_type = 'talent'"],
]

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, definition] of INDEXES) await sql.raw(`create index ${name} on ${definition}`).execute(db)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute()
}
