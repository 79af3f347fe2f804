import createClient, { createQuerySerializer, type Client, type Middleware } from 'openapi-fetch'
import { operations } from '../generated/scopes.ts'
import type { CamelPaths } from '../types.ts'
import { ApiError, FAILED_REQUEST, OFFLINE_MESSAGE, humanizeError, retryAfterOf } from './api-error.ts'
import { camelizeKeys, isPlainObject, snakeizeKeys } from './case.ts'
import { toFormData } from './form-data.ts'
import { normalizeListBody } from './pagination.ts'
import { RETRY_DELAYS, isRetryable, newIdempotencyKey, retryDelay, versionMiddleware, wait } from './safe-writes.ts'

export const API_ROOT = '/api/v1'

export type Role = 'recruiter' | 'employer' | 'talent'

/** Who is calling: picks the URL prefix (docs/product.md §6). Recruiters include admins. */
export interface ApiScope {
  role: Role
  /** The talent's own id (talents). */
  userId?: string | null
  /** The employer user's company id (employer users). */
  companyId?: string | null
}

export interface ApiClientOptions {
  /** Service base: an origin (`https://hireloop.test`), '' for same origin, or a URL already ending in /api/v1. */
  baseUrl: string
  /** The bearer access token, or null when signed out. May be async (oidc-client-ts). */
  getAccessToken?: () => string | null | undefined | Promise<string | null | undefined>
  /** The caller's role scope, or null when signed out. */
  getScope?: () => ApiScope | null | undefined
  fetch?: (input: Request) => Promise<Response>
  /** Waits (ms) before each automatic retry of a creation; its length is the number of retries. */
  retryDelays?: readonly number[]
}

/** Per-call options added to openapi-fetch's. */
export interface ApiCallOptions {
  /** `false` marks a failure silent: `toastForError` then gives nothing (docs/product.md §8). */
  errorMessage?: boolean
}

/**
 * The openapi-fetch client over the camelCased contract. Every method resolves with `{ data, response }`
 * and rejects with an `ApiError` on any failure (docs/product.md §8), so `data` is always there on success
 * (undefined for empty results).
 */
export type ApiClient = Client<CamelPaths>

type Operation = (typeof operations)[keyof typeof operations]
type Method = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS' | 'TRACE'

const ROLE_PREFIX: Record<Role, string> = {
  recruiter: '/admin',
  employer: '/company/{companyId}',
  talent: '/talent/{userId}',
}

function operationOf(method: string, path: string): Operation | undefined {
  return (operations as Record<string, Operation>)[`${method.toLowerCase()} ${path}`]
}

/**
 * The scope prefix of a call (ADR 0020): the role's own prefix when the operation is offered under it, else
 * unprefixed when offered so (`/me*`, `/register/*`), else the call is refused before anything is sent.
 */
export function resolveScopePrefix(offered: readonly string[] | undefined, scope: ApiScope | null | undefined) {
  if (!offered) return ''
  if (scope) {
    const template = ROLE_PREFIX[scope.role]
    if (offered.includes(template)) {
      const values: Record<string, string | null | undefined> = { companyId: scope.companyId, userId: scope.userId }
      return template.replace(/\{(\w+)\}/g, (_, name: string) => {
        const value = values[name]
        if (!value) throw scopeError(`Missing ${name} for the ${scope.role} scope.`)
        return encodeURIComponent(value)
      })
    }
  }
  if (offered.includes('')) return ''
  throw scopeError('This action is not available for your role.')
}

function scopeError(message: string) {
  return new ApiError({ kind: 'scope', status: 0, message, body: null })
}

function stripTrailingSlash(url: string) {
  return url.replace(/\/+$/, '')
}

function isJson(response: Response) {
  const type = response.headers.get('content-type') ?? ''
  return /[/+]json\b/i.test(type)
}

