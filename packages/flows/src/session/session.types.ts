/**
 * The slice of the current user (`CurrentUser` of the API, camelCase) that the session needs.
 * Structural on purpose: `CurrentUser` from `@hireloop/api` is assignable to it.
 */
export type UserType = 'talent' | 'employer' | 'recruiter'

export interface SessionUser {
  id: string
  userType: UserType
  isAdmin: boolean
  firstName?: string | null
  lastName?: string | null
  email?: string | null
  imageUrl?: string | null
  companyId?: string | null
  /** `type` is null until the employer finishes onboarding. */
  company?: { id?: string; name?: string; type: string | null } | null
  /** null when the talent has no resume yet. */
  resume?: { id: string; draft: boolean } | null
}

/** What `restoreSession` resolves when a signed-in session exists. */
export interface Session {
  accessToken: string
}

/** The part of the Web Storage API the session writes to (window.localStorage in the portal). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>

/** Why the session signs out: the portal only redirects to the provider's logout for `user`. */
export type SignOutReason = 'user' | 'auth-error' | 'forbidden'
