import { LoadingScreen } from '@hireloop/design-system'
import { Suspense, type ComponentType } from 'react'
import {
  createBrowserRouter,
  createMemoryRouter,
  RouterContextProvider,
  useRouteError,
  type RouteObject,
} from 'react-router'
import { AuthLayout } from '../features/auth/layout/auth-layout.tsx'
import { NotForYourRoleScreen } from '../features/workspace/not-for-your-role-screen.tsx'
import { servicesContext } from '../lib/data/route-module.ts'
import { RouteErrorBoundary, RoutePending } from '../lib/data/route-states.tsx'
import { audienceOf, EVERY_ROLE, roleNameOf, type Layout, type RouteFacts } from '../lib/routes/route-facts.ts'
import type { RouteHandle } from '../lib/routes/use-route-facts.ts'
import { useRouteFacts } from '../lib/routes/use-route-facts.ts'
import { useSession, type Services } from '../lib/services/services.tsx'
import { RootLayout } from './root-layout.tsx'
import { guardedLoader, isNotForYourRole, redirectLoader } from './route-guard.ts'
import { routeTable, type RouteEntry } from './route-table.ts'

/** A route's error boundary: the role page when the guard refused the role, the pattern's error state otherwise. */
function RouteError() {
  const error = useRouteError()
  const route = useRouteFacts()
  const user = useSession((s) => s.context.user)
  if (isNotForYourRole(error) && route && route.access !== 'public' && user) {
    return <NotForYourRoleScreen page={route.title} audience={audienceOf(route.access)} role={roleNameOf(user)} />
  }
  return <RouteErrorBoundary />
}

/** The screen inside a Suspense boundary: a query the loader did not fill shows the pending state, not a blank. */
function withPending(Screen: ComponentType): ComponentType {
  return function PendingBoundary() {
    return (
      <Suspense fallback={<RoutePending />}>
        <Screen />
      </Suspense>
    )
  }
}

function toRouteObject(route: RouteEntry): RouteObject {
  const handle: RouteHandle = { route }
  const shared = { id: route.id, path: route.path, handle, ErrorBoundary: RouteError, HydrateFallback: RoutePending }
  if ('redirect' in route) return { ...shared, loader: redirectLoader(route.redirect) }
  return {
    ...shared,
    loader: guardedLoader(route, route.module),
    lazy: async () => ({ Component: withPending((await route.module()).Component) }),
  }
}

const within = (layout: Layout, table: readonly RouteEntry[]) =>
  table.filter((route) => route.layout === layout).map(toRouteObject)

/**
 * The router's routes, built from the route table (ADR 0046): each route under its layout, with the guard as its
 * loader, its module loaded lazily (one chunk per screen), and the pattern's pending and error states.
 */
export function createRoutes(table: readonly RouteEntry[] = routeTable): RouteObject[] {
  const shell = () => import('../features/shell/shell-route.tsx')
  const routes: readonly RouteFacts[] = table
  return [
    {
      id: 'app',
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: () => <LoadingScreen label="Loading Hireloop" fill="viewport" />,
      children: [
        ...within('bare', table),
        { id: 'auth-layout', Component: AuthLayout, ErrorBoundary: RouteError, children: within('auth', table) },
        {
          id: 'shell',
          loader: guardedLoader({ access: EVERY_ROLE }, shell),
          lazy: async () => {
            const { Shell } = await shell()
            return { Component: () => <Shell routes={routes} /> }
          },
          ErrorBoundary: RouteErrorBoundary,
          HydrateFallback: () => <LoadingScreen label="Loading Hireloop" fill="viewport" />,
          children: within('shell', table),
        },
      ],
    },
  ]
}

export interface AppRouterOptions {
  /** A memory router at these entries (stories, tests) instead of the browser's history. */
  initialEntries?: string[]
  table?: readonly RouteEntry[]
}

/** The portal's data router: every loader receives the services through the router context. */
export function createAppRouter(services: Services, { initialEntries, table }: AppRouterOptions = {}) {
  const getContext = () => new RouterContextProvider(new Map([[servicesContext, services]]))
  const routes = createRoutes(table)
  return initialEntries
    ? createMemoryRouter(routes, { initialEntries, getContext })
    : createBrowserRouter(routes, { getContext })
}

export type AppRouter = ReturnType<typeof createAppRouter>
