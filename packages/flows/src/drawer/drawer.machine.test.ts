import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { MemoryStorage } from '../session/session.storage.ts'
import { stateLabel } from '../testing/index.ts'
import { itWalksEveryState } from '../testing/model-test.ts'
import { drawerModel } from './drawer.fixtures.ts'
import { DRAWER_CLOSED_KEY, drawerMachine } from './drawer.machine.ts'

function start(stored?: string) {
  const storage = new MemoryStorage()
  if (stored !== undefined) storage.setItem('drawer-closed', stored)
  const actor = createActor(drawerMachine, { input: { storage } }).start()
  return { storage, actor, state: () => stateLabel(actor.getSnapshot().value) }
}

describe('drawerMachine (spec 2, 9)', () => {
  it('uses the key the portal already uses, with "true" / "false"', () => {
    expect(DRAWER_CLOSED_KEY).toBe('drawer-closed')
  })

  it.each([
    [undefined, 'expanded'],
    ['false', 'expanded'],
    ['true', 'collapsed'],
    ['garbage', 'expanded'],
  ])('restores %s as %s', (stored, state) => {
    expect(start(stored).state()).toBe(state)
  })

  it('TOGGLE collapses and expands, writing the state each time', () => {
    const d = start()
    d.actor.send({ type: 'TOGGLE' })
    expect(d.state()).toBe('collapsed')
    expect(d.storage.getItem('drawer-closed')).toBe('true')
    d.actor.send({ type: 'TOGGLE' })
    expect(d.state()).toBe('expanded')
    expect(d.storage.getItem('drawer-closed')).toBe('false')
  })

  it('COLLAPSE and EXPAND are idempotent', () => {
    const d = start('true')
    expect(d.actor.getSnapshot().can({ type: 'COLLAPSE' })).toBe(false)
    d.actor.send({ type: 'EXPAND' })
    expect(d.state()).toBe('expanded')
    expect(d.actor.getSnapshot().can({ type: 'EXPAND' })).toBe(false)
  })

  it('a storage that throws still lets the drawer work', () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => undefined,
      clear: () => undefined,
    }
    const actor = createActor(drawerMachine, { input: { storage } }).start()
    actor.send({ type: 'TOGGLE' })
    expect(actor.getSnapshot().value).toBe('collapsed')
  })
})

describe('drawerMachine: model (every reachable state by its shortest path)', () => {
  itWalksEveryState(drawerMachine, drawerModel, {
    actors: [],
    input: () => ({ storage: new MemoryStorage() }),
    expected: ['expanded', 'collapsed'],
  })
})
