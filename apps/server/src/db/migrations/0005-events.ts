import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Live events (ADR 0026): one row per event and recipient. The id is the Server-Sent Events id: publishers take
  // one advisory lock before inserting, so ids are handed out in commit order and "every event after id N" is exact.
  await db.schema
    .createTable('events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .execute()
  // Replay after Last-Event-ID: one user's events after an id.
  await db.schema.createIndex('events_user_id_idx').on('events').columns(['user_id', 'id']).execute()
  // The hourly purge of events older than the replay window.
  await db.schema.createIndex('events_created_at_idx').on('events').column('created_at').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('events').execute()
}
