import { HttpResponse, type HttpHandler } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { components, paths } from '../generated/schema.ts'
import { operations, type OperationId } from '../generated/scopes.ts'
import { db, newId, toCurrentUser, userByEmail, type DbUser } from './db.ts'

type S = components['schemas']
type Http = ReturnType<typeof createOpenApiHttp<paths>>
type Operation = (typeof operations)[keyof typeof operations]

export const MOCK_API_ROOT = '*/api/v1'

/** The MSW URL pattern of an operation under a scope: `*` origin, `{x}` -> `:x`. */
export function mockUrl(scope: string, path: string): string {
  return `${MOCK_API_ROOT}${scope}${path}`.replace(/\{(\w+)\}/g, ':$1')
}

export function operationById(id: OperationId): Operation {
  const found = Object.values(operations).find((op) => op.operationId === id)
  if (!found) throw new Error(`Unknown operation ${id}`)
  return found
}

const httpByScope = new Map<string, Http>()
function httpFor(scope: string): Http {
  let http = httpByScope.get(scope)
  if (!http) {
    http = createOpenApiHttp<paths>({ baseUrl: `${MOCK_API_ROOT}${scope}`.replace(/\{(\w+)\}/g, ':$1') })
    httpByScope.set(scope, http)
  }
  return http
}

const json = (body: unknown, status: number) => HttpResponse.json(body as never, { status })
export const errorBodies: Record<number, S['ErrorBody']> = {
  400: { detail: [{ loc: ['body', 'email'], msg: 'Invalid email', type: 'format' }] },
  401: { message: ['Authentication required.'] },
  403: { message: ['You cannot access this resource.'] },
  404: { message: ['Not found.'] },
  409: { email: ['An account with this email already exists.'] },
  500: { message: ['Something went wrong. Please try again.'] },
}
const fail = (status: number, body?: S['ErrorBody']) => json(body ?? errorBodies[status] ?? errorBodies[500], status)

/**
 * The caller: a bearer token naming a fixture user (its id or email, optionally after `mock:`), else the
 * db's signed-in user (Storybook renders screens without a real sign-in).
 */
export function callerOf(request: Request): DbUser | null {
  const token = request.headers
    .get('authorization')
    ?.replace(/^Bearer\s+/i, '')
    .replace(/^mock:/, '')
  const byToken = token ? (db.users.find((u) => u.id === token) ?? userByEmail(token)) : undefined
  const user = byToken ?? db.users.find((u) => u.id === db.currentUserId)
  return user?.is_active ? user : null
}

/** The server's scope rule (ARCHITECTURE "The contract"): a failure response, or null when allowed. */
function scopeFailure(scope: string, user: DbUser | null, params: Record<string, unknown>): Response | null {
  if (scope === '') return null
  if (!user) return fail(401)
  if (scope === '/admin' && user.user_type === 'recruiter') return null
  if (scope.startsWith('/company/') && user.user_type === 'employer' && user.company_id === params.companyId) {
    return null
  }
  if (scope.startsWith('/talent/') && user.user_type === 'talent' && user.id === params.userId) return null
  return fail(403)
}

/** Signed-in and in scope, or the failure to answer. */
function authorize(request: Request, scope: string, params: Record<string, unknown>): DbUser | Response {
  const user = callerOf(request)
  if (!user) return fail(401)
  return scopeFailure(scope, user, params) ?? user
}

type Detail = S['ValidationErrorItem'][]
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/

function checkName(detail: Detail, loc: (string | number)[], value: unknown) {
  if (typeof value !== 'string' || value.trim() === '') detail.push({ loc, msg: 'Required', type: 'required' })
  else if (value.length > 100) detail.push({ loc, msg: 'Too long', type: 'maxLength' })
}
function checkEmail(detail: Detail, loc: (string | number)[], value: unknown) {
  if (typeof value !== 'string' || !EMAIL.test(value)) detail.push({ loc, msg: 'Invalid email', type: 'format' })
}
function checkPassword(detail: Detail, loc: (string | number)[], value: unknown) {
  if (typeof value !== 'string' || value.length < 8) detail.push({ loc, msg: 'Too short', type: 'minLength' })
  else if (value.length > 24) detail.push({ loc, msg: 'Too long', type: 'maxLength' })
}
const invalid = (detail: Detail) => (detail.length ? fail(400, { detail }) : null)

