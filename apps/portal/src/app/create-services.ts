import { ApiError, createApiClient, getMe, type CurrentUser } from '@hireloop/api'
import { sessionMachine, type SessionUser } from '@hireloop/flows'
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { createActor, fromPromise } from 'xstate'
import { createIdentity } from '../lib/auth/identity.ts'
import { isSignInCallback } from '../lib/auth/sign-in-callback.ts'
import { loadPortalConfig } from '../lib/config/portal-config.ts'
import { scopeOf } from '../lib/auth/scope.ts'
import type { Services } from './services.tsx'

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.'

/** Boot: configuration, identity, API client and the session actor, once, before the first render. */
export async function createServices(): Promise<Services> {
  const config = await loadPortalConfig()
  const identity = createIdentity(config)

  // The redirect back from the provider is finished before the session starts, so restoring finds the new user.
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

  let user: CurrentUser | null = null
  const session = createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise(() => identity.restore()),
        fetchMe: fromPromise(async (): Promise<SessionUser> => (user = await getMe(api))),
        signInRedirect: fromPromise(({ input }) => identity.signInRedirect(input)),
        signOut: fromPromise(async ({ input }) => {
          if (input.reason === 'user') await identity.signOut()
          else await identity.forget()
        }),
      },
    }),
    { input: { storage: window.localStorage } },
  )

  const api = createApiClient({
    baseUrl: config.apiBaseUrl,
    getAccessToken: () => session.getSnapshot().context.accessToken,
    getScope: () => scopeOf(session.getSnapshot().context.user ?? user),
  })

  // A 401 while signed in means the session is gone (revoked, expired beyond renewal): back to login (spec 4).
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401 && session.getSnapshot().matches('authenticated')) {
      session.send({ type: 'AUTH_ERROR', message: SESSION_EXPIRED })
    }
  }
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
        refetchOnWindowFocus: true,
      },
    },
  })

  identity.onTokenRenewed((accessToken) => session.send({ type: 'TOKEN_REFRESHED', accessToken }))
  session.subscribe((snapshot) => {
    if (!snapshot.matches('authenticated')) queryClient.clear()
  })
  session.start()
  if (callbackError) session.send({ type: 'AUTH_ERROR', message: messageOf(callbackError) })

  return { config, identity, api, session, queryClient }
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined
}
