import { describe, expect, it } from 'vitest'
import { DRAWER_CLOSED_KEY, readDrawerClosed, writeDrawerClosed, type DrawerStorage } from './drawer-state.ts'

/** An in-memory local storage: what a reload keeps is what is in the map. */
function memoryStorage(initial: Record<string, string> = {}): DrawerStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  }
}

const broken: DrawerStorage = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  },
}

describe('the drawer remembers its state', () => {
  it('is open on a first visit', () => {
    expect(readDrawerClosed(memoryStorage())).toBe(false)
  })

  it('stays closed across a reload once closed, and open once opened again', () => {
    const storage = memoryStorage()
    writeDrawerClosed(storage, true)
    expect(storage.items.get(DRAWER_CLOSED_KEY)).toBe('true')
    // A reload reads the same storage afresh.
    expect(readDrawerClosed(storage)).toBe(true)
    writeDrawerClosed(storage, false)
    expect(readDrawerClosed(storage)).toBe(false)
  })

  it('reads only its own key, and only "true" as closed', () => {
    expect(readDrawerClosed(memoryStorage({ [DRAWER_CLOSED_KEY]: 'false' }))).toBe(false)
    expect(readDrawerClosed(memoryStorage({ [DRAWER_CLOSED_KEY]: 'yes' }))).toBe(false)
    expect(readDrawerClosed(memoryStorage({ 'drawer-open': 'false' }))).toBe(false)
  })

  it('a storage that cannot be read or written leaves the drawer open and does not throw', () => {
    expect(readDrawerClosed(broken)).toBe(false)
    expect(() => writeDrawerClosed(broken, true)).not.toThrow()
  })
})
