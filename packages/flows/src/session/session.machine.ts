import { assign, setup, type SnapshotFrom } from 'xstate'
import { effect } from '../shared/effects.ts'
import { errorMessage, errorStatus, oops, SIGN_IN_FAILED, SIGN_OUT_FAILED } from './session.errors.ts'
import { clearConnectionFlags, writeConnectionFlags } from './session.storage.ts'
import type { Session, SessionUser, SignOutReason, StorageLike } from './session.types.ts'

export interface SessionInput {
  /** Where the connection flags live: `window.localStorage` in the portal, a `MemoryStorage` in tests. */
  storage: StorageLike
}

export interface SessionContext {
  storage: StorageLike
  user: SessionUser | null
  accessToken: string | null
  /** Human message to show on the login screen ("Oops... ..."), null when there is nothing to say. */
  error: string | null
  /** HTTP status of the last failed effect (docs/product.md §4: the failed stage stores the message and the status). */
  status: number | null
  /** Why the last sign-out happened; null before the first. */
  signOutReason: SignOutReason | null
  /** The provider redirect asked by the last SIGN_IN. */
  signIn: SignInRedirectInput | null
}

export type SessionEvent =
  /**
   * Start the provider redirect; `company` asks for the company variant of the sign-in page, `returnTo` is the
   * same-origin deep link to land on after sign-in (the root redirect without one).
   */
  | { type: 'SIGN_IN'; company?: boolean; returnTo?: string }
  /** The sign-in callback finished with a token. */
  | { type: 'SIGNED_IN'; accessToken: string }
  | { type: 'SIGN_OUT' }
  /** Any authentication failure seen elsewhere (callback error, silent renew error, 401 storm). */
  | { type: 'AUTH_ERROR'; message?: string }
  /** The current user changed (PUT /me, PUT /me/email, onboarding finished). */
  | { type: 'USER_UPDATED'; user: SessionUser }
  | { type: 'TOKEN_REFRESHED'; accessToken: string }

