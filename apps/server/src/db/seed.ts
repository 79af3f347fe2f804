import { sql } from 'kysely'
import { hashPassword } from '../accounts/passwords.ts'
import { defaultNotificationSettings } from '../accounts/users.ts'
import type { FileStorage } from '../files/storage.ts'
import type { Db } from './database.ts'
import { seedCompanies } from './seed-companies.ts'
import { seedApplications } from './seed-applications.ts'
import { seedMeetings } from './seed-meetings.ts'
import { seedConversations } from './seed-conversations.ts'
import { seedFeedback } from './seed-feedback.ts'
import { seedInvoices } from './seed-invoices.ts'
import { seedInvites } from './seed-invites.ts'
import { seedRecruiters } from './seed-recruiters.ts'
import { seedVacancies } from './seed-vacancies.ts'
import type { CompanyType, NotificationContext, RecruiterLevel, UserType } from './schema.ts'
import {
  type DemoResume,
  DEMO_TALENTS,
  DRAFT_PARSE_JOB_ID,
  DRAFT_FILE_ID,
  DRAFT_RESUME,
  PUBLISHED_RESUME,
  insertDraftUpload,
  insertResumes,
  type ResumeRow,
  skillIdsFor,
  talentOnboardingSteps,
} from './seed-resumes.ts'

export { DEMO_TALENTS } from './seed-resumes.ts'

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
  resume?: DemoResume & {
    draft: boolean
    /** Made from an uploaded file: the draft points at a finished parse job, for the editor's confirm step. */
    parsed?: boolean
  }
  /** Talents: how many onboarding steps (profile, resume, preferences) are done. */
  onboarding_done?: number
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
    resume: { id: '0b7a3c55-8f1e-4c1a-b5f5-2d3e4f5a6b7c', draft: false, ...PUBLISHED_RESUME },
    onboarding_done: 3,
  },
  {
    id: '8a1d2c3b-4e5f-4061-9273-8495a6b7c8d9',
    email: 'talent.draft@hireloop.test',
    user_type: 'talent',
    first_name: 'Dev',
    last_name: 'Draft',
    lands_on: 'talent, draft resume from an upload, profile step done -> /onboarding',
    resume: { id: '9b8a7c6d-5e4f-4321-8fed-cba987654321', draft: true, parsed: true, ...DRAFT_RESUME },
    onboarding_done: 1,
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
 * The demo marketplace: one login per role and state (password DEMO_PASSWORD), their companies and resumes, a few
 * notifications each, and the talents of DEMO_TALENTS with published resumes (no password: they are there to be
 * found). Idempotent: rows that exist (by id or email) are left alone. Given a file storage, it also stores the bytes
 * of talent.draft's uploaded file.
 */
export async function seed(db: Db, options: { files?: FileStorage } = {}): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const now = Date.now()
  const at = new Date(now)
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('companies')
      .values(DEMO_COMPANIES.map((company) => ({ ...company, image_url: null })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
    await seedCompanies(trx, passwordHash, at)

    const people = [...DEMO_USERS, ...DEMO_TALENTS]
    const existing = await trx
      .selectFrom('users')
      .select(['id', sql<string>`lower(email)`.as('email')])
      .where((eb) =>
        eb.or([
          eb(
            'id',
            'in',
            people.map((person) => person.id),
          ),
          eb(
            sql<string>`lower(email)`,
            'in',
            people.map((person) => person.email.toLowerCase()),
          ),
        ]),
      )
      .execute()
    const isNew = (person: { id: string; email: string }) =>
      !existing.some((row) => row.id === person.id || row.email === person.email.toLowerCase())
    const logins = DEMO_USERS.filter(isNew)
    const talents = DEMO_TALENTS.filter(isNew)
    if (logins.length === 0 && talents.length === 0) return
    const skillIds = await skillIdsFor(trx, [
      ...logins.flatMap((user) => (user.resume ? [user.resume] : [])),
      ...talents.map((talent) => talent.resume),
    ])

    await trx
      .insertInto('users')
      .values([
        ...logins.map((user) => ({
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
        })),
        ...talents.map((talent) => ({
          id: talent.id,
          user_type: 'talent' as const,
          email: talent.email,
          password_hash: null,
          first_name: talent.first_name,
          last_name: talent.last_name,
          image_url: null,
          is_active: true,
          company_id: null,
          recruiter_level: null,
          notification_settings: JSON.stringify(defaultNotificationSettings),
        })),
      ])
      .execute()

    const talentLogins = logins.filter((user) => user.user_type === 'talent')
    if (talentLogins.length + talents.length > 0) {
      await trx
        .insertInto('talent_profiles')
        .values([
          ...talentLogins.map((user) => ({
            user_id: user.id,
            country: user.resume?.location?.country ?? null,
            state: user.resume?.location?.state ?? null,
            city: user.resume?.location?.city ?? null,
          })),
          ...talents.map((talent) => ({
            user_id: talent.id,
            status: talent.status,
            country: talent.resume.location?.country ?? null,
            state: talent.resume.location?.state ?? null,
            city: talent.resume.location?.city ?? null,
          })),
        ])
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute()
    }

    const resumes: ResumeRow[] = []
    for (const user of logins) {
      if (!user.resume) continue
      const row: ResumeRow = { talentId: user.id, resume: user.resume, draft: user.resume.draft }
      if (user.resume.parsed) {
        await insertDraftUpload(trx, user, user.resume.id, skillIds, options.files, at)
        Object.assign(row, { fileId: DRAFT_FILE_ID, parseJobId: DRAFT_PARSE_JOB_ID })
      }
      resumes.push(row)
    }
    for (const talent of talents) resumes.push({ talentId: talent.id, resume: talent.resume, draft: false })
    await insertResumes(trx, resumes, skillIds)

    const checklists = [
      ...talentLogins.flatMap((user) =>
        user.onboarding_done === undefined ? [] : [{ id: user.id, done: user.onboarding_done }],
      ),
      ...talents.map((talent) => ({ id: talent.id, done: 3 })),
    ]
    if (checklists.length > 0) {
      await trx
        .insertInto('onboarding_states')
        .values(
          checklists.map((checklist) => ({
            user_type: 'talent' as const,
            talent_id: checklist.id,
            company_id: null,
            steps: JSON.stringify(talentOnboardingSteps(checklist.done, at)),
          })),
        )
        .execute()
    }

    if (logins.length > 0) {
      await trx
        .insertInto('notifications')
        .values(
          logins.flatMap((user) =>
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
          ),
        )
        .execute()
    }
  })
  // After the talents and their resumes: vacancies, then the applications to them (a re-seed adds what is missing).
  await db.transaction().execute(async (trx) => {
    await seedVacancies(trx, passwordHash, at)
    await seedApplications(trx, at)
    await seedMeetings(trx, at)
    await seedConversations(trx, at)
    await seedFeedback(trx, at)
    await seedInvoices(trx, at)
    await seedInvites(trx, at)
    await seedRecruiters(trx, passwordHash)
  })
}

/** True when the database has no users yet: a fresh install gets the demo data. */
export async function isEmpty(db: Db): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) === undefined
}
