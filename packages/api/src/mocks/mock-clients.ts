import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import type { ApiError } from '../client/api-error.ts'
import { createApiClient, type ApiScope } from '../client/create-api-client.ts'
import { demoEmails, resetDb, signInAs, userByEmail, type DemoLogin } from './db.ts'
import { handlers } from './handlers.ts'

/**
 * The mock marketplace behind MSW for a test file, with a fresh db before each test and unhandled calls failing.
 * Answers the server, so a file can add state handlers with `server.use(...)`.
 */
export function useMockMarketplace() {
  const server = setupServer(...handlers)
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  beforeEach(() => {
    resetDb()
  })
  return server
}

/** A client signed in as a demo login (null: a visitor): the token names the user, the scope follows its role. */
export function clientAs(login: DemoLogin | null) {
  const user = login ? userByEmail(demoEmails[login])! : null
  signInAs(null)
  const scope: ApiScope | null = user ? { role: user.user_type, userId: user.id, companyId: user.company_id } : null
  return createApiClient({
    baseUrl: 'http://localhost',
    getAccessToken: () => (user ? `mock:${user.email}` : null),
    getScope: () => scope,
  })
}

/** The error a call is refused with, or null when it succeeds. */
export const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: ApiError) => error,
  )
