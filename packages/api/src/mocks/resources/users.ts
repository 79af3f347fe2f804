import { db, type DbUser } from '../db.ts'
import { sortedBy, tooDeep } from '../list-order.ts'
import { fullName } from '../marketplace.ts'
import { notFound, page, searchOf, type Definitions, type S } from '../support.ts'
import { toEmployer, toRecruiter } from './people.ts'
import { toTalent } from './talents.ts'

/** How many of a user's objects the user page lists beside their count (the contract's `maxItems`). */
const RECENT_OBJECTS = 5

/** The directory's type of a user: an admin is a recruiter with the admin flag (ADR 0090). */
export const roleOf = (user: DbUser): S['UserRole'] =>
  user.user_type === 'recruiter' && user.is_admin ? 'admin' : user.user_type

/** The sign-up time the fixture's other lists already show for the user. */
function createdAt(user: DbUser): string {
  if (user.user_type === 'talent') return toTalent(user).created_at
  return user.user_type === 'employer' ? toEmployer(user).created_at : toRecruiter(user).created_at
}

export function toUserSummary(user: DbUser): S['UserSummary'] {
  const role = roleOf(user)
  const company = role === 'employer' ? db.companies.find((c) => c.id === user.company_id) : undefined
  return {
    id: user.id,
    type: role,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: fullName(user),
    email: user.email,
    image_url: user.image_url,
    is_active: user.is_active,
    company: company ? { id: company.id, name: company.name, image_url: company.image_url } : null,
    level: role === 'recruiter' || role === 'admin' ? (user.recruiter_level ?? 'sourcer') : null,
    created_at: createdAt(user),
  }
}

const newestFirst = <T>(items: T[], at: (item: T) => string) => [...items].sort((a, b) => at(b).localeCompare(at(a)))

/**
 * A user with their objects, as the server's getUser answers. The fixture records no vacancy's author: the
 * vacancies an employer or recruiter created are an empty list here, and stories that need them set their own.
 */
export function toUserProfile(user: DbUser): S['UserProfile'] {
  const summary = toUserSummary(user)
  const none = { talent_status: null, resume: null, applications: null, vacancies: null, invites: null }
  if (summary.type === 'talent') {
    const applications = newestFirst(
      db.applications.filter((a) => a.talent_id === user.id),
      (a) => a.updated_at,
    )
    return {
      ...summary,
      ...none,
      talent_status: toTalent(user).status,
      resume: user.resume ? { ...user.resume } : null,
      applications: {
        total: applications.length,
        recent: applications.slice(0, RECENT_OBJECTS).map((a) => ({
          id: a.id,
          status: a.status,
          vacancy_id: a.vacancy.id,
          vacancy_title: a.vacancy.title,
          company_name: a.vacancy.company.name,
          updated_at: a.updated_at,
        })),
      },
    }
  }
  const vacancies = { total: 0, recent: [] }
  if (summary.type === 'employer') return { ...summary, ...none, vacancies }
  const invites = newestFirst(
    db.invites.filter((i) => i.invited_by === user.id),
    (i) => i.created_at,
  )
  return {
    ...summary,
    ...none,
    vacancies,
    invites: {
      total: invites.length,
      recent: invites.slice(0, RECENT_OBJECTS).map((i) => ({
        email: i.email,
        role: i.role,
        status: i.status,
        created_at: i.created_at,
      })),
    },
  }
}

/** The sort fields of listUsers (ADR 0090). */
const USER_ORDER: Record<string, (user: S['UserSummary']) => string> = {
  name: (u) => u.full_name,
  email: (u) => u.email,
  created_at: (u) => u.created_at,
}

/** The users directory (recruiters and admins; the policy refuses everyone else before these run). */
export const userHandlers = {
  listUsers: (http) =>
    http.get('/user', ({ request, response }) => {
      const search = searchOf(request)
      const q = search.get('q')?.trim().toLowerCase()
      const type = search.get('type')
      const active = search.get('is_active')
      const found = db.users
        .map(toUserSummary)
        .filter((u) => !q || `${u.full_name} ${u.email}`.toLowerCase().includes(q))
        .filter((u) => !type || u.type === type)
        .filter((u) => active === null || String(u.is_active) === active)
      const deep = tooDeep(search)
      if (deep) return response.untyped(deep)
      return response(200).json(page(sortedBy(found, search.get('sort'), USER_ORDER, '-created_at'), search))
    }),

  getUser: (http) =>
    http.get('/user/{type}/{id}', ({ params, response }) => {
      const user = db.users.find((u) => u.id === params.id && roleOf(u) === params.type)
      if (!user) return response.untyped(notFound('User'))
      return response(200).json(toUserProfile(user))
    }),
} satisfies Definitions
