import { SIGN_IN_CALLBACK_PATH } from './sign-in-callback.ts'

// Any origin will do: values are resolved against it only to see whether they would stay on it.
const BASE = new URL('http://portal.invalid')

/**
 * Only same-origin paths: the state comes back through the browser and must not become an open redirect. The URL
 * parser decides, as the browser would (`/\evil.example` and `/\t/evil.example` leave the origin there too).
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/'
  const url = new URL(value, BASE)
  if (url.origin !== BASE.origin) return '/'
  return `${url.pathname}${url.search}${url.hash}`
}

/** Landing on these after sign-in would start it again (router paths match regardless of case). */
const SIGN_IN_PATHS = ['/login', SIGN_IN_CALLBACK_PATH]

/**
 * The deep link to come back to after sign-in (ADR 0050), or undefined for the root redirect: a same-origin path
 * with its query and hash, never the root itself nor a sign-in path. Only the signed-in layout asks, so auth pages
 * (public) and unknown paths (sent to /login without one, docs/product.md §2) never get here.
 */
export function signInReturnTo(value: unknown): string | undefined {
  const path = safeReturnTo(value)
  const pathname = new URL(path, BASE).pathname.toLowerCase()
  if (pathname === '/' || SIGN_IN_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return undefined
  return path
}

/** What the signed-in layout hands to /login: router state, so it is never read from a URL anyone can send. */
export interface LoginState {
  returnTo?: string
}

export function loginStateFor(location: Pick<Location, 'pathname' | 'search' | 'hash'>): LoginState {
  const returnTo = signInReturnTo(`${location.pathname}${location.search}${location.hash}`)
  return returnTo ? { returnTo } : {}
}

export function returnToOf(state: unknown): string | undefined {
  return typeof state === 'object' && state !== null ? signInReturnTo((state as LoginState).returnTo) : undefined
}
