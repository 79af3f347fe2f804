import { sql } from 'kysely'
import { hashPassword } from '../accounts/passwords.ts'
import { defaultNotificationSettings } from '../accounts/users.ts'
import type { Db } from './database.ts'
import type { CompanyType, NotificationContext, RecruiterLevel, UserType } from './schema.ts'

/** Password of every demo login. */
export const DEMO_PASSWORD = 'Hireloop#2026'

interface DemoCompany {
  id: string
  name: string
  website_url: string
  type: CompanyType | null
}

interface DemoUser {
  id: string
  email: string
  user_type: UserType
  first_name: string
  last_name: string
  /** What the login shows off, for the start banner. */
  lands_on: string
  company_id?: string
  is_admin?: boolean
  recruiter_level?: RecruiterLevel
  resume?: { id: string; title: string; draft: boolean }
}

// Fixed ids: a re-seed finds the same rows, and docs, mocks and tests can name them.
export const DEMO_COMPANIES: DemoCompany[] = [
  {
    id: '7e6d5c4b-3a29-4817-9605-f4e3d2c1b0a9',
    name: 'Northwind Robotics',
    website_url: 'https://northwind-robotics.test',
    type: 'scaleup',
  },
  {
    id: '1b2c3d4e-5f60-4a71-8b92-a3b4c5d6e7f8',
    name: 'Bright Harbor Studio',
    website_url: 'https://brightharbor.test',
    type: null,
  },
  {
    id: '2c3d4e5f-6071-4b82-9ca3-b4c5d6e7f809',
    name: 'Acme Analytics',
    website_url: 'https://acme-analytics.test',
    type: 'enterprise',
  },
  {
    id: '3d4e5f60-7182-4c93-adb4-c5d6e7f8091a',
    name: 'Lumen Health',
    website_url: 'https://lumen-health.test',
    type: 'startup',
  },
]

export const DEMO_USERS: DemoUser[] = [
  {
    id: '6f1c1b8e-4a52-4a4e-9d43-3c1f0a8f5b11',
    email: 'talent.published@hireloop.test',
    user_type: 'talent',
    first_name: 'Tara',
    last_name: 'Talent',
    lands_on: 'talent, published resume -> /matching',
    resume: { id: '0b7a3c55-8f1e-4c1a-b5f5-2d3e4f5a6b7c', title: 'Senior frontend engineer', draft: false },
  },
  {
    id: '8a1d2c3b-4e5f-4061-9273-8495a6b7c8d9',
    email: 'talent.draft@hireloop.test',
    user_type: 'talent',
    first_name: 'Dev',
    last_name: 'Draft',
    lands_on: 'talent, draft resume -> /onboarding',
    resume: { id: '9b8a7c6d-5e4f-4321-8fed-cba987654321', title: 'Data analyst', draft: true },
  },
  {
    id: '4c5d6e7f-8091-4a2b-8c3d-4e5f60718293',
    email: 'talent.new@hireloop.test',
    user_type: 'talent',
    first_name: 'Nia',
    last_name: 'Newcomer',
    lands_on: 'talent, no resume -> /onboarding',
  },
  {
    id: '3d9c7e21-5b6a-4f0e-8a1b-2c3d4e5f6a7b',
    email: 'employer@hireloop.test',
    user_type: 'employer',
    first_name: 'Erin',
    last_name: 'Employer',
    lands_on: 'employer, company with a type -> /job-openings',
    company_id: '7e6d5c4b-3a29-4817-9605-f4e3d2c1b0a9',
  },
  {
    id: '5e6f7081-92a3-4b4c-9d5e-6f708192a3b4',
    email: 'employer.new@hireloop.test',
    user_type: 'employer',
    first_name: 'Ezra',
    last_name: 'Early',
    lands_on: 'employer, company without a type -> /onboarding',
    company_id: '1b2c3d4e-5f60-4a71-8b92-a3b4c5d6e7f8',
  },
  {
    id: '6f708192-a3b4-4c5d-8e6f-708192a3b4c5',
    email: 'recruiter@hireloop.test',
    user_type: 'recruiter',
    first_name: 'Rita',
    last_name: 'Recruiter',
    lands_on: 'recruiter -> /vacancy, drawer',
    recruiter_level: 'recruiter',
  },
  {
    id: '708192a3-b4c5-4d6e-9f70-8192a3b4c5d6',
    email: 'admin@hireloop.test',
    user_type: 'recruiter',
    first_name: 'Ada',
    last_name: 'Admin',
    lands_on: 'admin recruiter -> /vacancy, drawer with Invites, Access, Recruiters',
    recruiter_level: 'head_of_recruitment',
    is_admin: true,
  },
]

