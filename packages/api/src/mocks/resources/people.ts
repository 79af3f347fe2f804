import { db, type DbUser } from '../db.ts'
import { readable, readableById } from '../policy.ts'
import { fullName } from '../marketplace.ts'
import {
  signedIn,
  checkEmail,
  checkPersonName,
  checkPassword,
  companyOf,
  conflict,
  createUser,
  emailTaken,
  fail,
  invalid,
  notFound,
  page,
  searchOf,
  type Definitions,
  type Detail,
  type S,
  MESSAGES,
} from '../support.ts'

/** The server's refusal to leave a company without anyone who can sign in (ADR 0063). */
export const LAST_EMPLOYER =
  'This is the last active employer of the company. Invite a colleague and wait until they activate their account first.'

/** The server's refusal to leave the back office without an admin (ADR 0084). */
export const LAST_ADMIN =
  'This is the last admin: make another recruiter an admin first, so someone can still manage the team.'

export function toEmployer(user: DbUser): S['Employer'] {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: fullName(user),
    email: user.email,
    company_id: user.company_id ?? '',
    image_url: user.image_url,
    is_active: user.is_active,
    created_at: '2026-01-15T09:00:00.000Z',
  }
}

export function toRecruiter(user: DbUser): S['Recruiter'] {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: fullName(user),
    email: user.email,
    level: user.recruiter_level ?? 'recruiter',
    is_admin: user.is_admin,
    image_url: user.image_url,
    created_at: '2026-01-01T09:00:00.000Z',
  }
}

function findEmployer(caller: DbUser, id: string) {
  return readableById(caller, 'employer', id) ?? notFound('Employer')
}

function checkPerson(body: { first_name?: string; last_name?: string; email?: string }) {
  const detail: Detail = []
  checkPersonName(detail, ['body', 'first_name'], body.first_name)
  checkPersonName(detail, ['body', 'last_name'], body.last_name)
  checkEmail(detail, ['body', 'email'], body.email)
  return detail
}

export const peopleHandlers = {
  createEmployer: (http) =>
    http.post('/employer', async ({ request, response }) => {
      const caller = signedIn(request)
      const body = await request.json()
      const detail = checkPerson(body)
      // Without a password the colleague is invited: inactive until they choose one from the mail (ADR 0063).
      if (body.password !== undefined) checkPassword(detail, ['body', 'password'], body.password)
      const companyId = companyOf(caller) ?? body.company_id
      if (!companyId) detail.push({ loc: ['body', 'company_id'], msg: MESSAGES.required, type: 'required' })
      const failure = invalid(detail) ?? emailTaken(body.email)
      if (failure) return response.untyped(failure)
      if (!db.companies.some((c) => c.id === companyId)) return response.untyped(notFound('Company'))
      const { company_id: _, ...fields } = body
      const user = createUser({
        ...fields,
        password: fields.password ?? '',
        user_type: 'employer',
        company_id: companyId ?? null,
        is_active: fields.password !== undefined,
      })
      return response(201).json(toEmployer(user))
    }),

  listEmployers: (http) =>
    http.get('/employer', ({ request, response }) => {
      const caller = signedIn(request)
      const search = searchOf(request)
      const companyId = search.get('company_id')
      const q = search.get('q')?.toLowerCase()
      const found = readable(
        caller,
        'employer',
        db.users.filter((u) => u.user_type === 'employer'),
      )
        .filter((u) => !companyId || u.company_id === companyId)
        .filter((u) => !q || `${fullName(u)} ${u.email}`.toLowerCase().includes(q))
        .map(toEmployer)
      return response(200).json(page(found, search))
    }),

  getEmployer: (http) =>
    http.get('/employer/{id}', ({ request, params, response }) => {
      const caller = signedIn(request)
      const employer = findEmployer(caller, params.id)
      if (employer instanceof Response) return response.untyped(employer)
      return response(200).json(toEmployer(employer))
    }),

  updateEmployer: (http) =>
    http.put('/employer/{id}', async ({ request, params, response }) => {
      const caller = signedIn(request)
      const employer = findEmployer(caller, params.id)
      if (employer instanceof Response) return response.untyped(employer)
      const body = await request.json()
      const failure = invalid(checkPerson(body)) ?? emailTaken(body.email, employer)
      if (failure) return response.untyped(failure)
      Object.assign(employer, { first_name: body.first_name, last_name: body.last_name, email: body.email })
      return response(200).json(toEmployer(employer))
    }),

  deleteEmployer: (http) =>
    http.delete('/employer/{id}', ({ request, params, response }) => {
      const caller = signedIn(request)
      const employer = findEmployer(caller, params.id)
      if (employer instanceof Response) return response.untyped(employer)
      const othersActive = db.users.some(
        (u) => u.user_type === 'employer' && u.company_id === employer.company_id && u.is_active && u !== employer,
      )
      if (employer.is_active && !othersActive) return response.untyped(conflict(LAST_EMPLOYER))
      db.users = db.users.filter((u) => u !== employer)
      return response(204).empty()
    }),

  listRecruiters: (http) =>
    http.get('/recruiter', ({ request, response }) => {
      const search = searchOf(request)
      const level = search.get('level')
      const found = db.users
        .filter((u) => u.user_type === 'recruiter' && (!level || u.recruiter_level === level))
        .map(toRecruiter)
      return response(200).json(page(found, search))
    }),

  createRecruiter: (http) =>
    http.post('/recruiter', async ({ request, response }) => {
      const body = await request.json()
      const failure = invalid(checkPerson(body)) ?? emailTaken(body.email)
      if (failure) return response.untyped(failure)
      const user = createUser({
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email,
        user_type: 'recruiter',
        recruiter_level: body.level,
        is_admin: body.is_admin ?? false,
        is_active: true,
      })
      return response(201).json(toRecruiter(user))
    }),

  updateRecruiter: (http) =>
    http.put('/recruiter/{id}', async ({ request, params, response }) => {
      const body = await request.json()
      const recruiter = db.users.find((u) => u.user_type === 'recruiter' && u.id === params.id)
      if (!recruiter) return response.untyped(notFound('Recruiter'))
      const admins = db.users.filter((u) => u.user_type === 'recruiter' && u.is_admin)
      if (body.is_admin === false && recruiter.is_admin && admins.length <= 1) {
        return response.untyped(fail(409, { is_admin: [LAST_ADMIN] }))
      }
      if (body.level !== undefined) recruiter.recruiter_level = body.level
      if (body.is_admin !== undefined) recruiter.is_admin = body.is_admin
      return response(200).json(toRecruiter(recruiter))
    }),
} satisfies Definitions
