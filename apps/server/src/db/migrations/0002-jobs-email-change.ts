import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Durable background work (ADR 0016): claimed with FOR UPDATE SKIP LOCKED and a lease, so several server
  // processes on one PostgreSQL share it and a crashed worker's claim runs out.
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'done', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute()
  await sql`create index jobs_pending_idx on jobs (run_at) where status = 'pending'`.execute(db)

  // An email change is a token for the new address: the address changes only when the link comes back.
  await db.schema.alterTable('one_time_tokens').addColumn('new_email', 'text').execute()
  await sql`alter table one_time_tokens drop constraint one_time_tokens_purpose_check`.execute(db)
  await sql`alter table one_time_tokens add constraint one_time_tokens_purpose_check
    check (purpose in ('verify_email', 'password_reset', 'change_email'))`.execute(db)
  await sql`alter table one_time_tokens add constraint one_time_tokens_new_email_check
    check ((purpose = 'change_email') = (new_email is not null))`.execute(db)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('one_time_tokens').where('purpose', '=', 'change_email').execute()
  await sql`alter table one_time_tokens drop constraint one_time_tokens_new_email_check`.execute(db)
  await sql`alter table one_time_tokens drop constraint one_time_tokens_purpose_check`.execute(db)
  await sql`alter table one_time_tokens add constraint one_time_tokens_purpose_check
    check (purpose in ('verify_email', 'password_reset'))`.execute(db)
  await db.schema.alterTable('one_time_tokens').dropColumn('new_email').execute()
  await db.schema.dropTable('jobs').execute()
}
