import { db, type DbUser } from '../db.ts'
import { fullName } from '../marketplace.ts'
import {
  checkEmail,
  checkPassword,
  checkPersonName,
  conflict,
  createUser,
  emailTaken,
  fail,
  invalid,
  notFound,
  now,
  page,
  searchOf,
  signedIn,
  MESSAGES,
  type Definitions,
  type Detail,
  type S,
} from '../support.ts'

/** The server's sentences (apps/server/src/resources/invites/invites.handlers.ts), word for word. */
export const INVITE_MESSAGES = {
  talentsSignUp: 'Talents sign up themselves: invite an employer or a recruiter.',
  openInvite: 'This address has an open invite already: send that one again or delete it.',
  notFound: 'This invite does not exist or was withdrawn.',
  used: 'This invite was used already. Sign in with the account it created.',
  expired: 'This invite has expired. Ask the person who invited you to send it again.',
  alreadyAccepted: 'This invite was accepted already: there is nothing to send.',
}

const INVITE_TTL_MS = 14 * 86_400_000
const LEVELS = ['sourcer', 'recruiter', 'senior_recruiter', 'head_of_recruitment'] as const

/**
 * An invite as the server answers it. The mock keeps `status` on the row, set by what happened to it (created,
 * resent, accepted) and by the fixtures as of FIXTURE_NOW, so a story looks the same whatever day it runs.
 */
function inviteOf(invite: S['Invite']): S['Invite'] {
  return structuredClone(invite)
}

const bodyIssue = (field: string, msg: string, type = field) => ({ loc: ['body', field], msg, type })

export const inviteHandlers = {
  listInvites: (http) =>
    http.get('/invite', ({ request, response }) => {
      const search = searchOf(request)
      const pending = search.get('pending')
      const found = db.invites.filter((i) => pending === null || (pending === 'true') === (i.status === 'pending'))
      return response(200).json(page(found.map(inviteOf), search))
    }),

  createInvite: (http) =>
    http.post('/invite', async ({ request, response }) => {
      const caller = signedIn(request)
      const body = await request.json()
      const detail: Detail = []
      checkEmail(detail, ['body', 'email'], body.email)
      if (body.role === 'talent') detail.push(bodyIssue('role', INVITE_MESSAGES.talentsSignUp, 'enum'))
      if (body.role === 'employer') {
        if (!body.company_id)
          detail.push(bodyIssue('company_id', 'Choose the company this employer joins.', 'required'))
        if (body.level !== undefined) {
          detail.push(bodyIssue('level', 'A level is for recruiters: leave it out for an employer.'))
        }
      }
      if (body.role === 'recruiter') {
        if (body.level === undefined)
          detail.push(bodyIssue('level', 'Choose the level this recruiter starts at.', 'required'))
        else if (!LEVELS.includes(body.level)) detail.push(bodyIssue('level', MESSAGES.oneOf(LEVELS), 'enum'))
        if (body.company_id !== undefined) {
          detail.push(bodyIssue('company_id', 'Recruiters belong to no company: leave company_id out.'))
        }
      }
      const company = body.role === 'employer' ? db.companies.find((c) => c.id === body.company_id) : undefined
      if (body.role === 'employer' && body.company_id && !company) {
        detail.push(bodyIssue('company_id', 'Company not found.', 'not_found'))
      }
      const email = String(body.email ?? '')
        .trim()
        .toLowerCase()
      const failure = invalid(detail) ?? emailTaken(email)
      if (failure) return response.untyped(failure)
      if (db.invites.some((i) => i.email === email && i.accepted_at === null)) {
        return response.untyped(fail(409, { email: [INVITE_MESSAGES.openInvite] }))
      }
      const at = now()
      const role = body.role as 'employer' | 'recruiter'
      const invite: S['Invite'] = {
        value: crypto.randomUUID().replaceAll('-', ''),
        email,
        role,
        company_id: company?.id ?? null,
        company_name: company?.name ?? null,
        level: role === 'recruiter' ? body.level! : null,
        invited_by: caller.id,
        invited_by_name: fullName(caller),
        status: 'pending',
        created_at: at,
        expires_at: new Date(Date.now() + INVITE_TTL_MS).toISOString(),
        accepted_at: null,
      }
      db.invites.unshift(invite)
      return response(201).json(inviteOf(invite))
    }),

  resendInvite: (http) =>
    http.post('/invite/{id}/resend', ({ params, response }) => {
      const invite = db.invites.find((i) => i.value === params.id)
      if (!invite) return response.untyped(notFound('Invite'))
      if (invite.accepted_at) return response.untyped(conflict(INVITE_MESSAGES.alreadyAccepted))
      invite.expires_at = new Date(Date.now() + INVITE_TTL_MS).toISOString()
      invite.status = 'pending'
      return response(200).json(inviteOf(invite))
    }),

  deleteInvite: (http) =>
    http.delete('/invite/{id}', ({ params, response }) => {
      if (!db.invites.some((i) => i.value === params.id)) return response.untyped(notFound('Invite'))
      db.invites = db.invites.filter((i) => i.value !== params.id)
      return response(204).empty()
    }),

  getInviteSignUp: (http) =>
    http.get('/register/invite/{value}', ({ params, response }) => {
      const invite = db.invites.find((i) => i.value === params.value)
      if (!invite) return response.untyped(fail(404, { message: [INVITE_MESSAGES.notFound] }))
      return response(200).json({
        email: invite.email,
        role: invite.role,
        company_name: invite.company_name,
        level: invite.level,
        status: invite.status,
        expires_at: invite.expires_at,
      })
    }),

  acceptInvite: (http) =>
    http.post('/register/invite/{value}', async ({ params, request, response }) => {
      // As the server: the body is validated before the invite is looked up.
      const body = await request.json()
      const detail: Detail = []
      checkPersonName(detail, ['body', 'first_name'], body.first_name)
      checkPersonName(detail, ['body', 'last_name'], body.last_name)
      checkPassword(detail, ['body', 'password'], body.password)
      const failure = invalid(detail)
      if (failure) return response.untyped(failure)
      const invite = db.invites.find((i) => i.value === params.value)
      if (!invite) return response.untyped(fail(404, { message: [INVITE_MESSAGES.notFound] }))
      if (invite.status === 'accepted') return response.untyped(conflict(INVITE_MESSAGES.used))
      if (invite.status === 'expired') return response.untyped(fail(410, { message: [INVITE_MESSAGES.expired] }))
      const taken = emailTaken(invite.email)
      if (taken) return response.untyped(taken)
      const user: DbUser = createUser({
        first_name: body.first_name.trim(),
        last_name: body.last_name.trim(),
        email: invite.email,
        password: body.password,
        user_type: invite.role,
        company_id: invite.company_id,
        recruiter_level: invite.level,
        is_active: true,
      })
      invite.accepted_at = now()
      invite.status = 'accepted'
      return response(201).json({
        user_id: user.id,
        user_type: invite.role,
        email: user.email,
        company_id: user.company_id,
      })
    }),
} satisfies Definitions