function rebuild(response: Response, body: string | null) {
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.delete('content-encoding')
  if (body === null) headers.delete('content-type')
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

async function errorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '')
  const retryAfterMs = retryAfterOf(response.headers.get('retry-after'))
  let body: unknown = undefined
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text)
    } catch {
      body = undefined
    }
  }
  if (body === undefined || (!isPlainObject(body) && !Array.isArray(body))) {
    // Not JSON (a proxy's HTML page, a gateway's text): the status text is all we can say (docs/product.md §8).
    return new ApiError({
      kind: 'failed_request',
      status: response.status,
      body: text || null,
      message: response.statusText || FAILED_REQUEST,
      retryAfterMs,
    })
  }
  return new ApiError({
    kind: 'http',
    status: response.status,
    body,
    message: humanizeError(body, response.status),
    retryAfterMs,
  })
}

function isAbort(error: unknown) {
  return (
    (error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException)) &&
    (error as Error).name === 'AbortError'
  )
}

/** Bearer token on every call that has one (public operations simply ignore it). */
function authMiddleware(getAccessToken: ApiClientOptions['getAccessToken']): Middleware {
  return {
    async onRequest({ request }) {
      if (!getAccessToken || request.headers.has('authorization')) return
      const token = await getAccessToken()
      if (token) request.headers.set('authorization', `Bearer ${token}`)
    },
  }
}

/** docs/product.md §7 and §8 on the way back: failures reject, empty results, list normalisation, camelCase. */
const responseMiddleware: Middleware = {
  async onResponse({ request, response, schemaPath }) {
    if (!response.ok) throw await errorFrom(response)
    if (request.method === 'DELETE' || response.status === 204) return rebuild(response, null)
    if (!isJson(response)) return
    const text = await response.text()
    if (text.trim() === '') return rebuild(response, null)
    const operation = operationOf(request.method, schemaPath)
    const body = normalizeListBody(JSON.parse(text))
    return rebuild(response, JSON.stringify(camelizeKeys(body, operation?.freeForm.response ?? [])))
  },
  onError({ error }) {
    if (isAbort(error) || error instanceof ApiError) return
    return new ApiError({ kind: 'offline', status: 0, message: OFFLINE_MESSAGE, body: null, cause: error })
  },
}

const defaultQuery = createQuerySerializer()

