import type { Middleware } from 'openapi-fetch'
import { ApiError } from './api-error.ts'

/** What the contract says about one operation's safe-write headers (generated into scopes.ts). */
export interface SafeWriteFlags {
  /** The operation declares `If-Match`. */
  ifMatch: boolean
  /** The operation declares `Idempotency-Key`. */
  idempotencyKey: boolean
}

/** Tags kept at most; the oldest read is forgotten first (a long session reads many objects). */
const MAX_TAGS = 500

/**
 * The client half of optimistic concurrency (ADR 0027): the `ETag` of every successful GET, per URL path, goes back
 * as `If-Match` on a change of that path (PUT, PATCH, DELETE), and on a POST under it when the contract declares
 * `If-Match` for that POST (`POST /company/{id}/logo` changes the company read at `/company/{id}`). A write that
 * answers a new tag replaces it; a 412 or a write without one forgets it, so the next change is not refused for the
 * caller's own earlier change. A caller's own `If-Match` always wins.
 *
 * Register it after the middleware that rejects failures: openapi-fetch runs `onResponse` in reverse order, and
 * this one must see the 412 and the headers first.
 */
export function versionMiddleware(flagsOf: (method: string, schemaPath: string) => SafeWriteFlags | undefined) {
  const tags = new Map<string, string>()
  // The path whose tag a request in flight carries (by openapi-fetch's request id).
  const carried = new Map<string, string>()

  const remember = (path: string, tag: string) => {
    tags.delete(path)
    tags.set(path, tag)
    if (tags.size > MAX_TAGS) tags.delete(tags.keys().next().value!)
  }

  /** The remembered object a POST changes: the longest remembered path the POST's path lies under. */
  const ancestorOf = (path: string) => {
    let found: string | undefined
    for (const known of tags.keys()) {
      if (path.startsWith(`${known}/`) && (!found || known.length > found.length)) found = known
    }
    return found
  }

  const middleware: Middleware = {
    onRequest({ request, schemaPath, id }) {
      const path = new URL(request.url).pathname
      const method = request.method
      if (method === 'GET' || method === 'HEAD') return
      const target = method === 'POST' ? (flagsOf(method, schemaPath)?.ifMatch ? ancestorOf(path) : undefined) : path
      if (target === undefined) return
      carried.set(id, target)
      const tag = tags.get(target)
      if (tag !== undefined && !request.headers.has('if-match')) request.headers.set('if-match', tag)
    },
    onResponse({ request, response, id }) {
      const path = new URL(request.url).pathname
      const target = carried.get(id)
      carried.delete(id)
      const tag = response.headers.get('etag')
      if (request.method === 'GET') {
        if (!response.ok) return
        if (tag) remember(path, tag)
        else tags.delete(path)
        return
      }
      if (target === undefined) return
      if (response.status === 412 || (response.ok && request.method === 'DELETE')) tags.delete(target)
      else if (response.ok) {
        if (tag) remember(target, tag)
        else tags.delete(target)
      }
    },
    onError({ id }) {
      carried.delete(id)
    },
  }
  return middleware
}

/**
 * A new Idempotency-Key: a random UUID. `crypto.randomUUID` exists only in secure contexts (https, localhost); a
 * portal opened over plain http on another host builds the same version-4 UUID from `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Waits before the first and the second retry of a creation (ms). */
export const RETRY_DELAYS: readonly number[] = [300, 1000]
/** A `Retry-After` longer than this is not waited for: the call fails and the user decides. */
const MAX_RETRY_AFTER_MS = 5000

/**
 * Whether a creation that failed this way may be sent again with the same Idempotency-Key: no answer at all, a 5xx
 * (the server frees the key), or 409 while the first request still runs (the server says so with `Retry-After`).
 * Any other 4xx is an answer about the request itself: a retry would get it again.
 */
export function isRetryable(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false
  if (error.kind === 'offline') return true
  if (error.kind === 'scope') return false
  return error.status >= 500 || (error.status === 409 && error.retryAfterMs !== null)
}

/** The wait before retry `attempt` (0-based): the backoff, or the server's `Retry-After` when it asks for longer. */
export function retryDelay(error: ApiError, attempt: number, delays: readonly number[]): number | null {
  if (attempt >= delays.length) return null
  const asked = error.retryAfterMs ?? 0
  if (asked > MAX_RETRY_AFTER_MS) return null
  return Math.max(delays[attempt]!, asked)
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function wait(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal!.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
