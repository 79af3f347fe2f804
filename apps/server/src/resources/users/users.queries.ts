import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely'
import type { Schemas } from '../../api/context.ts'
import type { Database, RecruiterLevel, UserType } from '../../db/schema.ts'
import { inviteStatus } from '../invites/invites.queries.ts'
import { DEFAULT_TALENT_STATUS } from '../talents/talents.queries.ts'

export type UserRole = Schemas['UserRole']

/** How many of a user's objects the user page lists beside their count (the contract's `maxItems`). */
export const RECENT_OBJECTS = 5

/** The directory's type of a user row: an admin is a recruiter with the admin flag (migration 0001's check). */
export const roleOf = (user: { user_type: UserType; is_admin: boolean }): UserRole =>
  user.user_type === 'recruiter' && user.is_admin ? 'admin' : user.user_type

/** The rows of one directory type, as a condition on `users`. */
export function ofRole(eb: ExpressionBuilder<Database, 'users'>, role: UserRole): Expression<SqlBool> {
  switch (role) {
    case 'admin':
      return eb.and([eb('users.user_type', '=', 'recruiter'), eb('users.is_admin', '=', true)])
    case 'recruiter':
      return eb.and([eb('users.user_type', '=', 'recruiter'), eb('users.is_admin', '=', false)])
    default:
      return eb('users.user_type', '=', role)
  }
}

/** The sort fields, each walking an index (migrations 0001 and 0021, ADR 0090). */
export const USER_ORDER = {
  created_at: sql`users.created_at`,
  name: sql`lower(users.first_name || ' ' || users.last_name)`,
  email: sql`lower(users.email)`,
} as const

/** Users with the employer's company, as the directory lists them. */
export function userRows(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'users.id',
      'users.user_type',
      'users.is_admin',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.image_url',
      'users.is_active',
      'users.recruiter_level',
      'users.created_at',
      'companies.id as company_id',
      'companies.name as company_name',
      'companies.image_url as company_image_url',
    ])
}

export interface UserRow {
  id: string
  user_type: UserType
  is_admin: boolean
  first_name: string
  last_name: string
  email: string
  image_url: string | null
  is_active: boolean
  recruiter_level: RecruiterLevel | null
  created_at: Date
  company_id: string | null
  company_name: string | null
  company_image_url: string | null
}

export function userToWire(row: UserRow): Schemas['UserSummary'] {
  const role = roleOf(row)
  const staff = role === 'recruiter' || role === 'admin'
  return {
    id: row.id,
    type: role,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    image_url: row.image_url,
    is_active: row.is_active,
    company:
      role === 'employer' && row.company_id
        ? { id: row.company_id, name: row.company_name ?? '', image_url: row.company_image_url }
        : null,
    // A recruiter whose level was never set acts as a Sourcer (policy/actor.ts).
    level: staff ? (row.recruiter_level ?? 'sourcer') : null,
    created_at: row.created_at.toISOString(),
  }
}

const WIRE_VACANCY_STATUS = { active: 'Active', archived: 'Archived' } as const

