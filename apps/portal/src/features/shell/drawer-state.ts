import { useCallback, useState } from 'react'

/** docs/product.md §9: the drawer's collapsed state is stored in local storage under a drawer-closed key. */
export const DRAWER_CLOSED_KEY = 'drawer-closed'

export function useDrawerClosed(storage: Storage = window.localStorage): [boolean, (closed: boolean) => void] {
  const [closed, setClosed] = useState(() => storage.getItem(DRAWER_CLOSED_KEY) === 'true')
  const update = useCallback(
    (next: boolean) => {
      setClosed(next)
      storage.setItem(DRAWER_CLOSED_KEY, String(next))
    },
    [storage],
  )
  return [closed, update]
}
