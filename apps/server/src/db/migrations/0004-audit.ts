import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Every state-changing call, append-only (ADR 0025): who, in which role, which operation, on what, a summary
  // of the object before and after, the request id and the time.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('operation_id', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'uuid')
    .addColumn('actor_role', 'text', (c) =>
      c.notNull().check(sql`actor_role in ('anonymous', 'talent', 'employer', 'recruiter', 'admin')`),
    )
    .addColumn('object_type', 'text')
    .addColumn('object_id', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .execute()
  await db.schema
    .createIndex('audit_log_object_idx')
    .on('audit_log')
    .columns(['object_type', 'object_id', 'created_at'])
    .execute()
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'created_at']).execute()
  // Append-only in the database itself, whoever writes: updates and deletes raise.
  await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
    begin raise exception 'audit_log is append-only'; end $$`.execute(db)
  await sql`create trigger audit_log_append_only before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db)
  await sql`create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()`.execute(db)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute()
  await sql`drop function audit_log_append_only()`.execute(db)
}