/**
 * Creates the API client (ADR 0020): openapi-fetch over the contract with the conventions of docs/product.md §7 and §8.
 *
 * - URL: `baseUrl` + /api/v1 + the caller's role prefix, chosen from the scopes generated from the contract.
 * - Bearer token from `getAccessToken`.
 * - Bodies and query parameters go snake_case, responses come back camelCase (keys only).
 * - A body given to a GET goes as query parameters.
 * - 204, empty content and any DELETE resolve with `data: undefined`.
 * - Lists come back as `Page<T>` whatever their wire shape.
 * - A FormData body goes untouched (multipart); a plain object to a multipart operation becomes one.
 * - Failures reject with an `ApiError` whose `message` is the human text of docs/product.md §8.
 * - Safe writes (ADR 0027): the ETag of each read goes back as `If-Match` on its changes; a POST whose contract
 *   declares `Idempotency-Key` gets one key per call, kept across its automatic retries (no answer, 5xx, or 409
 *   while the first request still runs; never another 4xx).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = stripTrailingSlash(options.baseUrl)
  const root = base.endsWith(API_ROOT) ? base : `${base}${API_ROOT}`
  const client = createClient<CamelPaths>({
    baseUrl: root,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    querySerializer: (query) => defaultQuery(snakeizeKeys(query)),
  })
  // Last: its onResponse runs first and sees the raw answer (ETag, 412) before failures are rejected.
  client.use(authMiddleware(options.getAccessToken), responseMiddleware, versionMiddleware(operationOf))
  const retryDelays = options.retryDelays ?? RETRY_DELAYS

  function call(method: Method, path: string, init: Record<string, unknown> = {}) {
    const operation = operationOf(method, path)
    if (method !== 'POST' || !operation?.idempotencyKey) return send(method, path, operation, init)
    // One key per intended creation, the same on each retry: the server then creates it at most once (ADR 0027).
    const keyed = hasHeader(init, 'idempotency-key')
      ? init
      : { ...init, headers: withHeader(init.headers, 'idempotency-key', newIdempotencyKey()) }
    return retried(() => send(method, path, operation, keyed), init.signal as AbortSignal | undefined)
  }

  async function retried<T>(attempt: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
    for (let tries = 0; ; tries++) {
      try {
        return await attempt()
      } catch (error) {
        const delay = isRetryable(error) ? retryDelay(error, tries, retryDelays) : null
        if (delay === null) throw error
        await wait(delay, signal)
      }
    }
  }

  function send(method: Method, path: string, operation: Operation | undefined, init: Record<string, unknown>) {
    const { errorMessage, body, params, ...rest } = init as Record<string, unknown> & ApiCallOptions
    let finalParams = params as Record<string, unknown> | undefined
    let finalBody = body
    if ((method === 'GET' || method === 'HEAD') && body !== undefined && body !== null) {
      // docs/product.md §7: GET bodies become query parameters (explicit query parameters win).
      const query = isPlainObject(body) ? body : {}
      finalParams = { ...finalParams, query: { ...query, ...(finalParams?.query as object | undefined) } }
      finalBody = undefined
    }
    let prefix: string
    try {
      prefix = resolveScopePrefix(operation?.scopes, options.getScope?.())
    } catch (error) {
      return Promise.reject(error)
    }
    const request = client.request as (m: string, p: string, i: object) => Promise<unknown>
    return request(method.toLowerCase(), path, {
      ...rest,
      params: finalParams,
      body: finalBody,
      baseUrl: `${root}${prefix}`,
      bodySerializer: (value: unknown) => serializeBody(value, operation),
    }).catch((error: unknown) => {
      if (error instanceof ApiError && errorMessage === false) error.silent = true
      throw error
    })
  }

  const methods = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE'] as const
  const wrapped: Record<string, unknown> = {
    request: (method: string, path: string, init?: Record<string, unknown>) =>
      call(method.toUpperCase() as Method, path, init),
    use: client.use,
    eject: client.eject,
  }
  for (const method of methods) {
    wrapped[method] = (path: string, init?: Record<string, unknown>) => call(method, path, init)
  }
  return wrapped as unknown as ApiClient
}

type CallHeaders = Headers | [string, string][] | Record<string, unknown> | undefined

/** Whether the caller gave this header, in `headers` or as a contract header parameter (`params.header`). */
function hasHeader(init: Record<string, unknown>, name: string) {
  const given = (headers: unknown) => {
    if (headers instanceof Headers) return headers.has(name)
    const entries = Array.isArray(headers) ? headers : Object.entries((headers ?? {}) as Record<string, unknown>)
    return entries.some(([key, value]) => key.toLowerCase() === name && value !== null && value !== undefined)
  }
  return given(init.headers) || given((init.params as { header?: unknown } | undefined)?.header)
}

function withHeader(headers: unknown, name: string, value: string): CallHeaders {
  if (headers instanceof Headers) {
    const copy = new Headers(headers)
    copy.set(name, value)
    return copy
  }
  if (Array.isArray(headers)) return [...(headers as [string, string][]), [name, value]]
  return { ...(headers as Record<string, unknown> | undefined), [name]: value }
}

function serializeBody(value: unknown, operation: Operation | undefined) {
  if (value instanceof FormData || value instanceof Blob || value instanceof URLSearchParams) return value
  if (typeof value === 'string') return value
  if (operation?.multipart && isPlainObject(value)) return toFormData(value as Parameters<typeof toFormData>[0])
  return JSON.stringify(snakeizeKeys(value, operation?.freeForm.request ?? []))
}
