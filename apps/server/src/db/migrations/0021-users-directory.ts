import { ACTIONS, DEFAULT_RECRUITER_GRANTS, RECRUITER_LEVELS, RESOURCES } from '@hireloop/flows/rules'
import { sql, type Kysely } from 'kysely'

// The users directory (issue 15, ADR 0090): one list over every account, sorted by sign-up or name like the other
// back-office lists (ADR 0088). Migration 0020 indexed talents only; these serve all types (a type filter narrows the
// walk). Sorting by email walks the unique index on lower(email) of migration 0001.
const INDEXES: [name: string, definition: string][] = [
  ['users_created_idx', 'users (created_at, id)'],
  ['users_name_idx', "users (lower(first_name || ' ' || last_name), id)"],
]

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, definition] of INDEXES) await sql.raw(`create index ${name} on ${definition}`).execute(db)

  // `user` is a new resource of the access rules: a database made before it knows the resources of that day.
  await sql`alter table access_rules drop constraint if exists access_rules_resource_check`.execute(db)
  await sql`alter table access_rules add constraint access_rules_resource_check check (resource in (${inList(RESOURCES)}))`.execute(
    db,
  )
  // Every level reads the directory, admins do everything (as migration 0017 seeded the other resources); a database
  // created after this resource existed already has these rows.
  const rows = [
    ...RECRUITER_LEVELS.flatMap((level) =>
      (DEFAULT_RECRUITER_GRANTS[level].user ?? []).map((action) => ({
        subject: level,
        resource: 'user',
        action,
        effect: 'allow',
      })),
    ),
    ...ACTIONS.map((action) => ({ subject: 'admin', resource: 'user', action, effect: 'allow' })),
  ]
  await db
    .insertInto('access_rules')
    .values(rows)
    .onConflict((oc) => oc.columns(['subject', 'resource', 'action']).doNothing())
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('access_rules').where('resource', '=', 'user').execute()
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute()
}
