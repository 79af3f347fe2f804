import { useMatches } from 'react-router'
import type { RouteFacts } from './route-facts.ts'

/** What the router keeps of the route table on each route object (`handle`), for layouts and screens to read. */
export interface RouteHandle {
  route: RouteFacts
}

/** The facts of the deepest matched route that has them; null on a path the table does not know. */
export function useRouteFacts(): RouteFacts | null {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as Partial<RouteHandle> | undefined
    if (handle?.route) return handle.route
  }
  return null
}
