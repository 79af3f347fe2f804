import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Mail is sent by `send_mail` jobs (ADR 0016): the outbox's own lease and attempt count are the queue's now.
  // Whatever an SMTP sender had not sent yet gets its job.
  await sql`insert into jobs (kind, payload, status)
    select 'send_mail', jsonb_build_object('outboxId', id), 'pending' from outbox where status = 'pending'`.execute(db)
  await db.schema.dropIndex('outbox_pending_idx').execute()
  await db.schema.alterTable('outbox').dropColumn('next_attempt_at').dropColumn('attempts').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create index outbox_pending_idx on outbox (next_attempt_at) where status = 'pending'`.execute(db)
  await db.deleteFrom('jobs').where('kind', '=', 'send_mail').execute()
}