function emailTaken(email: string, except?: DbUser) {
  const other = userByEmail(email)
  return other && other !== except ? fail(409) : null
}

function page<T>(items: T[], query: URLSearchParams) {
  const size = Math.min(Math.max(Number(query.get('size') ?? 10) || 10, 1), 100)
  const current = Math.max(Number(query.get('page') ?? 1) || 1, 1)
  const start = (current - 1) * size
  const last = Math.max(Math.ceil(items.length / size), 1)
  return {
    results: items.slice(start, start + size),
    next: current < last ? current + 1 : null,
    previous: current > 1 ? Math.min(current - 1, last) : null,
    total: items.length,
    size,
    current_page: current,
  }
}

const publicNotification = ({ user_id: _, ...notification }: (typeof db.notifications)[number]) => notification

type Define = (http: Http, scope: string) => HttpHandler

/** One definition per operation of the contract (the Record type makes a missing one a type error). */
const definitions: Record<OperationId, Define> = {
  registerCompany: (http) =>
    http.post('/register/company', async ({ request, response }) => {
      const body = await request.json()
      const detail: Detail = []
      checkName(detail, ['body', 'employer', 'first_name'], body.employer?.first_name)
      checkName(detail, ['body', 'employer', 'last_name'], body.employer?.last_name)
      checkEmail(detail, ['body', 'employer', 'email'], body.employer?.email)
      checkPassword(detail, ['body', 'employer', 'password'], body.employer?.password)
      checkName(detail, ['body', 'company', 'name'], body.company?.name)
      if (typeof body.company?.website_url !== 'string' || !URL_PATTERN.test(body.company.website_url)) {
        detail.push({ loc: ['body', 'company', 'website_url'], msg: 'URL is not valid', type: 'pattern' })
      }
      const failure = invalid(detail) ?? emailTaken(body.employer.email)
      if (failure) return response.untyped(failure)
      const company = {
        id: newId(),
        name: body.company.name,
        website_url: body.company.website_url,
        image_url: null,
        type: null,
      }
      db.companies.push(company)
      const user = createUser({ ...body.employer, user_type: 'employer', company_id: company.id, is_active: false })
      return response(201).json({
        user_id: user.id,
        user_type: 'employer',
        email: user.email,
        company_id: company.id,
        company_name: company.name,
      })
    }),

  registerTalent: (http) =>
    http.post('/register/talent', async ({ request, response }) => {
      const body = await request.json()
      const detail: Detail = []
      checkName(detail, ['body', 'first_name'], body.first_name)
      checkName(detail, ['body', 'last_name'], body.last_name)
      checkEmail(detail, ['body', 'email'], body.email)
      checkPassword(detail, ['body', 'password'], body.password)
      const failure = invalid(detail) ?? emailTaken(body.email)
      if (failure) return response.untyped(failure)
      const user = createUser({ ...body, user_type: 'talent', is_active: false })
      return response(201).json({ user_id: user.id, user_type: 'talent', email: user.email })
    }),

  registerTalentProfile: (http, scope) =>
    http.post('/register/talent_profile', async ({ request, params, response }) => {
      const caller = authorize(request, scope, params)
      if (caller instanceof Response) return response.untyped(caller)
      const body = await request.json()
      const detail: Detail = []
      checkName(detail, ['body', 'first_name'], body.first_name)
      checkName(detail, ['body', 'last_name'], body.last_name)
      checkEmail(detail, ['body', 'email'], body.email)
      checkName(detail, ['body', 'resume_title'], body.resume_title)
      const failure = invalid(detail) ?? emailTaken(body.email)
      if (failure) return response.untyped(failure)
      const { resume_title, ...names } = body
      const talent = createUser({ ...names, user_type: 'talent', password: '', is_active: true })
      const resume = { id: newId(), title: resume_title, talent_id: talent.id, draft: true }
      db.resumes.push(resume)
      talent.resume = { id: resume.id, draft: true }
      const { id, first_name, last_name, email, is_active } = talent
      return response(201).json({ talent: { id, first_name, last_name, email, is_active }, resume })
    }),

  activateEmployer: (http, scope) => activateHandler(http, scope, 'employer'),
  activateTalent: (http, scope) => activateHandler(http, scope, 'talent'),

  requestPasswordReset: (http) =>
    http.post('/password_reset', async ({ request, response }) => {
      const body = await request.json()
      const detail: Detail = []
      checkEmail(detail, ['body', 'email'], body.email)
      const failure = invalid(detail)
      if (failure) return response.untyped(failure)
      const user = userByEmail(body.email)
      if (user) user.reset_token = `reset-${user.id}`
      return response(202).json({})
    }),

  confirmPasswordReset: (http) =>
    http.post('/password_reset/confirm', async ({ request, response }) => {
      const body = await request.json()
      const detail: Detail = []
      checkPassword(detail, ['body', 'value'], body.value)
      const failure = invalid(detail)
      if (failure) return response.untyped(failure)
      const user = db.users.find((u) => u.reset_token !== null && u.reset_token === body.token)
      if (!user) return response(400).json({ token: ['This link is invalid or has expired.'] })
      user.password = body.value
      user.reset_token = null
      return response(204).empty()
    }),

  getMe: (http, scope) =>
    http.get('/me', ({ request, params, response }) => {
      const caller = authorize(request, scope, params)
      if (caller instanceof Response) return response.untyped(caller)
      return response(200).json(toCurrentUser(caller))
    }),

  updateMe: (http, scope) =>
    http.put('/me', async ({ request, params, response }) => {
      const caller = authorize(request, scope, params)
      if (caller instanceof Response) return response.untyped(caller)
      const body = await request.json()
      const detail: Detail = []
      checkName(detail, ['body', 'first_name'], body.first_name)
      checkName(detail, ['body', 'last_name'], body.last_name)
      const failure = invalid(detail)
      if (failure) return response.untyped(failure)
      caller.first_name = body.first_name
      caller.last_name = body.last_name
      if (body.image_url !== undefined) caller.image_url = body.image_url
      if (body.company_id !== undefined && caller.user_type === 'employer' && body.company_id !== null) {
        if (!db.companies.some((c) => c.id === body.company_id)) return response(403).json(errorBodies[403]!)
        caller.company_id = body.company_id
      }
      return response(200).json(toCurrentUser(caller))
    }),

  updateMyEmail: (http, scope) =>
    http.put('/me/email', async ({ request, params, response }) => {
      const caller = authorize(request, scope, params)
      if (caller instanceof Response) return response.untyped(caller)
      const body = await request.json()
      const detail: Detail = []
      checkEmail(detail, ['body', 'email'], body.email)
      const failure = invalid(detail) ?? emailTaken(body.email, caller)
      if (failure) return response.untyped(failure)
      caller.email = body.email
      return response(200).json(toCurrentUser(caller))
    }),

  updateMyPassword: (http, scope) =>
    http.put('/me/password', async ({ request, params, response }) => {
      const caller = authorize(request, scope, params)
      if (caller instanceof Response) return response.untyped(caller)
      const body = await request.json()
      const detail: Detail = []
      checkPassword(detail, ['body', 'value'], body.value)
      const failure = invalid(detail)
      if (failure) return response.untyped(failure)
      caller.password = body.value
      return response(204).empty()
    }),

  listMyNotifications: (http, scope) =>
    http.get('/me/notification', ({ request, params, response }) => {
      const caller = authorize(request, scope, params)
      if (caller instanceof Response) return response.untyped(caller)
      const search = new URL(request.url).searchParams
      const unread = search.get('unread')
      const mine = db.notifications
        .filter((n) => n.user_id === caller.id)
        .filter((n) => (unread === 'true' ? n.read_at === null : unread === 'false' ? n.read_at !== null : true))
        .map(publicNotification)
      return response(200).json(page(mine, search))
    }),

  clearMyNotifications: (http, scope) =>
    http.post('/me/notification', async ({ request, params, response }) => {
      const caller = authorize(request, scope, params)
      if (caller instanceof Response) return response.untyped(caller)
      const text = await request.text()
      const body = (text ? JSON.parse(text) : {}) as S['ClearNotificationsRequest']
      const ids = body.ids ? new Set(body.ids) : null
      const now = new Date().toISOString()
      let cleared = 0
      for (const n of db.notifications) {
        if (n.user_id !== caller.id || n.read_at !== null || (ids && !ids.has(n.id))) continue
        n.read_at = now
        cleared += 1
      }
      return response(200).json({ cleared })
    }),

  updateNotificationSettings: (http, scope) =>
    http.put('/me/notification', async ({ request, params, response }) => {
      const caller = authorize(request, scope, params)
      if (caller instanceof Response) return response.untyped(caller)
      const body = await request.json()
      const keys = ['email_on_message', 'email_on_application', 'email_on_meeting'] as const
      const detail: Detail = keys
        .filter((key) => typeof body[key] !== 'boolean')
        .map((key) => ({ loc: ['body', key], msg: 'Required', type: 'required' }))
      const failure = invalid(detail)
      if (failure) return response.untyped(failure)
      caller.notification_settings = {
        email_on_message: body.email_on_message,
        email_on_application: body.email_on_application,
        email_on_meeting: body.email_on_meeting,
      }
      return response(200).json({ ...caller.notification_settings })
    }),

  getCompany: (http, scope) =>
    http.get('/company/{id}', ({ request, params, response }) => {
      const caller = authorize(request, scope, params)
      if (caller instanceof Response) return response.untyped(caller)
      if (caller.user_type === 'employer' && caller.company_id !== params.id)
        return response(403).json(errorBodies[403]!)
      const company = db.companies.find((c) => c.id === params.id)
      if (!company) return response(404).json({ message: ['Company not found.'] })
      return response(200).json({ ...company })
    }),
}

