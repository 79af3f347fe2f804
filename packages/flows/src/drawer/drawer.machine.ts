import { setup, type SnapshotFrom } from 'xstate'
import type { StorageLike } from '../session/session.types.ts'

/** Spec 9: the collapsed state is stored in local storage under this key, as 'true' / 'false'. */
export const DRAWER_CLOSED_KEY = 'drawer-closed'
/** Spec 9: drawer width. */
export const DRAWER_WIDTH_PX = 250

export interface DrawerInput {
  /** `window.localStorage` in the portal, a `MemoryStorage` in tests and stories. */
  storage: StorageLike
}

export interface DrawerContext {
  storage: StorageLike
}

export type DrawerEvent = { type: 'TOGGLE' } | { type: 'COLLAPSE' } | { type: 'EXPAND' }

/** Whether the stored state says collapsed (the portal's `useDrawerClosed` reads the same key and values). */
export function readDrawerClosed(storage: StorageLike): boolean {
  try {
    return storage.getItem(DRAWER_CLOSED_KEY) === 'true'
  } catch {
    return false
  }
}

export const drawerMachine = setup({
  types: {
    context: {} as DrawerContext,
    events: {} as DrawerEvent,
    input: {} as DrawerInput,
  },
  guards: {
    storedClosed: ({ context }) => readDrawerClosed(context.storage),
  },
  actions: {
    persist: ({ context }, params: { closed: boolean }) => {
      // Storage can throw (quota, disabled storage): the drawer still works, it is just not remembered.
      try {
        context.storage.setItem(DRAWER_CLOSED_KEY, String(params.closed))
      } catch {
        /* not remembered */
      }
    },
  },
}).createMachine({
  id: 'drawer',
  description: 'The recruiters’ left drawer (spec 2, 9): collapsible, its state remembered in local storage.',
  context: ({ input }) => ({ storage: input.storage }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'storedClosed', target: 'collapsed' }, { target: 'expanded' }],
    },
    expanded: {
      on: {
        TOGGLE: { target: 'collapsed', actions: { type: 'persist', params: { closed: true } } },
        COLLAPSE: { target: 'collapsed', actions: { type: 'persist', params: { closed: true } } },
      },
    },
    collapsed: {
      on: {
        TOGGLE: { target: 'expanded', actions: { type: 'persist', params: { closed: false } } },
        EXPAND: { target: 'expanded', actions: { type: 'persist', params: { closed: false } } },
      },
    },
  },
})

export type DrawerMachine = typeof drawerMachine
export type DrawerSnapshot = SnapshotFrom<DrawerMachine>
