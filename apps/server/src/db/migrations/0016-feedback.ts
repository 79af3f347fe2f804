import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Feedback (issue 14, ADR 0079): a rating of the product, or an interview scorecard on a talent. A scorecard keeps
  // the company of the application's vacancy, so an employer's list is one indexed filter. The criteria are columns,
  // not JSON: the database itself refuses a score outside 1-5.
  const score = (column: string) => sql.raw(`${column} between 1 and 5`)
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('product', 'scorecard')`))
    .addColumn('author_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.check(score('rating')))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('talent_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('application_id', 'uuid', (c) => c.references('applications.id').onDelete('cascade'))
    .addColumn('meeting_id', 'uuid', (c) => c.references('meetings.id').onDelete('set null'))
    .addColumn('company_id', 'uuid', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('skills', 'integer', (c) => c.check(score('skills')))
    .addColumn('communication', 'integer', (c) => c.check(score('communication')))
    .addColumn('motivation', 'integer', (c) => c.check(score('motivation')))
    .addColumn('culture_add', 'integer', (c) => c.check(score('culture_add')))
    .addColumn('recommendation', 'text', (c) =>
      c.check(sql`recommendation in ('strong_yes', 'yes', 'no', 'strong_no')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'feedback_kind_fields',
      sql`(kind = 'product' and rating is not null and application_id is null)
        or (kind = 'scorecard' and rating is null and application_id is not null and talent_id is not null
          and company_id is not null and skills is not null and communication is not null and motivation is not null
          and culture_add is not null and recommendation is not null)`,
    )
    .execute()
  // The lists: newest first, all (recruiters) or one company's (employers); by talent or application when filtered.
  await db.schema.createIndex('feedback_created_idx').on('feedback').columns(['created_at', 'id']).execute()
  await db.schema
    .createIndex('feedback_company_created_idx')
    .on('feedback')
    .columns(['company_id', 'created_at', 'id'])
    .execute()
  await db.schema.createIndex('feedback_talent_idx').on('feedback').column('talent_id').execute()
  await db.schema.createIndex('feedback_application_idx').on('feedback').column('application_id').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('feedback').execute()
}
