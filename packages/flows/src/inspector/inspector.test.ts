import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { sessionMachine, type FetchMeInput } from '../session/session.machine.ts'
import type { Session, SessionUser } from '../session/session.types.ts'
import { MemoryStorage } from '../session/session.storage.ts'
import { connectInspector, isInspectorEnabled } from './inspector.ts'

const received: unknown[] = []
const stop = vi.fn()
const createBrowserInspector = vi.fn((options: { sanitizeContext: (c: unknown) => unknown }) => ({
  inspect: {
    next: (event: { type: string; snapshot?: { context?: unknown } }) =>
      received.push({
        type: event.type,
        context: event.snapshot?.context && options.sanitizeContext(event.snapshot.context),
      }),
  },
  stop,
}))
vi.mock('@statelyai/inspect', () => ({ createBrowserInspector }))

describe('connectInspector (opt-in Stately inspector)', () => {
  it('is enabled only in development with localStorage.inspect === "true"', () => {
    const storage = new MemoryStorage()
    expect(isInspectorEnabled(true, storage)).toBe(false)
    storage.setItem('inspect', 'true')
    expect(isInspectorEnabled(true, storage)).toBe(true)
    expect(isInspectorEnabled(false, storage)).toBe(false)
    expect(isInspectorEnabled(true, undefined)).toBe(false)
  })

  it('buffers events until the inspector is loaded, then forwards them with plain contexts', async () => {
    const connection = connectInspector({ url: 'http://localhost:4242' })
    const storage = new MemoryStorage()
    storage.setItem('connectionType', 'recruiter')
    // Effects that never settle: the snapshots stay in loading.
    const machine = sessionMachine.provide({
      actors: {
        restoreSession: fromPromise<Session | null, void>(() => new Promise(() => {})),
        fetchMe: fromPromise<SessionUser, FetchMeInput>(() => new Promise(() => {})),
      },
    })
    const actor = createActor(machine, { input: { storage }, inspect: connection.inspect })
    actor.start()
    actor.send({ type: 'SIGNED_IN', accessToken: 'token-1' })
    expect(received).toEqual([])
    await connection.ready
    expect(createBrowserInspector).toHaveBeenCalledWith(expect.objectContaining({ url: 'http://localhost:4242' }))
    expect(received.length).toBeGreaterThan(2)
    // Contexts are sent as plain data: the storage by its toJSON.
    expect(received).toContainEqual({
      type: '@xstate.snapshot',
      context: expect.objectContaining({ storage: { connectionType: 'recruiter' }, accessToken: 'token-1' }),
    })
    connection.stop()
    expect(stop).toHaveBeenCalled()
    const count = received.length
    actor.send({ type: 'TOKEN_REFRESHED', accessToken: 'token-2' })
    expect(received).toHaveLength(count)
  })
})