export interface FetchMeInput {
  accessToken: string
}
export interface SignInRedirectInput {
  company: boolean
  /** Carried through the provider round trip; the portal checks it again when the user comes back. */
  returnTo?: string
}
export interface SignOutInput {
  reason: SignOutReason
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as 'busy',
  },
  actors: {
    /** Reads a stored session (oidc-client-ts `getUser()`); resolves null when there is none. */
    restoreSession: effect<Session | null>('sessionMachine', 'restoreSession'),
    /** GET /me with the given token. Rejects with an ApiError-like `{ status, message }`. */
    fetchMe: effect<SessionUser, FetchMeInput>('sessionMachine', 'fetchMe'),
    /** Redirects the browser to the provider (`signinRedirect`); the page unloads, so it rarely settles. */
    signInRedirect: effect<void, SignInRedirectInput>('sessionMachine', 'signInRedirect'),
    /** Drops the local session; for reason 'user' also redirects to the provider's logout. */
    signOut: effect<void, SignOutInput>('sessionMachine', 'signOut'),
  },
  guards: {
    hasSession: (_, params: { session: Session | null }) => params.session !== null,
    isForbidden: (_, params: { error: unknown }) => errorStatus(params.error) === 403,
    isUnauthorized: (_, params: { error: unknown }) => errorStatus(params.error) === 401,
    hasNoError: ({ context }) => context.error === null,
  },
  actions: {
    storeToken: assign((_, params: { accessToken: string }) => ({ accessToken: params.accessToken })),
    storeUser: assign((_, params: { user: SessionUser }) => ({ user: params.user, error: null, status: null })),
    forgetSession: assign({ user: null, accessToken: null }),
    clearError: assign({ error: null, status: null }),
    fail: assign((_, params: { error: unknown; fallback: string }) => ({
      error: oops(errorMessage(params.error), params.fallback),
      status: errorStatus(params.error),
    })),
    failAuth: assign((_, params: { message: string | undefined }) => ({
      error: oops(params.message?.trim() || undefined, SIGN_IN_FAILED),
      status: null,
    })),
    rememberStatus: assign((_, params: { error: unknown }) => ({ error: null, status: errorStatus(params.error) })),
    setSignOutReason: assign((_, params: { reason: SignOutReason }) => ({ signOutReason: params.reason })),
    // Runs right after storeUser.
    writeConnectionFlags: ({ context }) => writeConnectionFlags(context.storage, context.user!),
    requestSignIn: assign((_, params: SignInRedirectInput) => ({ signIn: params, error: null, status: null })),
    clearConnectionFlags: ({ context }) => clearConnectionFlags(context.storage),
    clearStorage: ({ context }) => context.storage.clear(),
  },
}).createMachine({
  id: 'session',
  description: 'Sign-in session (docs/product.md §4): loading (spinner), authenticated, unauthenticated.',
  context: ({ input }) => ({
    storage: input.storage,
    user: null,
    accessToken: null,
    error: null,
    status: null,
    signOutReason: null,
    signIn: null,
  }),
  initial: 'loading',
  on: {
    AUTH_ERROR: {
      target: '.signingOut',
      actions: [
        'clearStorage',
        { type: 'failAuth', params: ({ event }) => ({ message: event.message }) },
        { type: 'setSignOutReason', params: { reason: 'auth-error' } },
      ],
    },
  },
  states: {
    loading: {
      tags: 'busy',
      initial: 'restoring',
      states: {
        restoring: {
          invoke: {
            id: 'restoreSession',
            src: 'restoreSession',
            onDone: [
              {
                guard: { type: 'hasSession', params: ({ event }) => ({ session: event.output }) },
                target: 'fetchingMe',
                actions: {
                  type: 'storeToken',
                  params: ({ event }) => ({ accessToken: event.output!.accessToken }),
                },
              },
              { target: '#session.unauthenticated' },
            ],
            onError: { target: '#session.unauthenticated' },
          },
          on: {
            SIGNED_IN: {
              target: 'fetchingMe',
              actions: { type: 'storeToken', params: ({ event }) => ({ accessToken: event.accessToken }) },
            },
          },
        },
        fetchingMe: {
          invoke: {
            id: 'fetchMe',
            src: 'fetchMe',
            // Entered only with a token (stored on the way in).
            input: ({ context }) => ({ accessToken: context.accessToken! }),
            onDone: {
              target: '#session.authenticated',
              actions: [{ type: 'storeUser', params: ({ event }) => ({ user: event.output }) }, 'writeConnectionFlags'],
            },
            onError: [
              {
                guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
                target: '#session.signingOut',
                actions: [
                  'clearStorage',
                  { type: 'fail', params: ({ event }) => ({ error: event.error, fallback: SIGN_IN_FAILED }) },
                  { type: 'setSignOutReason', params: { reason: 'forbidden' } },
                ],
              },
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
                target: '#session.unauthenticated',
                actions: ['forgetSession', { type: 'rememberStatus', params: ({ event }) => ({ error: event.error }) }],
              },
              {
                target: '#session.unauthenticated',
                actions: [
                  'forgetSession',
                  { type: 'fail', params: ({ event }) => ({ error: event.error, fallback: SIGN_IN_FAILED }) },
                ],
              },
            ],
          },
          on: {
            TOKEN_REFRESHED: {
              actions: { type: 'storeToken', params: ({ event }) => ({ accessToken: event.accessToken }) },
            },
          },
        },
      },
    },
    authenticated: {
      on: {
        // No SIGN_IN here: login is skipped when already authenticated (docs/product.md §4).
        SIGN_OUT: {
          target: 'signingOut',
          actions: ['clearConnectionFlags', { type: 'setSignOutReason', params: { reason: 'user' } }],
        },
        USER_UPDATED: {
          actions: [{ type: 'storeUser', params: ({ event }) => ({ user: event.user }) }, 'writeConnectionFlags'],
        },
        TOKEN_REFRESHED: {
          actions: { type: 'storeToken', params: ({ event }) => ({ accessToken: event.accessToken }) },
        },
      },
    },
    unauthenticated: {
      initial: 'idle',
      on: {
        SIGNED_IN: {
          target: 'loading.fetchingMe',
          actions: ['clearError', { type: 'storeToken', params: ({ event }) => ({ accessToken: event.accessToken }) }],
        },
      },
      states: {
        idle: {
          on: {
            SIGN_IN: {
              target: 'redirecting',
              actions: {
                type: 'requestSignIn',
                params: ({ event }) => ({
                  company: event.company === true,
                  ...(event.returnTo ? { returnTo: event.returnTo } : {}),
                }),
              },
            },
          },
        },
        redirecting: {
          tags: 'busy',
          invoke: {
            id: 'signInRedirect',
            src: 'signInRedirect',
            input: ({ context }) => context.signIn!,
            // onDone: stay; the browser is leaving for the provider.
            onError: {
              target: 'idle',
              actions: { type: 'fail', params: ({ event }) => ({ error: event.error, fallback: SIGN_IN_FAILED }) },
            },
          },
        },
      },
    },
    signingOut: {
      tags: 'busy',
      entry: 'forgetSession',
      invoke: {
        id: 'signOut',
        src: 'signOut',
        // Every way into signingOut sets the reason.
        input: ({ context }) => ({ reason: context.signOutReason! }),
        onDone: { target: 'unauthenticated' },
        onError: [
          {
            guard: 'hasNoError',
            target: 'unauthenticated',
            actions: { type: 'fail', params: ({ event }) => ({ error: event.error, fallback: SIGN_OUT_FAILED }) },
          },
          // Keep the first message: the auth error that caused this sign-out says more than its failure.
          { target: 'unauthenticated' },
        ],
      },
      on: {
        AUTH_ERROR: { actions: { type: 'failAuth', params: ({ event }) => ({ message: event.message }) } },
      },
    },
  },
})

export type SessionMachine = typeof sessionMachine
export type SessionSnapshot = SnapshotFrom<SessionMachine>

/** Spinner while true: restoring, fetching /me, redirecting to the provider, signing out. */
export function isSessionBusy(snapshot: SessionSnapshot): boolean {
  return snapshot.hasTag('busy')
}
