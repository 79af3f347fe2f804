import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { createControlledActors, flush, stateLabel } from '../testing/index.ts'
import { itDeclaresItsEffects, itWalksEveryState } from '../testing/model-test.ts'
import { apiErrors, sessionModel, sessionUsers } from './session.fixtures.ts'
import { isSessionBusy, sessionMachine, type SessionEvent } from './session.machine.ts'
import { MemoryStorage, SESSION_STORAGE_KEYS } from './session.storage.ts'

const ACTORS = ['restoreSession', 'fetchMe', 'signInRedirect', 'signOut'] as const

function start(seed: Record<string, string> = {}) {
  const storage = new MemoryStorage()
  for (const [key, value] of Object.entries(seed)) storage.setItem(key, value)
  const controls = createControlledActors(ACTORS)
  const actor = createActor(sessionMachine.provide({ actors: controls.actors }), { input: { storage } })
  actor.start()
  const state = () => stateLabel(actor.getSnapshot().value)
  const context = () => actor.getSnapshot().context
  const send = async (event: SessionEvent) => {
    actor.send(event)
    await flush()
  }
  const resolve = async (name: string, output: unknown) => {
    controls.resolve(name, output)
    await flush()
  }
  const reject = async (name: string, error: unknown) => {
    controls.reject(name, error)
    await flush()
  }
  return { storage, controls, actor, state, context, send, resolve, reject }
}

async function signedInAs(user: (typeof sessionUsers)[keyof typeof sessionUsers], seed?: Record<string, string>) {
  const s = start(seed)
  await s.resolve('restoreSession', { accessToken: 'token-1' })
  await s.resolve('fetchMe', user)
  return s
}

describe('sessionMachine: effects (ADR 0040)', () => {
  itDeclaresItsEffects(sessionMachine, { name: 'sessionMachine', id: 'session', effects: ACTORS })
})

describe('sessionMachine: restoring', () => {
  it('starts loading and restores the stored session', async () => {
    const s = start()
    expect(s.state()).toBe('loading.restoring')
    expect(isSessionBusy(s.actor.getSnapshot())).toBe(true)
    await s.resolve('restoreSession', { accessToken: 'token-1' })
    expect(s.state()).toBe('loading.fetchingMe')
    expect(s.controls.pending()).toEqual([{ name: 'fetchMe', input: { accessToken: 'token-1' } }])
    await s.resolve('fetchMe', sessionUsers.talentPublished)
    expect(s.state()).toBe('authenticated')
    expect(s.context()).toMatchObject({
      user: sessionUsers.talentPublished,
      error: null,
      status: null,
      accessToken: 'token-1',
    })
    expect(isSessionBusy(s.actor.getSnapshot())).toBe(false)
  })

  it('without a stored session goes unauthenticated, with no error', async () => {
    const s = start()
    await s.resolve('restoreSession', null)
    expect(s.state()).toBe('unauthenticated.idle')
    expect(s.context().error).toBeNull()
  })

  it('treats a failing restore as no session', async () => {
    const s = start()
    await s.reject('restoreSession', new Error('Storage unavailable'))
    expect(s.state()).toBe('unauthenticated.idle')
    expect(s.context().error).toBeNull()
  })

  it('a token refreshed while /me is on its way is the one kept', async () => {
    const s = start()
    await s.resolve('restoreSession', { accessToken: 'token-1' })
    await s.send({ type: 'TOKEN_REFRESHED', accessToken: 'token-2' })
    expect(s.state()).toBe('loading.fetchingMe')
    expect(s.context().accessToken).toBe('token-2')
    await s.resolve('fetchMe', sessionUsers.talentPublished)
    expect(s.context()).toMatchObject({ accessToken: 'token-2', user: sessionUsers.talentPublished })
  })

  it('accepts a finished callback while still restoring', async () => {
    const s = start()
    await s.send({ type: 'SIGNED_IN', accessToken: 'token-2' })
    expect(s.state()).toBe('loading.fetchingMe')
    expect(s.controls.pending()).toEqual([{ name: 'fetchMe', input: { accessToken: 'token-2' } }])
  })
})

