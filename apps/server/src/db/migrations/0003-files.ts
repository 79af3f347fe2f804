import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Uploaded files (ADR 0018): the bytes live in the file storage under `storage_key`; this row says what they are,
  // whose they are and how to serve them. The id is random and is the only handle clients get.
  await db.schema
    .createTable('files')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('avatar', 'company_logo', 'resume', 'vacancy_file')`),
    )
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size > 0`))
    .addColumn('sha256', 'text', (c) => c.notNull())
    // The owner: a user (avatar, resume) or a company (logo, vacancy file).
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('uploaded_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('files_one_owner', sql`(user_id is null) <> (company_id is null)`)
    .execute()
  await db.schema.createIndex('files_user_id_idx').on('files').columns(['user_id', 'purpose']).execute()
  await db.schema.createIndex('files_company_id_idx').on('files').columns(['company_id', 'purpose']).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('files').execute()
}
