import { sql, type Kysely } from 'kysely'

// The 14 statuses of docs/product.md §4 as they stand at this migration: a later change of the list is a migration.
const APPLICATION_STATUSES = [
  'matched',
  'applied',
  'talent_interested',
  'employer_interested',
  'talent_accepted',
  'employer_accepted',
  'interview_requested',
  'interview_scheduled',
  'waiting',
  'offer_made',
  'offer_accepted',
  'rejected',
  'talent_rejected',
  'employer_rejected',
]

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Vacancies (issue 12, ADR 0064): Active (published, or a draft) or Archived. A draft may lack what publishing
  // requires, so the columns a draft can leave out are nullable or carry the contract's defaults.
  await db.schema
    .createTable('vacancies')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location_country', 'text')
    .addColumn('location_state', 'text')
    .addColumn('location_city', 'text')
    .addColumn('remote', 'text', (c) =>
      c
        .notNull()
        .defaultTo('onsite')
        .check(sql`remote in ('onsite', 'hybrid', 'remote')`),
    )
    .addColumn('employment_type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('full_time')
        .check(sql`employment_type in ('full_time', 'part_time', 'contract', 'freelance', 'internship')`),
    )
    .addColumn('seniority', 'text', (c) =>
      c.check(sql`seniority in ('intern', 'junior', 'middle', 'senior', 'lead', 'principal')`),
    )
    .addColumn('salary_min', 'integer', (c) => c.check(sql`salary_min >= 0`))
    .addColumn('salary_max', 'integer')
    .addColumn('salary_currency', 'text')
    .addColumn('salary_period', 'text', (c) => c.check(sql`salary_period in ('year', 'month', 'hour')`))
    .addColumn('openings', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`openings between 1 and 1000`),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'archived')`),
    )
    .addColumn('draft', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('parse_job_id', 'uuid', (c) => c.references('parse_jobs.id').onDelete('set null'))
    .addColumn('file_id', 'uuid', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('archived_at', 'timestamptz')
    // A salary is a whole range or none; the handlers say which part is wrong before this ever fires.
    .addCheckConstraint(
      'vacancies_salary_whole',
      sql`(salary_min is null and salary_max is null and salary_currency is null and salary_period is null)
        or (salary_min is not null and salary_max is not null and salary_currency is not null
          and salary_period is not null and salary_min <= salary_max)`,
    )
    .addCheckConstraint('vacancies_archived_at', sql`(status = 'archived') = (archived_at is not null)`)
    .addCheckConstraint('vacancies_location_country', sql`location_country is not null or location_state is null`)
    .execute()
  // The lists: a company's vacancies by status and draft, newest first; talents' Active published ones. A title
  // query filters these rows with ilike (no trigram index: a company's list is short, ADR 0064).
  await sql`create index vacancies_company_list_idx
    on vacancies (company_id, status, draft, created_at desc, id desc)`.execute(db)
  await sql`create index vacancies_list_idx on vacancies (status, draft, created_at desc, id desc)`.execute(db)
  await db.schema.createIndex('vacancies_parse_job_id_idx').on('vacancies').column('parse_job_id').execute()

  await db.schema
    .createTable('vacancy_skills')
    .addColumn('vacancy_id', 'uuid', (c) => c.notNull().references('vacancies.id').onDelete('cascade'))
    .addColumn('skill_id', 'uuid', (c) => c.notNull().references('skills.id').onDelete('cascade'))
    .addColumn('level', 'text', (c) =>
      c.notNull().check(sql`level in ('beginner', 'intermediate', 'advanced', 'expert')`),
    )
    .addColumn('required', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('vacancy_skills_pkey', ['vacancy_id', 'skill_id'])
    .execute()
  await db.schema
    .createIndex('vacancy_skills_skill_id_idx')
    .on('vacancy_skills')
    .columns(['skill_id', 'vacancy_id'])
    .execute()

  // Applications, as much as issue 12 needs (avatars, pipeline counts, the delete refusal); issue 13 extends them.
  // The pipeline group of a status is a pure rule (packages/flows pipeline), never stored. Deleting a vacancy with
  // applications is refused by the handler, which locks the vacancy first: a concurrent insert waits on that lock
  // (its foreign key check) and then fails, so the cascade below only ever runs for a company that is deleted.
  await db.schema
    .createTable('applications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('vacancy_id', 'uuid', (c) => c.notNull().references('vacancies.id').onDelete('cascade'))
    .addColumn('resume_id', 'uuid', (c) => c.references('resumes.id').onDelete('set null'))
    .addColumn('talent_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in (${sql.join(APPLICATION_STATUSES.map((s) => sql.lit(s)))})`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('applications_vacancy_talent_key', ['vacancy_id', 'talent_id'])
    .execute()
  await sql`create index applications_vacancy_updated_idx on applications (vacancy_id, updated_at desc)`.execute(db)
  await sql`create index applications_talent_updated_idx on applications (talent_id, updated_at desc)`.execute(db)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('applications').execute()
  await db.schema.dropTable('vacancy_skills').execute()
  await db.schema.dropTable('vacancies').execute()
}
