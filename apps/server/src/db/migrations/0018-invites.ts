import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Invites (issue 15, ADR 0085): an admin invites an employer into a company or a recruiter at a level. The value is
  // the id and the mailed secret at once (docs/product.md §3). The database itself refuses an employer invite without
  // a company or a recruiter invite without a level; status is derived from accepted_at and expires_at, never stored.
  await db.schema
    .createTable('invites')
    .addColumn('value', 'text', (c) => c.primaryKey())
    // The audit log's name for the invite: the value is a secret, and recruiters who are not admins read the log.
    .addColumn('id', 'uuid', (c) =>
      c
        .notNull()
        .unique()
        .defaultTo(sql`gen_random_uuid()`),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('employer', 'recruiter')`))
    .addColumn('company_id', 'uuid', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('recruiter_level', 'text', (c) =>
      c.check(sql`recruiter_level in ('sourcer', 'recruiter', 'senior_recruiter', 'head_of_recruitment')`),
    )
    .addColumn('invited_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('accepted_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addCheckConstraint(
      'invites_role_fields',
      sql`(role = 'employer' and company_id is not null and recruiter_level is null)
        or (role = 'recruiter' and recruiter_level is not null and company_id is null)`,
    )
    .execute()
  // One open invite per address: a second one would leave two live links to the same account.
  await db.schema
    .createIndex('invites_open_email_idx')
    .unique()
    .on('invites')
    .column('email')
    .where(sql.ref('accepted_at'), 'is', null)
    .execute()
  await db.schema.createIndex('invites_created_idx').on('invites').columns(['created_at', 'value']).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invites').execute()
}
