import { ApiError, createApiClient, getMeQuery, invalidateDeclared, type CurrentUser } from '@hireloop/api'
import { sessionMachine, type SessionUser, type StorageLike } from '@hireloop/flows'
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { createActor, fromPromise } from 'xstate'
import { createIdentity, type Identity } from '../auth/identity.ts'
import { scopeOf } from '../auth/scope.ts'
import { isSignInCallback } from '../auth/sign-in-callback.ts'
import type { PortalConfig } from '../config/portal-config.ts'
import type { Services } from './services.tsx'
import { devInspector } from '../inspector/dev-inspector.ts'

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.'

/** Longer than a loader's read takes to reach its mounted screen on a slow phone. */
const FRESH_MS = 10_000

/** Read in the last few seconds, and not made stale since by an event or a mutation. */
function justRead(state: { dataUpdatedAt: number; isInvalidated: boolean }): boolean {
  return !state.isInvalidated && state.dataUpdatedAt > 0 && Date.now() - state.dataUpdatedAt < FRESH_MS
}

/**
 * Boot: identity and the redirect back from the provider, then the services, once, before the first render. The
 * callback is finished before the session starts, so restoring finds the new user.
 */
export async function createServices(config: PortalConfig): Promise<Services> {
  const identity = createIdentity(config)
  let callbackError: unknown = null
  if (isSignInCallback(window.location)) {
    try {
      const { returnTo } = await identity.completeSignIn()
      window.history.replaceState(null, '', returnTo)
    } catch (error) {
      callbackError = error
      window.history.replaceState(null, '', '/login')
    }
  }
  const services = assembleServices({ config, identity, storage: window.localStorage })
  if (callbackError) services.session.send({ type: 'AUTH_ERROR', message: messageOf(callbackError) })
  return services
}

export interface ServiceParts {
  config: PortalConfig
  identity: Identity
  /** Where the session keeps the connection flags of docs/product.md §4. */
  storage: StorageLike
  /** Retries of a failed read. @default twice, except after a 4xx */
  retry?: boolean | number | ((failures: number, error: Error) => boolean)
}

/**
 * The session actor, API client and query client wired to each other: the client signs calls with the session's
 * token and scope, a 401 while signed in ends the session, and leaving the session empties the cache. Stories build
 * the same services over a stand-in identity and the mock marketplace.
 */
export function assembleServices({ config, identity, storage, retry = retryBelow500 }: ServiceParts): Services {
  // A 401 while signed in means the session is gone (revoked, expired beyond renewal): back to login (docs/product.md §4).
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401 && session.getSnapshot().matches('authenticated')) {
      session.send({ type: 'AUTH_ERROR', message: SESSION_EXPIRED })
    }
  }
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    // Every generated mutation declares the queries it makes stale (ADR 0028).
    mutationCache: new MutationCache({ onError, onSuccess: invalidateDeclared }),
    // A screen does not read again on mounting what its route's loader has just read: with every read stale at once,
    // each first load and route change asked for its data twice (ADR 0108). Anything else stays as it was: reads are
    // stale at once for a window coming back into focus, for fetchQuery, and for what live events and mutations
    // invalidate (ADRs 0026, 0028).
    defaultOptions: {
      queries: { retry, refetchOnWindowFocus: true, refetchOnMount: (query) => !justRead(query.state) },
    },
  })

  let user: CurrentUser | null = null
  const session = createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise(() => identity.restore()),
        fetchMe: fromPromise(async (): Promise<SessionUser> => (user = await queryClient.fetchQuery(getMeQuery(api)))),
        signInRedirect: fromPromise(({ input }) => identity.signInRedirect(input)),
        signOut: fromPromise(async ({ input }) => {
          if (input.reason === 'user') await identity.signOut()
          else await identity.forget()
        }),
      },
    }),
    // Development only, when switched on (the account menu): the session machine in Stately's inspector.
    { input: { storage }, inspect: devInspector?.inspect },
  )

  const api = createApiClient({
    baseUrl: config.apiBaseUrl,
    getAccessToken: () => session.getSnapshot().context.accessToken,
    getScope: () => scopeOf(session.getSnapshot().context.user ?? user),
  })

  identity.onTokenRenewed((accessToken) => session.send({ type: 'TOKEN_REFRESHED', accessToken }))
  // Leaving a session forgets what it read, so the next user never sees it. Only then: public pages (an activation
  // link's one-time answer) keep their cache while nobody is signed in.
  let signedIn = false
  session.subscribe((snapshot) => {
    const authenticated = snapshot.matches('authenticated')
    if (signedIn && !authenticated) queryClient.clear()
    signedIn = authenticated
  })
  session.start()
  return { config, identity, api, session, queryClient }
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined
}

function retryBelow500(failures: number, error: Error): boolean {
  return !(error instanceof ApiError && error.status < 500) && failures < 2
}
