import type { SessionUser } from '@hireloop/flows'
import { data, isRouteErrorResponse, redirect, type LoaderFunctionArgs } from 'react-router'
import { servicesOf, type RouteModule } from '../lib/data/route-module.ts'
import { mayOpen, type RouteFacts } from '../lib/routes/route-facts.ts'
import { settledUser } from '../lib/services/settled-user.ts'

const NOT_FOR_YOUR_ROLE = 'Not for your role'

/** Thrown by the guard: the route exists but not for the signed-in role; its error boundary shows the role page. */
export function isNotForYourRole(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 403 && error.statusText === NOT_FOR_YOUR_ROLE
}

/**
 * The loader the router runs for a route of the table (ADR 0046). A public route loads at once. A signed-in route
 * first waits for the session: signed out, it loads nothing and its layout sends the visitor to log in (keeping
 * the deep link); signed in with another role, it refuses with a 403 that the route's error boundary shows as the
 * role page; otherwise it runs the module's own loader.
 */
export function guardedLoader(route: Pick<RouteFacts, 'access'>, module?: () => Promise<Pick<RouteModule, 'loader'>>) {
  return async (args: LoaderFunctionArgs): Promise<unknown> => {
    if (route.access !== 'public') {
      const user = await settledUser(servicesOf(args.context).session, args.request.signal)
      if (!user) return null
      if (!mayOpen(route, user)) throw data(null, { status: 403, statusText: NOT_FOR_YOUR_ROLE })
    }
    const load = module && (await module()).loader
    return load ? load(args) : null
  }
}

/** The loader of a route that only redirects: it decides once the session has settled. */
export function redirectLoader(target: (user: SessionUser | null) => string) {
  return async (args: LoaderFunctionArgs): Promise<never> => {
    throw redirect(target(await settledUser(servicesOf(args.context).session, args.request.signal)))
  }
}
