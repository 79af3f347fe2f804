import { Faker, base, en } from '@faker-js/faker'
import type { components } from '../generated/schema.ts'
import { seedMarketplace } from './marketplace.ts'

type S = components['schemas']

/** A user as the mocks keep it: the wire shape of CurrentUser plus what only the server knows. */
export interface DbUser {
  id: string
  user_type: S['UserType']
  is_admin: boolean
  first_name: string
  last_name: string
  email: string
  image_url: string | null
  company_id: string | null
  resume: S['CurrentUserResume'] | null
  recruiter_level: S['RecruiterLevel'] | null
  notification_settings: S['NotificationSettings']
  password: string
  is_active: boolean
  /** The token of the verification link (`/activate/{type}/{id}?token=`). */
  activation_token: string
  /** The token of the last password reset mail, if any. */
  reset_token: string | null
  /** A requested email change (PUT /me/email): the new address, the token mailed to it, when the link expires. */
  email_change: DbEmailChange | null
}

export interface DbEmailChange {
  email: string
  token: string
  expires_at: string
}

export type DbResume = S['Resume']
export type DbCompany = S['Company']
export type DbNotification = S['Notification'] & { user_id: string }
/** Talent-only fields the CurrentUser does not carry. */
export interface DbTalentProfile {
  user_id: string
  status: S['TalentStatus']
  location: S['Location'] | null
  created_at: string
}
export type DbConversation = Omit<S['Conversation'], 'unread_count' | 'last_message'> & {
  /** Participants' user ids, for access checks. */
  member_ids: string[]
}
export type DbMessage = S['Message'] & { read_by: string[] }
export type DbFile = S['UploadedFile'] & { owner_id: string }

export interface MockDb {
  users: DbUser[]
  companies: DbCompany[]
  resumes: DbResume[]
  notifications: DbNotification[]
  talentProfiles: DbTalentProfile[]
  skills: S['Skill'][]
  vacancies: S['Vacancy'][]
  applications: S['Application'][]
  meetings: S['Meeting'][]
  conversations: DbConversation[]
  messages: DbMessage[]
  feedbacks: S['Feedback'][]
  invoices: S['Invoice'][]
  billingInfos: S['BillingInfo'][]
  accessRules: S['AccessRule'][]
  invites: S['Invite'][]
  onboardingStates: S['OnboardingState'][]
  parseJobs: S['ParseJob'][]
  files: DbFile[]
  countries: S['Country'][]
  states: S['State'][]
  cities: S['City'][]
  /**
   * The user the mocks treat as signed in when a request carries no recognisable token (Storybook renders
   * screens without a real sign-in); null means signed out (401 for authenticated operations).
   */
  currentUserId: string | null
}

export const DEMO_PASSWORD = 'Hireloop#2026'
export const SEED = 2026
/** Fixed "now" of the fixtures, so dates do not move between runs. */
export const FIXTURE_NOW = new Date('2026-03-02T09:00:00Z')

/** The demo logins of the seed (the README's demo logins), by email. */
export const demoEmails = {
  talentPublished: 'talent.published@hireloop.test',
  talentDraft: 'talent.draft@hireloop.test',
  talentNew: 'talent.new@hireloop.test',
  employer: 'employer@hireloop.test',
  employerNew: 'employer.new@hireloop.test',
  recruiter: 'recruiter@hireloop.test',
  admin: 'admin@hireloop.test',
} as const

export type DemoLogin = keyof typeof demoEmails

/**
 * A confirmation link that works in every run (`/confirm-email?token=email-change-demo`): the published demo talent
 * asked to move to `tara.new@hireloop.test`. It never expires, so stories and tests do not depend on the date.
 */
export const demoEmailChange = {
  login: 'talentPublished',
  token: 'email-change-demo',
  email: 'tara.new@hireloop.test',
} as const satisfies { login: DemoLogin; token: string; email: string }

const COMPANY_TYPES: S['CompanyType'][] = ['startup', 'scaleup', 'enterprise', 'agency']

