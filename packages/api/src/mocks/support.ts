import { HttpResponse, type HttpHandler } from 'msw'
import type { createOpenApiHttp } from 'openapi-msw'
import type { components, paths } from '../generated/schema.ts'
import type { OperationId } from '../generated/scopes.ts'
import { db, newId, userByEmail, type DbUser } from './db.ts'

export type S = components['schemas']
export type Http = ReturnType<typeof createOpenApiHttp<paths>>
/** Builds the handler of one operation under one scope (`''`, `/admin`, `/company/{companyId}`, ...). */
export type Define = (http: Http, scope: string) => HttpHandler
/** The handlers of one resource file; `handlers.ts` checks that together they cover every operation. */
export type Definitions = Partial<Record<OperationId, Define>>

export const MOCK_API_ROOT = '*/api/v1'

export const json = (body: unknown, status: number) => HttpResponse.json(body as never, { status })
export const errorBodies: Record<number, S['ErrorBody']> = {
  400: { detail: [{ loc: ['body', 'email'], msg: 'Invalid email.', type: 'format' }] },
  401: { message: ['Authentication required.'] },
  403: { message: ['You cannot access this resource.'] },
  404: { message: ['Not found.'] },
  409: { email: ['An account with this email already exists.'] },
  429: { message: ['Too many requests. Try again in 15 minutes.'] },
  500: { message: ['Something went wrong. Please try again.'] },
}
export const fail = (status: number, body?: S['ErrorBody']) =>
  json(body ?? errorBodies[status] ?? errorBodies[500], status)
export const notFound = (what: string) => fail(404, { message: [`${what} not found.`] })
export const conflict = (message: string) => fail(409, { message: [message] })
export const now = () => new Date().toISOString()
export const searchOf = (request: Request) => new URL(request.url).searchParams

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

/** The caller of a call the policy let through (./policy.ts): signed in, in scope and allowed. */
export function signedIn(request: Request): DbUser {
  const user = callerOf(request)
  if (!user) throw new Error('The policy lets no anonymous caller reach this handler.')
  return user
}

/**
 * A strong ETag of an object's representation, as the server's (ADR 0027): equal objects, equal tags. A short
 * FNV-1a hash is enough for the mocks, which need equality, not secrecy.
 */
export function etagOf(value: unknown): string {
  let hash = 0x811c9dc5
  for (const char of JSON.stringify(value)) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return `"${hash.toString(36)}"`
}

/** The server's 412 when `If-Match` names another version than the current one; null when the write may go on. */
export function staleVersion(request: Request, noun: string, current: unknown): Response | null {
  const header = request.headers.get('if-match')
  if (header === null) return null
  const tags = header.split(',').map((tag) => tag.trim())
  if (tags.includes('*') || tags.includes(etagOf(current))) return null
  return fail(412, {
    message: [
      `Someone else changed this ${noun} after you loaded it. Reload it to see their change, then make yours again.`,
    ],
  })
}

export type Detail = S['ValidationErrorItem'][]
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/

/** The contract's PersonName pattern and its `x-pattern-message` (openapi.yaml; a test compares them). */
export const PERSON_NAME_PATTERN =
  // eslint-disable-next-line no-control-regex -- the ranges name the control characters a name must not hold
  /^(?!.*\.[A-Za-z]{2})[^\u0000-\u0040\u005B-\u0060\u007B-\u009F\u2028\u2029][^\u0000-\u001F\u0021-\u0026\u0028-\u002C\u002F-\u0040\u005B-\u0060\u007B-\u009F\u2028\u2029]*$/
