import { useCallback, useState } from 'react'

/** docs/product.md §9: the drawer's collapsed state is stored in local storage under a drawer-closed key. */
export const DRAWER_CLOSED_KEY = 'drawer-closed'

/** The part of the Web Storage API the drawer uses, so a test can hand it a map. */
export type DrawerStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Whether the drawer was left closed. Open unless closing it was stored; a storage that cannot be read (private
 * mode, blocked by policy) leaves it open rather than breaking the shell.
 */
export function readDrawerClosed(storage: DrawerStorage): boolean {
  try {
    return storage.getItem(DRAWER_CLOSED_KEY) === 'true'
  } catch {
    return false
  }
}

/** Remembers the drawer's state for the next visit; a full or blocked storage only forgets it. */
export function writeDrawerClosed(storage: DrawerStorage, closed: boolean): void {
  try {
    storage.setItem(DRAWER_CLOSED_KEY, String(closed))
  } catch {
    // Nothing to do: the drawer still opens and closes, it is not remembered.
  }
}

/** The drawer's collapsed state, read once from storage and written back on each change. */
export function useDrawerClosed(storage: DrawerStorage = window.localStorage): [boolean, (closed: boolean) => void] {
  const [closed, setClosed] = useState(() => readDrawerClosed(storage))
  const update = useCallback(
    (next: boolean) => {
      setClosed(next)
      writeDrawerClosed(storage, next)
    },
    [storage],
  )
  return [closed, update]
}
