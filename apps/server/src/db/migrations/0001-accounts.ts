import { sql, type Kysely } from 'kysely'

// PostgreSQL 15 is the oldest server we support (and PGlite is 18): no 16+ only features here.
// Migrations take Kysely<any>: they describe the schema at their point in history, not today's types.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('companies')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('website_url', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('type', 'text', (c) => c.check(sql`type in ('startup', 'scaleup', 'enterprise', 'agency')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_type', 'text', (c) => c.notNull().check(sql`user_type in ('talent', 'employer', 'recruiter')`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('recruiter_level', 'text', (c) =>
      c.check(sql`recruiter_level in ('sourcer', 'recruiter', 'senior_recruiter', 'head_of_recruitment')`),
    )
    .addColumn('company_id', 'uuid', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('notification_settings', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('users_admin_is_recruiter', sql`not is_admin or user_type = 'recruiter'`)
    .execute()
  // Case-insensitive uniqueness without the citext extension (not in every managed Postgres).
  await sql`create unique index users_email_lower_key on users (lower(email))`.execute(db)
  await db.schema.createIndex('users_company_id_idx').on('users').column('company_id').execute()

  await db.schema
    .createTable('resumes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('talent_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('draft', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('resumes_talent_id_idx').on('resumes').columns(['talent_id', 'created_at']).execute()

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('message', 'app')`))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('context', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute()
  // Serves "newest first" pages per user (the index is scanned backwards by ORDER BY created_at DESC, id DESC).
  await db.schema
    .createIndex('notifications_user_created_idx')
    .on('notifications')
    .columns(['user_id', 'created_at', 'id'])
    .execute()

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('links', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'sent', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    // A lease: a sender claims a pending message by moving this into the future, so processes sharing the
    // database do not send it twice, and a crashed sender's claim runs out.
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('outbox_created_idx').on('outbox').column('created_at').execute()
  await sql`create index outbox_pending_idx on outbox (next_attempt_at) where status = 'pending'`.execute(db)

  await db.schema
    .createTable('one_time_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('verify_email', 'password_reset')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('one_time_tokens_user_idx')
    .on('one_time_tokens')
    .columns(['user_id', 'purpose'])
    .execute()

  // oidc-provider's artefacts (sessions, interactions, grants, codes, refresh tokens), one row per model instance.
  await db.schema
    .createTable('oidc_models')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('account_id', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('oidc_models_pkey', ['kind', 'id'])
    .execute()
  await db.schema.createIndex('oidc_models_grant_idx').on('oidc_models').column('grant_id').execute()
  await db.schema.createIndex('oidc_models_uid_idx').on('oidc_models').columns(['kind', 'uid']).execute()
  await db.schema.createIndex('oidc_models_user_code_idx').on('oidc_models').columns(['kind', 'user_code']).execute()
  await db.schema.createIndex('oidc_models_account_idx').on('oidc_models').column('account_id').execute()
  await db.schema.createIndex('oidc_models_expires_idx').on('oidc_models').column('expires_at').execute()

  // Generated secrets (OIDC signing keys, cookie keys): shared by every server process on the same database.
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'server_secrets',
    'oidc_models',
    'one_time_tokens',
    'outbox',
    'notifications',
    'resumes',
    'users',
    'companies',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
