import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The skill taxonomy (issue 11, ADR 0058): one row per skill, its other names in skill_aliases. `search_key` is the
  // name folded for search (lower case, accents and punctuation removed: "React.js" -> "reactjs"), computed in code
  // by `searchKey` so PGlite and PostgreSQL agree without the unaccent extension. A name or alias finds one skill.
  await db.schema
    .createTable('skills')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text')
    .addColumn('search_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('skills_category_idx').on('skills').columns(['category', 'search_key']).execute()
  await db.schema
    .createTable('skill_aliases')
    .addColumn('skill_id', 'uuid', (c) => c.notNull().references('skills.id').onDelete('cascade'))
    .addColumn('alias', 'text', (c) => c.notNull())
    .addColumn('search_key', 'text', (c) => c.notNull().unique())
    .addPrimaryKeyConstraint('skill_aliases_pkey', ['skill_id', 'search_key'])
    .execute()

  // Talent-only facts beside the account: availability status (what it means for matching: ADR 0056) and home.
  await db.schema
    .createTable('talent_profiles')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open_to_work')
        .check(sql`status in ('open_to_work', 'passive', 'not_looking', 'hired')`),
    )
    .addColumn('country', 'text')
    .addColumn('state', 'text')
    .addColumn('city', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`insert into talent_profiles (user_id) select id from users where user_type = 'talent'`.execute(db)

  // Parse jobs (ADR 0059): an uploaded file read into a resume (or, issue 12, a vacancy) by a `parse_file` job.
  // Owned by the talent or the company whose file it is, for the policy.
  await db.schema
    .createTable('parse_jobs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('job_type', 'text', (c) => c.notNull().check(sql`job_type in ('resume', 'vacancy')`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'running', 'succeeded', 'failed')`),
    )
    .addColumn('file_id', 'uuid', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('target_id', 'uuid')
    .addColumn('talent_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('requested_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('options', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('result', 'jsonb')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addCheckConstraint('parse_jobs_one_owner', sql`(talent_id is null) <> (company_id is null)`)
    .execute()
  await db.schema.createIndex('parse_jobs_file_id_idx').on('parse_jobs').columns(['file_id', 'created_at']).execute()
  await db.schema.createIndex('parse_jobs_target_id_idx').on('parse_jobs').column('target_id').execute()

  // Resumes get their content. A talent has at most one published resume and at most one draft (the work in
  // progress: a new resume, or changes to the published one that are not published yet).
  await db.schema
    .alterTable('resumes')
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text')
    .addColumn('state', 'text')
    .addColumn('city', 'text')
    .addColumn('phone', 'text')
    .addColumn('salary_expectation', 'jsonb')
    .addColumn('availability', 'jsonb')
    .addColumn('experience', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('education', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('languages', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('file_id', 'uuid', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('parse_job_id', 'uuid', (c) => c.references('parse_jobs.id').onDelete('set null'))
    .execute()
  await db.schema.createIndex('resumes_one_per_kind').on('resumes').columns(['talent_id', 'draft']).unique().execute()

  // A resume's skills, one row each, so matching (issue 13) and a skill merge reach them through an index.
  await db.schema
    .createTable('resume_skills')
    .addColumn('resume_id', 'uuid', (c) => c.notNull().references('resumes.id').onDelete('cascade'))
    .addColumn('skill_id', 'uuid', (c) => c.notNull().references('skills.id').onDelete('cascade'))
    .addColumn('level', 'text', (c) =>
      c.notNull().check(sql`level in ('beginner', 'intermediate', 'advanced', 'expert')`),
    )
    .addColumn('years', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`years between 0 and 60`),
    )
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('resume_skills_pkey', ['resume_id', 'skill_id'])
    .execute()
  await db.schema
    .createIndex('resume_skills_skill_id_idx')
    .on('resume_skills')
    .columns(['skill_id', 'resume_id'])
    .execute()

  // Onboarding checklists (docs/product.md §2): one per talent or per company.
  await db.schema
    .createTable('onboarding_states')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_type', 'text', (c) => c.notNull().check(sql`user_type in ('talent', 'employer')`))
    .addColumn('talent_id', 'uuid', (c) => c.unique().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (c) => c.unique().references('companies.id').onDelete('cascade'))
    .addColumn('steps', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('onboarding_states_one_owner', sql`(talent_id is null) <> (company_id is null)`)
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('onboarding_states').execute()
  await db.schema.dropTable('resume_skills').execute()
  await db.schema.dropIndex('resumes_one_per_kind').execute()
  await db.schema
    .alterTable('resumes')
    .dropColumn('parse_job_id')
    .dropColumn('file_id')
    .dropColumn('languages')
    .dropColumn('education')
    .dropColumn('experience')
    .dropColumn('availability')
    .dropColumn('salary_expectation')
    .dropColumn('phone')
    .dropColumn('city')
    .dropColumn('state')
    .dropColumn('country')
    .dropColumn('summary')
    .execute()
  await db.schema.dropTable('parse_jobs').execute()
  await db.schema.dropTable('talent_profiles').execute()
  await db.schema.dropTable('skill_aliases').execute()
  await db.schema.dropTable('skills').execute()
}