export const PERSON_NAME_MESSAGE = 'Use letters, spaces, apostrophes, periods and hyphens only.'
/** The contract's ImageUrl pattern: https, or http on localhost only. */
export const IMAGE_URL_PATTERN = /^(https:\/\/[^\s/$.?#]|http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\/)[^\s]*$/

/**
 * The server's words for a broken rule of the contract (apps/server/src/api/validation.ts words each JSON Schema
 * keyword; a test holds the two together), so a story shows the message a user will read.
 */
export const MESSAGES = {
  required: 'This field is required.',
  blank: 'This field cannot be blank.',
  email: 'Invalid email.',
  url: 'URL is not valid.',
  atLeast: (limit: number) => `Must be at least ${limit} characters.`,
  atMost: (limit: number) => `Must be at most ${limit} characters.`,
  minimum: (limit: number) => `Must be at least ${limit}.`,
  maximum: (limit: number) => `Must be at most ${limit}.`,
  minItems: (limit: number) => `Must have at least ${limit} item${limit === 1 ? '' : 's'}.`,
  oneOf: (values: readonly string[]) => `Must be one of: ${values.join(', ')}.`,
}

const isMissing = (value: unknown) => value === undefined || value === null || value === ''

/** A required text of at most 100 characters (a name): missing, blank or too long, as the server words them. */
export function checkName(detail: Detail, loc: (string | number)[], value: unknown) {
  if (isMissing(value)) detail.push({ loc, msg: MESSAGES.required, type: 'required' })
  else if (typeof value !== 'string') detail.push({ loc, msg: 'Must be text.', type: 'type' })
  else if (value.trim() === '') detail.push({ loc, msg: MESSAGES.blank, type: 'pattern' })
  else if (value.length > 100) detail.push({ loc, msg: MESSAGES.atMost(100), type: 'maxLength' })
}
/** A first or last name (PersonName): required, at most 100 characters, the contract's pattern. */
export function checkPersonName(detail: Detail, loc: (string | number)[], value: unknown) {
  const before = detail.length
  checkName(detail, loc, value)
  if (detail.length === before && !PERSON_NAME_PATTERN.test(value as string)) {
    detail.push({ loc, msg: PERSON_NAME_MESSAGE, type: 'pattern' })
  }
}
/** An optional image URL (ImageUrl): null or absent, else https (http on localhost only). */
export function checkImageUrl(detail: Detail, loc: (string | number)[], value: unknown) {
  if (value === undefined || value === null) return
  if (typeof value !== 'string' || value.length > 2048 || !IMAGE_URL_PATTERN.test(value)) {
    detail.push({ loc, msg: MESSAGES.url, type: 'pattern' })
  }
}
export function checkEmail(detail: Detail, loc: (string | number)[], value: unknown) {
  if (isMissing(value)) detail.push({ loc, msg: MESSAGES.required, type: 'required' })
  else if (typeof value !== 'string' || !EMAIL.test(value)) detail.push({ loc, msg: MESSAGES.email, type: 'format' })
}
/** The contract's Password: 8 to 24 characters. */
export function checkPassword(detail: Detail, loc: (string | number)[], value: unknown) {
  if (isMissing(value)) detail.push({ loc, msg: MESSAGES.required, type: 'required' })
  else if (typeof value !== 'string' || value.length < 8)
    detail.push({ loc, msg: MESSAGES.atLeast(8), type: 'minLength' })
  else if (value.length > 24) detail.push({ loc, msg: MESSAGES.atMost(24), type: 'maxLength' })
}
/** "This field is required." for each named body field that is missing or blank. */
export function checkRequired(detail: Detail, body: object | null | undefined, fields: string[]) {
  const record = (body ?? {}) as Record<string, unknown>
  for (const field of fields) {
    const value = record[field]
    if (isMissing(value) || (typeof value === 'string' && value.trim() === '')) {
      detail.push({ loc: ['body', field], msg: MESSAGES.required, type: 'required' })
    }
  }
}
/** A required field of a request (a body field, a query parameter) as the server answers its absence. */
export const requiredField = (loc: (string | number)[]) =>
  fail(400, { detail: [{ loc, msg: MESSAGES.required, type: 'required' }] })
export const invalid = (detail: Detail) => (detail.length ? fail(400, { detail }) : null)

export function emailTaken(email: string, except?: DbUser) {
  const other = userByEmail(email)
  return other && other !== except ? fail(409) : null
}

/** The contract's page of a list: `page` (default 1) and `size` (default 10, at most 100). */
export function page<T>(items: T[], query: URLSearchParams) {
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

/** A JSON body that may be absent (optional request bodies). */
export async function optionalJson<T>(request: Request): Promise<Partial<T>> {
  const text = await request.text()
  return (text ? JSON.parse(text) : {}) as Partial<T>
}

/** The uploaded file of a multipart field, or a 400 naming the field. */
export async function uploaded(request: Request, field: string): Promise<{ file: File; form: FormData } | Response> {
  const form = await request.formData().catch(() => null)
  const file = form?.get(field)
  if (!form || !(file instanceof File)) {
    return requiredField(['body', field])
  }
  return { file, form }
}

/** Stores an uploaded file and returns its wire shape. */
export function storeFile(file: File, owner: DbUser, url: (id: string) => string): S['UploadedFile'] {
  const id = newId()
  const stored = {
    id,
    name: file.name || 'upload',
    content_type: file.type || 'application/octet-stream',
    size: file.size,
    url: url(id),
  }
  db.files.push({ ...stored, owner_id: owner.id })
  return stored
}

/** A user the handlers create (sign-up, employers, recruiters, talents). */
export function createUser(
  fields: Pick<DbUser, 'first_name' | 'last_name' | 'email' | 'user_type' | 'is_active'> &
    Partial<Pick<DbUser, 'password' | 'company_id' | 'recruiter_level' | 'is_admin'>>,
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
    email_change: null,
    ...fields,
  }
  db.users.push(user)
  return user
}

/** Whose data an employer user sees: their company's; null for other roles. */
export const companyOf = (caller: DbUser) => (caller.user_type === 'employer' ? caller.company_id : null)
