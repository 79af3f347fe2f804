import { getApplicationQuery, isApiError, type ApiClient } from '@hireloop/api'
import type { ApplicationActor, SessionUser } from '@hireloop/flows'
import type { QueryClient } from '@tanstack/react-query'

// What the server answers for an application, vacancy or resume the reader may not see, or for a mistyped id: the
// reader learns it is not available, never why.
const UNAVAILABLE = new Set([400, 403, 404])

export function isUnavailable(error: unknown): boolean {
  return isApiError(error) && error.status !== null && UNAVAILABLE.has(error.status)
}

/** The reader's side of the transition table: an admin acts as a recruiter. */
export function sideOf(user: SessionUser | null): ApplicationActor {
  if (user?.userType === 'talent' || user?.userType === 'employer') return user.userType
  return 'recruiter'
}

/** Loads the application into the cache and answers it (its vacancy and resume ids lead to the document). */
export function ensureApplication(queryClient: QueryClient, api: ApiClient, id: string) {
  return queryClient.ensureQueryData(getApplicationQuery(api, { path: { id } }))
}