function activateHandler(http: Http, scope: string, userType: 'employer' | 'talent') {
  const path = userType === 'employer' ? '/register/activate_employer/{id}' : '/register/activate_talent/{id}'
  return http.post(path, async ({ request, params, response }) => {
    if (scope !== '') {
      const caller = authorize(request, scope, params)
      if (caller instanceof Response) return response.untyped(caller)
    }
    const text = await request.text()
    const body = (text ? JSON.parse(text) : {}) as S['ActivateRequest']
    const user = db.users.find((u) => u.id === params.id && u.user_type === userType)
    if (!user) return response(404).json({ message: ['Account not found.'] })
    if (scope === '' && body.token !== user.activation_token) {
      return response(400).json({ token: ['This link is invalid or has expired.'] })
    }
    user.is_active = true
    return response(200).json({ user_id: user.id, user_type: user.user_type, is_active: true })
  })
}

function createUser(
  fields: Pick<DbUser, 'first_name' | 'last_name' | 'email' | 'user_type' | 'is_active'> &
    Partial<Pick<DbUser, 'password' | 'company_id'>>,
): DbUser {
  const id = newId()
  const user: DbUser = {
    id,
    is_admin: false,
    image_url: null,
    company_id: null,
    resume: null,
    recruiter_level: null,
    notification_settings: { email_on_message: true, email_on_application: true, email_on_meeting: true },
    password: '',
    activation_token: `activate-${id}`,
    reset_token: null,
    ...fields,
  }
  db.users.push(user)
  return user
}

/** The handlers of one operation, one per scope it is offered under. */
export function handlersFor(id: OperationId): HttpHandler[] {
  return operationById(id).scopes.map((scope) => definitions[id](httpFor(scope), scope))
}

/** Every operation of the contract over the fixture `db`. */
export const handlers: HttpHandler[] = (Object.keys(definitions) as OperationId[]).flatMap(handlersFor)
