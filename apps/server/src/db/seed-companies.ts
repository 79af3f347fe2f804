import { sql, type Transaction } from 'kysely'
import { defaultNotificationSettings } from '../accounts/users.ts'
import { ONBOARDING_STEPS } from '../resources/onboarding/onboarding.steps.ts'
import type { CompanySize, Database, OnboardingStepRecord } from './schema.ts'

/**
 * The companies' side of the demo (issue 12): profiles as talents read them, Northwind's billing information and
 * team (a second active employer, one invitation waiting). Bright Harbor Studio, employer.new's company, stays as a
 * new company is: no type, no profile, no billing, one employer.
 */

interface CompanyProfile {
  id: string
  description: string
  size: CompanySize
  location: { country: string; state: string | null; city: string | null }
}

export const NORTHWIND_ID = '7e6d5c4b-3a29-4817-9605-f4e3d2c1b0a9'

export const DEMO_COMPANY_PROFILES: CompanyProfile[] = [
  {
    id: NORTHWIND_ID,
    description:
      'Northwind Robotics builds the autonomous mobile robots that move goods through warehouses across Europe, and the fleet software that plans their routes.\n\nOur teams in Berlin and remote across the EU ship hardware, embedded firmware and cloud services together.',
    size: '51-200',
    location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
  },
  {
    id: '2c3d4e5f-6071-4b82-9ca3-b4c5d6e7f809',
    description:
      'Acme Analytics turns retail and logistics data into forecasts that more than 300 companies plan with. We are a data company first: analysts, engineers and scientists in one team.',
    size: '1001+',
    location: { country: 'NL', state: 'North Holland', city: 'Amsterdam' },
  },
  {
    id: '3d4e5f60-7182-4c93-adb4-c5d6e7f8091a',
    description:
      'Lumen Health makes remote patient monitoring simple for clinics: a small team building a calm, accessible product that nurses trust.',
    size: '11-50',
    location: { country: 'PT', state: 'Lisbon', city: 'Lisbon' },
  },
]

/** A valid German VAT number (its check digit holds), so the settings screen shows what a real one looks like. */
export const NORTHWIND_BILLING = {
  company_id: NORTHWIND_ID,
  legal_name: 'Northwind Robotics GmbH',
  email: 'billing@northwind-robotics.test',
  tax_id: 'DE136695976',
  street: 'Invalidenstraße 117',
  postal_code: '10115',
  city: 'Berlin',
  state: 'Berlin',
  country: 'DE',
  currency: 'EUR',
}

/** Northwind's colleagues of employer@hireloop.test: one signs in with the demo password, one is invited. */
export const DEMO_COLLEAGUES = [
  {
    id: '8192a3b4-c5d6-4e7f-8091-a2b3c4d5e6f7',
    email: 'hiring.manager@hireloop.test',
    first_name: 'Hana',
    last_name: 'Hiring',
    active: true,
  },
  {
    id: '92a3b4c5-d6e7-4f80-91a2-b3c4d5e6f708',
    email: 'invited.colleague@hireloop.test',
    first_name: 'Ivo',
    last_name: 'Invited',
    active: false,
  },
] as const

/** Idempotent: what exists (by id, or a colleague by email) is left alone. */
export async function seedCompanies(trx: Transaction<Database>, passwordHash: string, at: Date): Promise<void> {
  for (const profile of DEMO_COMPANY_PROFILES) {
    await trx
      .updateTable('companies')
      .set({
        description: profile.description,
        size: profile.size,
        location_country: profile.location.country,
        location_state: profile.location.state,
        location_city: profile.location.city,
      })
      .where('id', '=', profile.id)
      .where('description', 'is', null)
      .execute()
  }
  await trx
    .insertInto('billing_infos')
    .values({ ...NORTHWIND_BILLING, updated_at: at })
    .onConflict((oc) => oc.column('company_id').doNothing())
    .execute()

  const existing = await trx
    .selectFrom('users')
    .select(['id', sql<string>`lower(email)`.as('email')])
    .where((eb) =>
      eb.or([
        eb(
          'id',
          'in',
          DEMO_COLLEAGUES.map((c) => c.id),
        ),
        eb(
          sql<string>`lower(email)`,
          'in',
          DEMO_COLLEAGUES.map((c) => c.email),
        ),
      ]),
    )
    .execute()
  const colleagues = DEMO_COLLEAGUES.filter((c) => !existing.some((row) => row.id === c.id || row.email === c.email))
  if (colleagues.length > 0) {
    await trx
      .insertInto('users')
      .values(
        colleagues.map((colleague) => ({
          id: colleague.id,
          user_type: 'employer' as const,
          email: colleague.email,
          password_hash: colleague.active ? passwordHash : null,
          first_name: colleague.first_name,
          last_name: colleague.last_name,
          image_url: null,
          is_active: colleague.active,
          recruiter_level: null,
          company_id: NORTHWIND_ID,
          notification_settings: JSON.stringify(defaultNotificationSettings),
        })),
      )
      .execute()
  }

  // Northwind is past its onboarding: every step done a week ago.
  const done = new Date(at.getTime() - 7 * 24 * 3600_000).toISOString()
  const steps: OnboardingStepRecord[] = ONBOARDING_STEPS.employer.map(({ key, title }) => ({
    key,
    title,
    done: true,
    completed_at: done,
  }))
  await trx
    .insertInto('onboarding_states')
    .values({ user_type: 'employer', company_id: NORTHWIND_ID, talent_id: null, steps: JSON.stringify(steps) })
    .onConflict((oc) => oc.column('company_id').doNothing())
    .execute()
}
