import { handlers, resetDb, type DemoLogin } from '@hireloop/api/mocks'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMockServices } from '../testing/mock-services.ts'
import { isNotForYourRole } from './route-guard.ts'
import { createAppRouter, type AppRouter as Router } from './router.tsx'

// The real route table, guard and route modules in a memory router, over the mock marketplace.
const ORIGIN = 'http://portal.test'
const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
/** Every API call the marketplace saw, as `METHOD /path`. */
let calls: string[] = []
beforeEach(() => {
  resetDb()
  calls = []
  server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`)
  })
})
afterEach(() => server.events.removeAllListeners())

async function open(url: string, signedInAs: DemoLogin | null) {
  const services = createMockServices({ signedInAs, origin: ORIGIN })
  const router = createAppRouter(services, { initialEntries: [url] })
  await settled(router)
  return { router, services }
}

function settled(router: Router): Promise<void> {
  return new Promise((resolve) => {
    const check = () => router.state.initialized && router.state.navigation.state === 'idle'
    if (check()) return resolve()
    const stop = router.subscribe(() => {
      if (check()) {
        stop()
        resolve()
      }
    })
  })
}

const leaf = (router: Router) => router.state.matches.at(-1)!.route.id
const errorOf = (router: Router) => Object.values(router.state.errors ?? {})[0]

describe('the role guard', () => {
  it('refuses a talent on a recruiter route with the role page', async () => {
    const { router } = await open('/vacancy', 'talentPublished')
    expect(router.state.location.pathname).toBe('/vacancy')
    expect(Object.keys(router.state.errors ?? {})).toEqual(['vacancies'])
    expect(isNotForYourRole(errorOf(router))).toBe(true)
  })

  it('refuses a plain recruiter on an admin route and lets an admin in', async () => {
    expect(isNotForYourRole(errorOf((await open('/invite', 'recruiter')).router))).toBe(true)
    const admin = (await open('/invite', 'admin')).router
    expect(admin.state.errors).toBeNull()
    expect(leaf(admin)).toBe('invites')
  })

  it('lets an employer open their own routes', async () => {
    const { router } = await open('/job-openings/hiring-pipeline/v-1', 'employer')
    expect(router.state.errors).toBeNull()
    expect(leaf(router)).toBe('hiring-pipeline')
    expect(router.state.matches.at(-1)!.params).toEqual({ vacancyId: 'v-1' })
  })

  it('signed out, calls nothing and leaves the way to login to the shell (which keeps the deep link)', async () => {
    const { router } = await open('/vacancy?page=2', null)
    expect(router.state.errors).toBeNull()
    expect(leaf(router)).toBe('vacancies')
    expect(calls).toEqual([])
  })

  it('signed in, the shell starts the bell once the session is known', async () => {
    await open('/support', 'employer')
    await vi.waitFor(() => expect(calls.sort()).toEqual(['GET /api/v1/me', 'GET /api/v1/me/notification']))
  })
})

describe('redirects', () => {
  it.each([
    ['recruiter', '/vacancy'],
    ['employer', '/job-openings'],
    ['employerNew', '/onboarding'],
    ['talentPublished', '/matching'],
    ['talentDraft', '/onboarding'],
    [null, '/login'],
  ] as const)('the root sends %s to %s', async (login, path) => {
    expect((await open('/', login)).router.state.location.pathname).toBe(path)
  })

  it('an unknown path goes to the root signed in, to login signed out', async () => {
    expect((await open('/no-such-page', 'recruiter')).router.state.location.pathname).toBe('/vacancy')
    expect((await open('/no-such-page', null)).router.state.location.pathname).toBe('/login')
  })

  it('payment onboarding comes back to billing', async () => {
    expect((await open('/stripe-oauth-callback?code=c&state=s', 'employer')).router.state.location.pathname).toBe(
      '/billing',
    )
  })
})

describe('public routes', () => {
  it('load without waiting for a session that is still being restored', async () => {
    const services = createMockServices({ signedInAs: null, origin: ORIGIN })
    services.session.stop()
    const router = createAppRouter(services, { initialEntries: ['/sign-up'] })
    await settled(router)
    expect(leaf(router)).toBe('sign-up')
    expect(router.state.errors).toBeNull()
  })

  it('the activation link posts its token once, even when the route loads again', async () => {
    const { router } = await open('/activate/talent/u-x?token=t', null)
    await router.revalidate()
    await settled(router)
    expect(calls).toEqual(['POST /api/v1/register/activate_talent/u-x'])
    expect(router.state.errors).toBeNull()
  })
})
