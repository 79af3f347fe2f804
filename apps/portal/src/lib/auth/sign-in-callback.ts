/** The provider sends the browser back here with `code` and `state` (ADR 0050). */
export const SIGN_IN_CALLBACK_PATH = '/auth/callback'

/**
 * Payment onboarding (docs/product.md §2) returns to its own path with `code` and `state` parameters too; those belong to the
 * payment provider, so sign-in callback handling must skip it.
 */
export const STRIPE_OAUTH_CALLBACK_PATH = '/stripe-oauth-callback'

export function isSignInCallback(location: Pick<Location, 'pathname' | 'search'>): boolean {
  if (location.pathname.startsWith(STRIPE_OAUTH_CALLBACK_PATH)) return false
  if (location.pathname !== SIGN_IN_CALLBACK_PATH) return false
  const params = new URLSearchParams(location.search)
  return params.has('state') && (params.has('code') || params.has('error'))
}