describe('sessionMachine: local storage flags after /me (docs/product.md §4)', () => {
  const { connectionType, isAdmin } = SESSION_STORAGE_KEYS

  it('a recruiter sets the recruiter connection type only', async () => {
    const s = await signedInAs(sessionUsers.recruiter, { [isAdmin]: 'true' })
    expect(s.storage.getItem(connectionType)).toBe('recruiter')
    expect(s.storage.getItem(isAdmin)).toBeNull()
  })

  it('an admin recruiter also sets the admin flag', async () => {
    const s = await signedInAs(sessionUsers.admin)
    expect(s.storage.toJSON()).toEqual({ connectionType: 'recruiter', isAdmin: 'true' })
  })

  it.each([
    ['talent', sessionUsers.talentPublished],
    ['employer', sessionUsers.employer],
  ])('a %s clears both flags', async (_, user) => {
    const s = await signedInAs(user, { [connectionType]: 'recruiter', [isAdmin]: 'true', other: 'kept' })
    expect(s.storage.toJSON()).toEqual({ other: 'kept' })
  })

  it('USER_UPDATED stores the user and rewrites the flags', async () => {
    const s = await signedInAs(sessionUsers.recruiter)
    await s.send({ type: 'USER_UPDATED', user: sessionUsers.admin })
    expect(s.state()).toBe('authenticated')
    expect(s.context().user).toEqual(sessionUsers.admin)
    expect(s.storage.getItem(isAdmin)).toBe('true')
  })

  it('TOKEN_REFRESHED keeps the user and replaces the token', async () => {
    const s = await signedInAs(sessionUsers.employer)
    await s.send({ type: 'TOKEN_REFRESHED', accessToken: 'token-9' })
    expect(s.state()).toBe('authenticated')
    expect(s.context()).toMatchObject({ accessToken: 'token-9', user: sessionUsers.employer })
  })
})

describe('sessionMachine: /me failures at start', () => {
  it('403: clears storage, signs out, ends unauthenticated', async () => {
    const s = start({ connectionType: 'recruiter', other: 'x' })
    await s.resolve('restoreSession', { accessToken: 'token-1' })
    await s.reject('fetchMe', apiErrors.forbidden)
    expect(s.state()).toBe('signingOut')
    expect(s.storage.length).toBe(0)
    expect(s.controls.pending()).toEqual([{ name: 'signOut', input: { reason: 'forbidden' } }])
    await s.resolve('signOut', undefined)
    expect(s.state()).toBe('unauthenticated.idle')
    expect(s.context()).toMatchObject({
      user: null,
      accessToken: null,
      status: 403,
      error: 'Oops... You cannot access this resource.',
    })
  })

  it('401: unauthenticated (token expired) without the Oops message and without signing out', async () => {
    const s = start({ other: 'kept' })
    await s.resolve('restoreSession', { accessToken: 'token-1' })
    await s.reject('fetchMe', apiErrors.unauthorized)
    expect(s.state()).toBe('unauthenticated.idle')
    expect(s.context()).toMatchObject({ error: null, status: 401, accessToken: null })
    expect(s.controls.calls().map((c) => c.name)).not.toContain('signOut')
    expect(s.storage.getItem('other')).toBe('kept')
  })

  it('other failures: unauthenticated with the Oops message, fallback "Sign-in failed"', async () => {
    const s = start()
    await s.resolve('restoreSession', { accessToken: 'token-1' })
    await s.reject('fetchMe', apiErrors.server)
    expect(s.state()).toBe('unauthenticated.idle')
    expect(s.context()).toMatchObject({ error: 'Oops... Service unavailable.', status: 503, accessToken: null })

    const t = start()
    await t.resolve('restoreSession', { accessToken: 'token-1' })
    await t.reject('fetchMe', {})
    expect(t.context().error).toBe('Oops... Sign-in failed')
  })
})

