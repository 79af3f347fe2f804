import { toCamelCase, isPlainObject } from './case.ts'

/**
 * - `http`: the server answered a failure with a JSON body (docs/product.md §8: rejected with body + status).
 * - `failed_request`: a failure that is not JSON (proxy page, CORS-blocked gateway...).
 * - `offline`: no response at all (network down, DNS, connection reset).
 * - `scope`: the operation is not offered under the caller's role; nothing was sent.
 */
export type ApiErrorKind = 'http' | 'failed_request' | 'offline' | 'scope'

export const OFFLINE_MESSAGE = 'No internet connection. Check your network and try again.'
export const TECHNICAL_PROBLEM = 'Technical problem'
export const FAILED_REQUEST = 'failed_request_error'

export interface ApiErrorInit {
  kind: ApiErrorKind
  status: number
  body?: unknown
  message: string
  silent?: boolean
  cause?: unknown
  retryAfterMs?: number | null
}

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  /** HTTP status; 0 when no response arrived. */
  readonly status: number
  /** The failure body as the server sent it (snake_case field names), `null` when there was none. */
  readonly body: unknown
  /** True when no message should be shown: status 401 (the session handles it) or `errorMessage: false`. */
  silent: boolean
  /** The server's `Retry-After` (429, a creation still running), in milliseconds; null when it gave none. */
  readonly retryAfterMs: number | null

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause })
    this.kind = init.kind
    this.status = init.status
    this.body = init.body ?? null
    this.silent = init.silent ?? init.status === 401
    this.retryAfterMs = init.retryAfterMs ?? null
  }

  /** Messages per form field (camelCase dotted paths such as `employer.email`), for inline form errors. */
  get fieldErrors(): Record<string, string[]> {
    return fieldErrorsOf(this.body)
  }
}

/** `Retry-After` as milliseconds: delay-seconds or an HTTP date (RFC 9110); null when absent or unreadable. */
export function retryAfterOf(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000
  const date = Date.parse(header)
  return Number.isNaN(date) ? null : Math.max(date - now, 0)
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

const LOCATIONS = new Set(['body', 'query', 'path', 'header', 'cookie'])
/** Keys that carry a message for the whole request rather than a field. */
const GENERAL_KEYS = new Set(['message', 'non_field_errors', 'detail', 'error'])

function locationOf(loc: unknown): string {
  const parts = Array.isArray(loc) ? loc.map(String) : loc == null ? [] : [String(loc)]
  if (parts.length > 1 && LOCATIONS.has(parts[0]!)) parts.shift()
  return parts.join('.')
}

function messagesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value]
  return list.filter((m): m is string => typeof m === 'string' && m.trim() !== '')
}

/** Flattens `{ employer: { email: [...] } }` to `[['employer.email', [...]]]`. */
function fieldEntries(body: Record<string, unknown>, prefix = ''): [string, unknown][] {
  return Object.entries(body).flatMap(([key, value]): [string, unknown][] =>
    isPlainObject(value) ? fieldEntries(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  )
}

const FALLBACK_BY_STATUS: Record<number, string> = {
  401: 'Authentication required.',
  403: 'You cannot access this resource.',
  404: 'Not found.',
}

/**
 * The human text of a failure body (docs/product.md §8, ADR 0021):
 * - `{ detail: [{ loc, msg }] }` -> one `loc: msg` line per item (`body` dropped from the location);
 * - `{ detail: "text" }` -> the text;
 * - `{ field: ["a", "b"] }` -> one `field: a, b` line per field; a field without a usable message gives
 *   `field: Technical problem`; whole-request keys (`message`, `non_field_errors`) give the message alone.
 */
export function humanizeError(body: unknown, status: number): string {
  const fallback = FALLBACK_BY_STATUS[status] ?? TECHNICAL_PROBLEM
  if (typeof body === 'string') return body.trim() || fallback
  if (!isPlainObject(body)) return fallback
  const { detail } = body
  if (Array.isArray(detail)) {
    const lines = detail.map((item) => {
      if (!isPlainObject(item)) return messagesOf(item)[0] ?? TECHNICAL_PROBLEM
      const where = locationOf(item.loc)
      const msg = messagesOf(item.msg)[0] ?? TECHNICAL_PROBLEM
      return where ? `${where}: ${msg}` : msg
    })
    return lines.join('\n') || fallback
  }
  if (typeof detail === 'string' && detail.trim()) return detail
  const lines = fieldEntries(body).map(([name, value]) => {
    const text = messagesOf(value).join(', ') || TECHNICAL_PROBLEM
    return GENERAL_KEYS.has(name) ? text : `${name}: ${text}`
  })
  return lines.join('\n') || fallback
}

function camelPath(path: string): string {
  return path.split('.').map(toCamelCase).join('.')
}

export function fieldErrorsOf(body: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  const add = (path: string, messages: string[]) => {
    if (!path || messages.length === 0) return
    ;(out[camelPath(path)] ??= []).push(...messages)
  }
  if (!isPlainObject(body)) return out
  if (Array.isArray(body.detail)) {
    for (const item of body.detail) if (isPlainObject(item)) add(locationOf(item.loc), messagesOf(item.msg))
    return out
  }
  for (const [name, value] of fieldEntries(body)) if (!GENERAL_KEYS.has(name)) add(name, messagesOf(value))
  return out
}

export interface ToastDescriptor {
  type: 'error' | 'warning'
  title: string
  description: string
}

/**
 * What the portal's toaster should show for a failed call, or null for none (401, `errorMessage: false`).
 * No DOM here: the portal passes the descriptor to the design system's toaster.
 */
export function toastForError(error: unknown): ToastDescriptor | null {
  if (error instanceof ApiError) {
    if (error.silent) return null
    if (error.kind === 'offline') return { type: 'warning', title: 'Connection lost', description: error.message }
    return { type: 'error', title: 'Error', description: error.message }
  }
  if (error instanceof Error && error.name === 'AbortError') return null
  const description = error instanceof Error && error.message ? error.message : TECHNICAL_PROBLEM
  return { type: 'error', title: 'Error', description }
}