/** What a talent holds: the status, the resume that stands for them, the applications (the last moved first). */
async function talentObjects(db: Kysely<Database>, id: string) {
  const [profile, resume, applications, { total }] = await Promise.all([
    db.selectFrom('talent_profiles').select('status').where('user_id', '=', id).executeTakeFirst(),
    // The published resume stands for the talent, else the draft (talents.queries.ts).
    db
      .selectFrom('resumes')
      .select(['id', 'draft'])
      .where('talent_id', '=', id)
      .orderBy('draft')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('applications')
      .innerJoin('vacancies', 'vacancies.id', 'applications.vacancy_id')
      .innerJoin('companies', 'companies.id', 'vacancies.company_id')
      .select([
        'applications.id',
        'applications.status',
        'applications.updated_at',
        'vacancies.id as vacancy_id',
        'vacancies.title as vacancy_title',
        'companies.name as company_name',
      ])
      .where('applications.talent_id', '=', id)
      .orderBy('applications.updated_at', 'desc')
      .orderBy('applications.id', 'desc')
      .limit(RECENT_OBJECTS)
      .execute(),
    db
      .selectFrom('applications')
      .select(sql<number>`count(*)::int`.as('total'))
      .where('talent_id', '=', id)
      .executeTakeFirstOrThrow(),
  ])
  return {
    talent_status: profile?.status ?? DEFAULT_TALENT_STATUS,
    resume: resume ? { id: resume.id, draft: resume.draft } : null,
    applications: {
      total,
      recent: applications.map((a) => ({
        id: a.id,
        status: a.status,
        vacancy_id: a.vacancy_id,
        vacancy_title: a.vacancy_title,
        company_name: a.company_name,
        updated_at: a.updated_at.toISOString(),
      })),
    },
  }
}

/** The vacancies a user created (an employer for the company, or a recruiter on its behalf), the newest first. */
async function createdVacancies(db: Kysely<Database>, id: string): Promise<Schemas['UserVacancies']> {
  const [rows, { total }] = await Promise.all([
    db
      .selectFrom('vacancies')
      .innerJoin('companies', 'companies.id', 'vacancies.company_id')
      .select([
        'vacancies.id',
        'vacancies.title',
        'vacancies.status',
        'vacancies.draft',
        'vacancies.created_at',
        'companies.name as company_name',
      ])
      .where('vacancies.created_by', '=', id)
      .orderBy('vacancies.created_at', 'desc')
      .orderBy('vacancies.id', 'desc')
      .limit(RECENT_OBJECTS)
      .execute(),
    db
      .selectFrom('vacancies')
      .select(sql<number>`count(*)::int`.as('total'))
      .where('created_by', '=', id)
      .executeTakeFirstOrThrow(),
  ])
  return {
    total,
    recent: rows.map((v) => ({
      id: v.id,
      title: v.title,
      status: WIRE_VACANCY_STATUS[v.status],
      draft: v.draft,
      company_name: v.company_name,
      created_at: v.created_at.toISOString(),
    })),
  }
}

/** The invites a recruiter or admin sent, the newest first. */
async function sentInvites(db: Kysely<Database>, id: string): Promise<Schemas['UserInvites']> {
  const now = new Date()
  const [rows, { total }] = await Promise.all([
    db
      .selectFrom('invites')
      .select(['email', 'role', 'created_at', 'expires_at', 'accepted_at'])
      .where('invited_by', '=', id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT_OBJECTS)
      .execute(),
    db
      .selectFrom('invites')
      .select(sql<number>`count(*)::int`.as('total'))
      .where('invited_by', '=', id)
      .executeTakeFirstOrThrow(),
  ])
  return {
    total,
    recent: rows.map((invite) => ({
      email: invite.email,
      role: invite.role,
      status: inviteStatus(invite, now),
      created_at: invite.created_at.toISOString(),
    })),
  }
}

/** One user of the given directory type with their objects, or undefined (unknown, or of another type). */
export async function findUserProfile(
  db: Kysely<Database>,
  role: UserRole,
  id: string,
): Promise<Schemas['UserProfile'] | undefined> {
  const row = await userRows(db)
    .where('users.id', '=', id)
    .where((eb) => ofRole(eb, role))
    .executeTakeFirst()
  if (!row) return undefined
  const none = { talent_status: null, resume: null, applications: null, vacancies: null, invites: null }
  const user = userToWire(row)
  switch (role) {
    case 'talent':
      return { ...user, ...none, ...(await talentObjects(db, id)) }
    case 'employer':
      return { ...user, ...none, vacancies: await createdVacancies(db, id) }
    default: {
      const [vacancies, invites] = await Promise.all([createdVacancies(db, id), sentInvites(db, id)])
      return { ...user, ...none, vacancies, invites }
    }
  }
}