describe('sessionMachine: sign in', () => {
  it('SIGN_IN from unauthenticated redirects, passing the company flag', async () => {
    const s = start()
    await s.resolve('restoreSession', null)
    await s.send({ type: 'SIGN_IN', company: true })
    expect(s.state()).toBe('unauthenticated.redirecting')
    expect(s.controls.pending()).toEqual([{ name: 'signInRedirect', input: { company: true } }])
    expect(s.context().signIn).toEqual({ company: true })
    // A second click while the browser leaves does not start another redirect.
    await s.send({ type: 'SIGN_IN', company: true })
    expect(s.controls.calls()).toHaveLength(2)
  })

  it('company defaults to false, and without a deep link there is nothing to return to', async () => {
    const s = start()
    await s.resolve('restoreSession', null)
    await s.send({ type: 'SIGN_IN' })
    expect(s.controls.pending()).toStrictEqual([{ name: 'signInRedirect', input: { company: false } }])
  })

  it('SIGN_IN hands the deep link to the redirect, so the user comes back to it', async () => {
    const s = start()
    await s.resolve('restoreSession', null)
    await s.send({ type: 'SIGN_IN', returnTo: '/meetings?x=1#notes' })
    expect(s.controls.pending()).toEqual([
      { name: 'signInRedirect', input: { company: false, returnTo: '/meetings?x=1#notes' } },
    ])
  })

  it('Try again after a failed redirect carries the deep link of that attempt, not the first one', async () => {
    const s = start()
    await s.resolve('restoreSession', null)
    await s.send({ type: 'SIGN_IN', company: true, returnTo: '/job-openings?page=2' })
    await s.reject('signInRedirect', new Error('Provider unreachable'))
    await s.send({ type: 'SIGN_IN', company: true })
    expect(s.controls.pending()).toStrictEqual([{ name: 'signInRedirect', input: { company: true } }])
  })

  it('is skipped when already authenticated', async () => {
    const s = await signedInAs(sessionUsers.talentPublished)
    expect(s.actor.getSnapshot().can({ type: 'SIGN_IN' })).toBe(false)
    await s.send({ type: 'SIGN_IN' })
    expect(s.state()).toBe('authenticated')
    expect(s.controls.calls().map((c) => c.name)).not.toContain('signInRedirect')
  })

  it('is not started while loading', async () => {
    const s = start()
    expect(s.actor.getSnapshot().can({ type: 'SIGN_IN' })).toBe(false)
  })

  it('a failed redirect shows Oops with its message, or "Sign-in failed"', async () => {
    const s = start()
    await s.resolve('restoreSession', null)
    await s.send({ type: 'SIGN_IN' })
    await s.reject('signInRedirect', new Error('Provider unreachable'))
    expect(s.state()).toBe('unauthenticated.idle')
    expect(s.context().error).toBe('Oops... Provider unreachable')
    await s.send({ type: 'SIGN_IN' })
    expect(s.context().error).toBeNull()
    await s.reject('signInRedirect', {})
    expect(s.context().error).toBe('Oops... Sign-in failed')
  })

  it('SIGNED_IN after a failed attempt forgets its message', async () => {
    const s = start()
    await s.resolve('restoreSession', null)
    await s.send({ type: 'SIGN_IN' })
    await s.reject('signInRedirect', { status: 502, message: 'Provider unreachable' })
    expect(s.context()).toMatchObject({ error: 'Oops... Provider unreachable', status: 502 })
    await s.send({ type: 'SIGNED_IN', accessToken: 'token-2' })
    expect(s.context()).toMatchObject({ error: null, status: null, accessToken: 'token-2' })
  })

  it('SIGNED_IN after the callback fetches /me with the new token', async () => {
    const s = start()
    await s.resolve('restoreSession', null)
    await s.send({ type: 'SIGN_IN' })
    await s.send({ type: 'SIGNED_IN', accessToken: 'token-2' })
    expect(s.state()).toBe('loading.fetchingMe')
    expect(s.controls.pending()).toEqual([{ name: 'fetchMe', input: { accessToken: 'token-2' } }])
    await s.resolve('fetchMe', sessionUsers.admin)
    expect(s.state()).toBe('authenticated')
  })
})

