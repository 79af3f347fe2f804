import { sql, type Kysely, type Transaction } from 'kysely'
import { preparedQuery } from '../db/prepared.ts'
import type { CompanyType, Database, NotificationSettings, User } from '../db/schema.ts'

type Executor = Kysely<Database> | Transaction<Database>

export const defaultNotificationSettings: NotificationSettings = {
  email_on_message: true,
  email_on_application: true,
  email_on_meeting: true,
}

/** Emails are stored trimmed and lower-cased; the unique index on lower(email) guards any other writer. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function findUserByEmail(db: Executor, email: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', normalizeEmail(email))
    .executeTakeFirst()
}

// Every signed-in request of /me reads these (issue 16): compiled once.
const userById = preparedQuery((db, id: string) => db.selectFrom('users').selectAll().where('id', '=', id))
const companyOfUser = preparedQuery((db, id: string) =>
  db.selectFrom('companies').select(['id', 'name', 'type']).where('id', '=', id),
)
const resumeOfTalent = preparedQuery((db, talentId: string) =>
  db.selectFrom('resumes').select(['id', 'draft']).where('talent_id', '=', talentId).orderBy('draft').limit(1),
)

export async function findUserById(db: Executor, id: string): Promise<User | undefined> {
  return (await userById(db, id)).rows[0]
}

export async function emailTaken(db: Executor, email: string, exceptUserId?: string): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', normalizeEmail(email))
  if (exceptUserId) query = query.where('id', '<>', exceptUserId)
  return (await query.executeTakeFirst()) !== undefined
}

/** True for a unique-constraint violation (SQLSTATE 23505), as raised by both pg and PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505'
}

/** The `CurrentUser` of the contract. */
export interface CurrentUser {
  id: string
  user_type: User['user_type']
  is_admin: boolean
  first_name: string
  last_name: string
  email: string
  image_url: string | null
  company_id: string | null
  company: { id: string; name: string; type: CompanyType | null } | null
  resume: { id: string; draft: boolean } | null
  recruiter_level: User['recruiter_level']
  notification_settings: NotificationSettings
}

export async function loadCurrentUser(db: Executor, userId: string): Promise<CurrentUser | undefined> {
  const user = await findUserById(db, userId)
  // A deleted account is an inactive, anonymous row (ADR 0057): for a token that outlived it, nobody is there.
  if (!user?.is_active) return undefined
  const company = user.company_id ? (await companyOfUser(db, user.company_id)).rows[0] : undefined
  // A talent's resume is the published one when there is one, else the draft (the root redirect reads it).
  const resume = user.user_type === 'talent' ? (await resumeOfTalent(db, user.id)).rows[0] : undefined
  return {
    id: user.id,
    user_type: user.user_type,
    is_admin: user.is_admin,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    image_url: user.image_url,
    company_id: user.company_id,
    company: company ?? null,
    resume: resume ?? null,
    recruiter_level: user.recruiter_level,
    notification_settings: { ...defaultNotificationSettings, ...user.notification_settings },
  }
}
