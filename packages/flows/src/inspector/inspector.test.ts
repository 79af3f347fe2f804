import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { drawerMachine } from '../drawer/drawer.machine.ts'
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
    const actor = createActor(drawerMachine, { input: { storage: new MemoryStorage() }, inspect: connection.inspect })
    actor.start()
    actor.send({ type: 'TOGGLE' })
    expect(received).toEqual([])
    await connection.ready
    expect(createBrowserInspector).toHaveBeenCalledWith(expect.objectContaining({ url: 'http://localhost:4242' }))
    expect(received.length).toBeGreaterThan(2)
    // Contexts are sent as plain data: the storage by its toJSON.
    expect(received).toContainEqual({ type: '@xstate.snapshot', context: { storage: { 'drawer-closed': 'true' } } })
    connection.stop()
    expect(stop).toHaveBeenCalled()
    const count = received.length
    actor.send({ type: 'TOGGLE' })
    expect(received).toHaveLength(count)
  })
})
