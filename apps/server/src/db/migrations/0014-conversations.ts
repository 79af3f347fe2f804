import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Conversations (issue 14, ADR 0077). Access follows the sides stored here, not a copy of today's team: the
  // talent, the company (every employer of it, present and future) and the recruiters who joined. An application has
  // at most one conversation; its vacancy and company stay when the application goes, so the company keeps its chat.
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_id', 'uuid', (c) => c.unique().references('applications.id').onDelete('set null'))
    .addColumn('vacancy_id', 'uuid', (c) => c.references('vacancies.id').onDelete('set null'))
    .addColumn('company_id', 'uuid', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('talent_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // The last activity (a message): inboxes list the most recent first.
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('conversations_has_a_side', sql`company_id is not null or talent_id is not null`)
    .execute()
  await db.schema
    .createIndex('conversations_company_idx')
    .on('conversations')
    .columns(['company_id', 'updated_at'])
    .execute()
  await db.schema
    .createIndex('conversations_talent_idx')
    .on('conversations')
    .columns(['talent_id', 'updated_at'])
    .execute()
  await db.schema.createIndex('conversations_vacancy_idx').on('conversations').column('vacancy_id').execute()

  // Recruiters take part by joining (opening or writing in a conversation); the back office reads any by its grants.
  await db.schema
    .createTable('conversation_recruiters')
    .addColumn('conversation_id', 'uuid', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('recruiter_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('conversation_recruiters_pkey', ['conversation_id', 'recruiter_id'])
    .execute()
  await db.schema
    .createIndex('conversation_recruiters_recruiter_idx')
    .on('conversation_recruiters')
    .column('recruiter_id')
    .execute()

  // Messages are stored as written (plain text, rendered by no one on the server). `seq` orders a thread and is what
  // read markers point at: two messages in the same millisecond still have an order.
  await db.schema
    .createTable('messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('seq', 'bigserial', (c) => c.notNull().unique())
    .addColumn('conversation_id', 'uuid', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // When every other side of the conversation had read it.
    .addColumn('read_at', 'timestamptz')
    .addCheckConstraint('messages_body_length', sql`char_length(body) between 1 and 5000 and body ~ '\\S'`)
    .execute()
  await db.schema.createIndex('messages_thread_idx').on('messages').columns(['conversation_id', 'seq']).execute()

  // One read marker per conversation and reader: everything up to `read_seq` is read.
  await db.schema
    .createTable('conversation_reads')
    .addColumn('conversation_id', 'uuid', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('read_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('read_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('conversation_reads_pkey', ['conversation_id', 'user_id'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('conversation_reads').execute()
  await db.schema.dropTable('messages').execute()
  await db.schema.dropTable('conversation_recruiters').execute()
  await db.schema.dropTable('conversations').execute()
}
