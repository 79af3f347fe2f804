import { handlers, resetDb, type DemoLogin } from '@hireloop/api/mocks'
import type { HttpHandler } from 'msw'
import type { StoryContext } from '@storybook/react-vite'
import { useState } from 'react'
import { App } from '../app/app.tsx'
import { createAppRouter } from '../app/router.tsx'
import { createMockServices, type MockServices } from './mock-services.ts'

/** `parameters.app` of a route story: where the app opens and who is signed in. */
export interface RouteStoryParameters {
  /** The URL the app opens at, e.g. `/activate/talent/u-1?token=…`. */
  url: string
  /** A demo login of the mock marketplace; null or absent is a visitor. */
  signedInAs?: DemoLogin | null
  /** The identity provider does not answer: a sign-in fails with a message. */
  providerDown?: boolean
}

/** The services of the story on screen, for play functions that check what was sent (the sign-ins started). */
export let storyServices: MockServices | null = null
/** The router of the story on screen, for play functions that read the URL or go back and forward. */
export let storyRouter: ReturnType<typeof createAppRouter> | null = null

/**
 * The whole portal at a deep link (the mealdrop pattern): the real route table, guard, layouts and route modules in
 * a memory router, over the mock marketplace whose MSW handlers the story sets per state.
 */
export function StoryApp({ url, signedInAs = null, providerDown = false }: RouteStoryParameters) {
  const [app] = useState(() => {
    const services = createMockServices({ signedInAs, providerDown })
    storyServices = services
    storyRouter = createAppRouter(services, { initialEntries: [url] })
    return { services, router: storyRouter }
  })
  return <App services={app.services} router={app.router} />
}

/** `render` of a route story: the app at `parameters.app`. */
export function renderRoute(_args: unknown, { parameters }: StoryContext) {
  return <StoryApp {...(parameters.app as RouteStoryParameters)} />
}

/** The mock marketplace, fresh for each story: the seeded fixtures and every handler of the contract. */
export function mockMarketplace({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) {
  resetDb()
  msw.use(...handlers)
}