/** Builds a fresh fixture database from the fixed seed: the same data on every call. */
export function createDb(seed = SEED): MockDb {
  const faker = new Faker({ locale: [en, base], seed })
  const uuid = () => faker.string.uuid()
  const settings = (): S['NotificationSettings'] => ({
    email_on_message: faker.datatype.boolean(),
    email_on_application: faker.datatype.boolean(),
    email_on_meeting: faker.datatype.boolean(),
  })
  const companies: DbCompany[] = []
  const company = (type: S['CompanyType'] | null, name = faker.company.name()): DbCompany => {
    const created: DbCompany = {
      id: uuid(),
      name,
      website_url: `https://${faker.internet.domainWord()}.test`,
      image_url: null,
      type,
      description: faker.company.catchPhrase(),
      size: faker.helpers.arrayElement(['1-10', '11-50', '51-200', '201-1000', '1001+'] as const),
      location: null,
    }
    companies.push(created)
    return created
  }
  const users: DbUser[] = []
  const resumes: DbResume[] = []
  const user = (over: Partial<DbUser> & Pick<DbUser, 'user_type' | 'email'>): DbUser => {
    const id = uuid()
    const created: DbUser = {
      id,
      is_admin: false,
      first_name: faker.person.firstName(),
      last_name: faker.person.lastName(),
      image_url: null,
      company_id: null,
      resume: null,
      recruiter_level: null,
      notification_settings: settings(),
      password: DEMO_PASSWORD,
      is_active: true,
      activation_token: `activate-${id}`,
      reset_token: null,
      email_change: null,
      ...over,
    }
    users.push(created)
    return created
  }
  const pendingResumes: { talent: DbUser; draft: boolean; id: string; title: string }[] = []
  const resume = (talent: DbUser, draft: boolean) => {
    // Filled in once the skills exist (below), so the draws of the original fixtures keep their order.
    const created = { talent, draft, id: uuid(), title: faker.person.jobTitle() }
    pendingResumes.push(created)
    talent.resume = { id: created.id, draft }
  }

  const acme = company('scaleup', 'Acme Robotics')
  const fresh = company(null, 'Northwind Labs')
  for (let i = 0; i < 4; i++) company(faker.helpers.arrayElement(COMPANY_TYPES))

  resume(
    user({
      user_type: 'talent',
      email: demoEmails.talentPublished,
      first_name: 'Tara',
      last_name: 'Talent',
      email_change: { email: demoEmailChange.email, token: demoEmailChange.token, expires_at: '9999-12-31T23:59:59Z' },
    }),
    false,
  )
  resume(user({ user_type: 'talent', email: demoEmails.talentDraft }), true)
  user({ user_type: 'talent', email: demoEmails.talentNew })
  user({
    user_type: 'employer',
    email: demoEmails.employer,
    first_name: 'Erin',
    last_name: 'Employer',
    company_id: acme.id,
  })
  user({ user_type: 'employer', email: demoEmails.employerNew, company_id: fresh.id })
  user({ user_type: 'recruiter', email: demoEmails.recruiter, recruiter_level: 'recruiter' })
  user({ user_type: 'recruiter', email: demoEmails.admin, is_admin: true, recruiter_level: 'head_of_recruitment' })
  // An account that signed up but never activated.
  user({ user_type: 'talent', email: 'talent.inactive@hireloop.test', is_active: false })

  const contexts = ['vacancy', 'resume', 'company'] as const
  const notifications: DbNotification[] = []
  for (const owner of users.filter((u) => u.is_active)) {
    const count = faker.number.int({ min: 3, max: 14 })
    for (let i = 0; i < count; i++) {
      const created = faker.date.recent({ days: 30, refDate: FIXTURE_NOW })
      const type = faker.helpers.arrayElement(['message', 'app'] as const)
      const read = faker.datatype.boolean({ probability: 0.4 })
      notifications.push({
        id: uuid(),
        user_id: owner.id,
        type,
        created_at: created.toISOString(),
        read_at: read ? new Date(created.getTime() + 3_600_000).toISOString() : null,
        metadata_field: {
          message:
            type === 'message'
              ? `${faker.person.fullName()} sent you a message.`
              : faker.helpers.arrayElement([
                  'A new vacancy matches your profile.',
                  'Your resume was viewed.',
                  'An interview was scheduled.',
                  'Your application moved to the next stage.',
                ]),
          context: faker.datatype.boolean({ probability: 0.8 })
            ? { type: faker.helpers.arrayElement(contexts), id: uuid() }
            : null,
        },
      })
    }
  }
  notifications.sort((a, b) => b.created_at.localeCompare(a.created_at))

  const employer = users.find((u) => u.email === demoEmails.employer)!
  const db: MockDb = {
    users,
    companies,
    resumes,
    notifications,
    talentProfiles: [],
    skills: [],
    vacancies: [],
    applications: [],
    meetings: [],
    conversations: [],
    messages: [],
    feedbacks: [],
    invoices: [],
    billingInfos: [],
    accessRules: [],
    invites: [],
    onboardingStates: [],
    parseJobs: [],
    files: [],
    countries: [],
    states: [],
    cities: [],
    currentUserId: employer.id,
  }
  seedMarketplace(db, faker, pendingResumes)
  return db
}

/** The fixture database the handlers read and write. Mutated in place; `resetDb()` restores the seed. */
export const db: MockDb = createDb()

let sequence = 0
/** Ids of records the handlers create: predictable (…-000000000001, …-000000000002) from each `resetDb()`. */
export function newId(): string {
  sequence += 1
  return `00000000-0000-4000-8000-${sequence.toString(16).padStart(12, '0')}`
}

export function resetDb(): MockDb {
  sequence = 0
  Object.assign(db, createDb())
  return db
}

export function userByEmail(email: string): DbUser | undefined {
  const wanted = email.trim().toLowerCase()
  return db.users.find((u) => u.email.toLowerCase() === wanted)
}

/** Makes the mocks treat a demo login (or any user, or nobody) as signed in. */
export function signInAs(who: DemoLogin | DbUser | null): DbUser | null {
  const found = who === null ? null : typeof who === 'string' ? (userByEmail(demoEmails[who]) ?? null) : who
  db.currentUserId = found?.id ?? null
  return found
}

/** The wire CurrentUser of a fixture user. */
export function toCurrentUser(user: DbUser): S['CurrentUser'] {
  const company = db.companies.find((c) => c.id === user.company_id)
  return {
    id: user.id,
    user_type: user.user_type,
    is_admin: user.is_admin,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    image_url: user.image_url,
    company_id: user.company_id,
    company: company ? { id: company.id, name: company.name, type: company.type } : null,
    resume: user.resume,
    recruiter_level: user.recruiter_level,
    notification_settings: { ...user.notification_settings },
  }
}