interface DemoNotification {
  type: 'message' | 'app'
  message: string
  context: NotificationContext | null
  hoursAgo: number
  read: boolean
}

function notificationsFor(user: DemoUser): DemoNotification[] {
  const welcome: DemoNotification = {
    type: 'app',
    message: 'Welcome to Hireloop!',
    context: null,
    hoursAgo: 24 * 9,
    read: true,
  }
  const company = user.company_id ? { type: 'company' as const, id: user.company_id } : null
  const resume = user.resume ? { type: 'resume' as const, id: user.resume.id } : null
  switch (user.user_type) {
    case 'talent':
      return [
        welcome,
        {
          type: 'app',
          message: 'Complete your resume to get matched with job openings.',
          context: resume,
          hoursAgo: 30,
          read: false,
        },
        { type: 'message', message: 'Rita Recruiter sent you a message.', context: null, hoursAgo: 3, read: false },
      ]
    case 'employer':
      return [
        welcome,
        {
          type: 'app',
          message: 'Tell us about your company to publish your first job opening.',
          context: company,
          hoursAgo: 50,
          read: false,
        },
        { type: 'message', message: 'Rita Recruiter sent you a message.', context: null, hoursAgo: 5, read: false },
      ]
    case 'recruiter':
      return [
        welcome,
        {
          type: 'app',
          message: 'Northwind Robotics completed its company profile.',
          context: { type: 'company', id: DEMO_COMPANIES[0]!.id },
          hoursAgo: 26,
          read: false,
        },
        {
          type: 'app',
          message: 'Tara Talent published a resume.',
          context: { type: 'resume', id: DEMO_USERS[0]!.resume!.id },
          hoursAgo: 8,
          read: false,
        },
        { type: 'message', message: 'Erin Employer sent you a message.', context: null, hoursAgo: 1, read: false },
      ]
  }
}

/**
 * The demo marketplace: one login per role and state (password DEMO_PASSWORD), their companies and resumes, and
 * a few notifications each. Idempotent: rows that exist (by id or email) are left alone.
 */
export async function seed(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const now = Date.now()
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('companies')
      .values(DEMO_COMPANIES.map((company) => ({ ...company, image_url: null })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()

    for (const user of DEMO_USERS) {
      const exists = await trx
        .selectFrom('users')
        .select('id')
        .where((eb) => eb.or([eb('id', '=', user.id), eb(sql<string>`lower(email)`, '=', user.email)]))
        .executeTakeFirst()
      if (exists) continue
      await trx
        .insertInto('users')
        .values({
          id: user.id,
          user_type: user.user_type,
          email: user.email,
          password_hash: passwordHash,
          first_name: user.first_name,
          last_name: user.last_name,
          image_url: null,
          is_active: true,
          is_admin: user.is_admin ?? false,
          recruiter_level: user.recruiter_level ?? null,
          company_id: user.company_id ?? null,
          notification_settings: JSON.stringify(defaultNotificationSettings),
        })
        .execute()
      if (user.resume) {
        await trx
          .insertInto('resumes')
          .values({ id: user.resume.id, talent_id: user.id, title: user.resume.title, draft: user.resume.draft })
          .execute()
      }
      await trx
        .insertInto('notifications')
        .values(
          notificationsFor(user).map((n) => {
            const createdAt = new Date(now - n.hoursAgo * 3600_000)
            return {
              user_id: user.id,
              type: n.type,
              message: n.message,
              context: n.context ? JSON.stringify(n.context) : null,
              created_at: createdAt,
              read_at: n.read ? new Date(createdAt.getTime() + 600_000) : null,
            }
          }),
        )
        .execute()
    }
  })
}

/** True when the database has no users yet: a fresh install gets the demo data. */
export async function isEmpty(db: Db): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) === undefined
}