describe('sessionMachine: sign out and authentication errors', () => {
  it('SIGN_OUT clears the flags and signs out with reason "user"', async () => {
    const s = await signedInAs(sessionUsers.admin, { other: 'kept' })
    await s.send({ type: 'SIGN_OUT' })
    expect(s.state()).toBe('signingOut')
    expect(s.context().user).toBeNull()
    expect(s.storage.toJSON()).toEqual({ other: 'kept' })
    expect(s.controls.pending()).toEqual([{ name: 'signOut', input: { reason: 'user' } }])
    await s.resolve('signOut', undefined)
    expect(s.state()).toBe('unauthenticated.idle')
    expect(s.context().error).toBeNull()
  })

  it('a failed sign-out ends unauthenticated with "Oops... Sign-out failed"', async () => {
    const s = await signedInAs(sessionUsers.talentPublished)
    await s.send({ type: 'SIGN_OUT' })
    await s.reject('signOut', {})
    expect(s.state()).toBe('unauthenticated.idle')
    expect(s.context().error).toBe('Oops... Sign-out failed')
  })

  it.each([
    ['loading.restoring', async () => start()],
    ['authenticated', async () => signedInAs(sessionUsers.recruiter)],
    [
      'unauthenticated.idle',
      async () => {
        const s = start()
        await s.resolve('restoreSession', null)
        return s
      },
    ],
  ])('AUTH_ERROR from %s clears storage, signs out and shows "Oops... <message>"', async (from, make) => {
    const s = await make()
    s.storage.setItem('other', 'x')
    expect(s.state()).toBe(from)
    await s.send({ type: 'AUTH_ERROR', message: 'Session expired' })
    expect(s.state()).toBe('signingOut')
    expect(s.storage.length).toBe(0)
    expect(s.controls.pending()).toEqual([{ name: 'signOut', input: { reason: 'auth-error' } }])
    await s.resolve('signOut', undefined)
    expect(s.state()).toBe('unauthenticated.idle')
    expect(s.context()).toMatchObject({ user: null, error: 'Oops... Session expired' })
  })

  it('AUTH_ERROR without a message falls back to "Sign-in failed"; a failing sign-out keeps it', async () => {
    const s = await signedInAs(sessionUsers.employer)
    await s.send({ type: 'AUTH_ERROR' })
    expect(s.context().error).toBe('Oops... Sign-in failed')
    await s.reject('signOut', new Error('Network down'))
    expect(s.state()).toBe('unauthenticated.idle')
    expect(s.context().error).toBe('Oops... Sign-in failed')
  })

  it('a blank AUTH_ERROR message counts as none', async () => {
    const s = await signedInAs(sessionUsers.employer)
    await s.send({ type: 'AUTH_ERROR', message: '   ' })
    expect(s.context()).toMatchObject({ error: 'Oops... Sign-in failed', status: null })
  })

  it("a sign-out after an authentication error is the user's again", async () => {
    const s = await signedInAs(sessionUsers.employer)
    await s.send({ type: 'AUTH_ERROR', message: 'Session expired' })
    await s.resolve('signOut', undefined)
    await s.send({ type: 'SIGNED_IN', accessToken: 'token-2' })
    await s.resolve('fetchMe', sessionUsers.employer)
    await s.send({ type: 'SIGN_OUT' })
    expect(s.context().signOutReason).toBe('user')
    expect(s.controls.pending()).toEqual([{ name: 'signOut', input: { reason: 'user' } }])
  })

  it('AUTH_ERROR while signing out only updates the message', async () => {
    const s = await signedInAs(sessionUsers.employer)
    await s.send({ type: 'SIGN_OUT' })
    await s.send({ type: 'AUTH_ERROR', message: 'Token revoked' })
    expect(s.state()).toBe('signingOut')
    expect(s.controls.calls().filter((c) => c.name === 'signOut')).toHaveLength(1)
    expect(s.context().error).toBe('Oops... Token revoked')
  })
})

describe('sessionMachine: model (every reachable state by its shortest path)', () => {
  const quiet = { error: null, status: null }
  itWalksEveryState(sessionMachine, sessionModel, {
    actors: ACTORS,
    input: () => ({ storage: new MemoryStorage() }),
    states: {
      'loading.restoring': {
        tags: ['busy'],
        running: [{ name: 'restoreSession', input: undefined }],
        context: { user: null, accessToken: null, ...quiet },
      },
      'loading.fetchingMe': {
        tags: ['busy'],
        running: [{ name: 'fetchMe', input: { accessToken: 'token-2' } }],
        context: { user: null, accessToken: 'token-2', ...quiet },
      },
      authenticated: { context: { user: sessionUsers.talentPublished, accessToken: 'token-2', ...quiet } },
      'unauthenticated.idle': { context: { user: null, accessToken: null, ...quiet } },
      'unauthenticated.redirecting': {
        tags: ['busy'],
        running: [{ name: 'signInRedirect', input: { company: false } }],
        context: quiet,
      },
      signingOut: {
        tags: ['busy'],
        running: [{ name: 'signOut', input: { reason: 'auth-error' } }],
        context: { user: null, error: 'Oops... Session expired', status: null, signOutReason: 'auth-error' },
      },
    },
  })
})
