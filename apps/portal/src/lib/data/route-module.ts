import type { ComponentType } from 'react'
import { createContext, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router'
import type { Services } from '../services/services.tsx'

/**
 * What a route module exports (ADR 0046): `loader` fills the query cache before the screen renders
 * (`queryClient.ensureQueryData(<query options>)`), `Component` reads it with `useSuspenseQuery` and writes with
 * `useMutation`. Pending, error and empty states come from `lib/data`, not from the module.
 */
export interface RouteModule {
  loader?: (args: LoaderFunctionArgs) => unknown
  Component: ComponentType
}

/** The services, handed to every loader through the router's context (`getContext`). */
export const servicesContext = createContext<Services>()

export interface RouteLoaderArgs extends LoaderFunctionArgs {
  services: Services
}

/** A loader with the services at hand: `routeLoader(({ services: { api, queryClient } }) => …)`. */
export function routeLoader<T>(load: (args: RouteLoaderArgs) => T): (args: LoaderFunctionArgs) => T {
  return (args) => load({ ...args, services: servicesOf(args.context) })
}

export function servicesOf(context: Readonly<RouterContextProvider>): Services {
  return context.get(servicesContext)
}
