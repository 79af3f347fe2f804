import { ACTIONS, DEFAULT_RECRUITER_GRANTS, RECRUITER_LEVELS, RESOURCES } from '@hireloop/flows/rules'
import { sql, type Kysely } from 'kysely'

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Access rules (issue 15, ADR 0084): the policy's data for recruiter levels and admins, one row per subject,
  // resource and action. The unique index is also the lookup the policy makes on every back-office request.
  await db.schema
    .createTable('access_rules')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('subject', 'text', (c) => c.notNull().check(sql`subject in (${inList([...RECRUITER_LEVELS, 'admin'])})`))
    .addColumn('resource', 'text', (c) => c.notNull().check(sql`resource in (${inList(RESOURCES)})`))
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in (${inList(ACTIONS)})`))
    .addColumn('effect', 'text', (c) => c.notNull().check(sql`effect in ('allow', 'deny')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('access_rules_subject_resource_action_key', ['subject', 'resource', 'action'])
    .execute()

  // The rules as they stood in code before they became data: each level's grants, and admins allowed everything.
  const rows = [
    ...RECRUITER_LEVELS.flatMap((level) =>
      Object.entries(DEFAULT_RECRUITER_GRANTS[level]).flatMap(([resource, actions]) =>
        actions.map((action) => ({ subject: level, resource, action, effect: 'allow' })),
      ),
    ),
    ...RESOURCES.flatMap((resource) =>
      ACTIONS.map((action) => ({ subject: 'admin', resource, action, effect: 'allow' })),
    ),
  ]
  await db.insertInto('access_rules').values(rows).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('access_rules').execute()
}
