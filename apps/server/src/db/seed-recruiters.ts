import { sql, type Transaction } from 'kysely'
import { defaultNotificationSettings } from '../accounts/users.ts'
import type { Database, RecruiterLevel } from './schema.ts'

/**
 * The recruiting team beyond the two demo logins (issue 15): with Rita (Recruiter) and Ada (Head of Recruitment,
 * admin), one recruiter at each of the four levels, each able to sign in with the demo password.
 */
export const DEMO_RECRUITERS: {
  id: string
  email: string
  first_name: string
  last_name: string
  level: RecruiterLevel
}[] = [
  {
    id: '712aa80c-29f5-4103-8701-ceec79247416',
    email: 'sourcer@hireloop.test',
    first_name: 'Sami',
    last_name: 'Sourcer',
    level: 'sourcer',
  },
  {
    id: '59b27e28-ce87-4b19-9ecb-250987f2b746',
    email: 'senior.recruiter@hireloop.test',
    first_name: 'Selma',
    last_name: 'Senior',
    level: 'senior_recruiter',
  },
]

/**
 * The custom rule of the demo (ADR 0084): Sourcers may also update vacancies, which archiving is, so the Access
 * screen shows a rule beyond the defaults, and removing it takes archiving away from Sami at once.
 */
export const DEMO_CUSTOM_RULE = { subject: 'sourcer', resource: 'vacancy', action: 'update', effect: 'allow' } as const

export async function seedRecruiters(trx: Transaction<Database>, passwordHash: string): Promise<void> {
  const existing = await trx
    .selectFrom('users')
    .select(['id', sql<string>`lower(email)`.as('email')])
    .where((eb) =>
      eb.or([
        eb(
          'id',
          'in',
          DEMO_RECRUITERS.map((r) => r.id),
        ),
        eb(
          sql<string>`lower(email)`,
          'in',
          DEMO_RECRUITERS.map((r) => r.email),
        ),
      ]),
    )
    .execute()
  const missing = DEMO_RECRUITERS.filter((r) => !existing.some((row) => row.id === r.id || row.email === r.email))
  if (missing.length > 0) {
    await trx
      .insertInto('users')
      .values(
        missing.map((recruiter) => ({
          id: recruiter.id,
          user_type: 'recruiter' as const,
          email: recruiter.email,
          password_hash: passwordHash,
          first_name: recruiter.first_name,
          last_name: recruiter.last_name,
          image_url: null,
          is_active: true,
          recruiter_level: recruiter.level,
          company_id: null,
          notification_settings: JSON.stringify(defaultNotificationSettings),
        })),
      )
      .execute()
  }
  // A re-seed leaves the rule as an admin has set it since.
  await trx
    .insertInto('access_rules')
    .values(DEMO_CUSTOM_RULE)
    .onConflict((oc) => oc.columns(['subject', 'resource', 'action']).doNothing())
    .execute()
}
