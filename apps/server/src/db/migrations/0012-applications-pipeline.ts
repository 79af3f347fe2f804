import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The hiring pipeline (issue 13, ADR 0071). `talent_interested` remembers that the talent showed interest even
  // after later moves (the mutual-match message needs it); `stage_entered_at` is when the application entered its
  // pipeline group, reset only when the group changes, so "time in stage" and the stalled badge mean the group.
  await db.schema
    .alterTable('applications')
    .addColumn('talent_interested', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('stage_entered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute()
  await sql`update applications set stage_entered_at = updated_at`.execute(db)

  // A hire is confirmed by each side once; `hired` is both rows present, never a stored flag that could disagree.
  await db.schema
    .createTable('hire_confirmations')
    .addColumn('application_id', 'uuid', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('talent', 'employer')`))
    .addColumn('confirmed_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('confirmed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('hire_confirmations_pkey', ['application_id', 'side'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('hire_confirmations').execute()
  await db.schema
    .alterTable('applications')
    .dropColumn('created_by')
    .dropColumn('stage_entered_at')
    .dropColumn('talent_interested')
    .execute()
}
