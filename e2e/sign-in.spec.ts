import { expect, test } from '@playwright/test'
import { accessTokenOf, signIn, signInOnProvider, DEMO_PASSWORD, SIGN_IN_PAGE } from './support.ts'

test('the seeded recruiter lands on the vacancy list with the drawer', async ({ page }) => {
  await signIn(page, 'recruiter@hireloop.test')
  await expect(page).toHaveURL(/\/vacancy$/)
  const drawer = page.getByRole('navigation', { name: 'Back office' })
  for (const item of ['Vacancies', 'Applications', 'Companies', 'Meetings', 'Skills', 'Talents', 'Chat']) {
    await expect(drawer.getByRole('link', { name: item })).toBeVisible()
  }
  await expect(drawer.getByRole('link', { name: 'Invites' })).toHaveCount(0)
})

test('the seeded admin also sees Invites, Access and Recruiters', async ({ page }) => {
  await signIn(page, 'admin@hireloop.test')
  await expect(page).toHaveURL(/\/vacancy$/)
  const drawer = page.getByRole('navigation', { name: 'Back office' })
  for (const item of ['Invites', 'Access', 'Recruiters']) {
    await expect(drawer.getByRole('link', { name: item })).toBeVisible()
  }
})

test('each seeded role lands where the spec says', async ({ browser }) => {
  // Five sign-ins in fresh contexts: more than the default minute on a busy machine.
  test.setTimeout(150_000)
  const landings: Array<[string, RegExp]> = [
    ['talent.published@hireloop.test', /\/matching$/],
    ['talent.draft@hireloop.test', /\/onboarding$/],
    ['talent.new@hireloop.test', /\/onboarding$/],
    ['employer@hireloop.test', /\/job-openings$/],
    ['employer.new@hireloop.test', /\/onboarding$/],
  ]
  for (const [email, landing] of landings) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await signIn(page, email)
    await expect(page, email).toHaveURL(landing)
    await context.close()
  }
})

test('/login?company=true shows the company variant of the sign-in page', async ({ page }) => {
  await page.goto('/login?company=true')
  await expect(page).toHaveURL(SIGN_IN_PAGE)
  await expect(page.getByRole('heading', { name: 'Sign in to your company account' })).toBeVisible()
})

test('a wrong password shows the error and keeps the user on the sign-in page', async ({ page }) => {
  await page.goto('/login')
  await signInOnProvider(page, 'recruiter@hireloop.test', 'not-the-password')
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password.')
  await expect(page).toHaveURL(SIGN_IN_PAGE)
})

test('signed in, /login goes to the root and unknown paths go to the root', async ({ page }) => {
  await signIn(page, 'employer@hireloop.test')
  await expect(page).toHaveURL(/\/job-openings$/)
  await page.goto('/login')
  await expect(page).toHaveURL(/\/job-openings$/)
  await page.goto('/no-such-page')
  await expect(page).toHaveURL(/\/job-openings$/)
})

test('signed out, unknown paths go to login', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page).toHaveURL(SIGN_IN_PAGE)
})

test('signed out, a deep link survives the sign-in: the user lands on it', async ({ page }) => {
  await page.goto('/meetings?x=1')
  await signInOnProvider(page, 'employer@hireloop.test', DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/meetings\?x=1$/)
  await expect(page.getByRole('heading', { name: 'Meetings', level: 1 })).toBeVisible()
})

test('the deep link keeps its hash, for another role too', async ({ page }) => {
  await page.goto('/application?tab=interview#decision')
  await signInOnProvider(page, 'talent.published@hireloop.test', DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/application\?tab=interview#decision$/)
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible()
})

test('signed out, an unknown deep link falls back to the root redirect after sign-in', async ({ page }) => {
  await page.goto('/job-openings/no-such-page?tab=x')
  await signInOnProvider(page, 'employer@hireloop.test', DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/job-openings$/)
})

test('a route of another role shows the role page, with the way home', async ({ page }) => {
  await page.goto('/vacancy')
  await signInOnProvider(page, 'talent.published@hireloop.test', DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/vacancy$/)
  await expect(page.getByRole('heading', { level: 1, name: 'This page is not for your role' })).toBeVisible()
  await expect(page.getByText('Vacancies is for recruiters. You are signed in as a specialist.')).toBeVisible()
  await expect(page).toHaveTitle('Vacancies · Hireloop')
  await page.getByRole('link', { name: 'Go to your home page' }).click()
  await expect(page).toHaveURL(/\/matching$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Matching' })).toBeVisible()
})

test('a fresh /login leaves for the provider without loading the app (ADR 0047)', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/login')
  await expect(page).toHaveURL(SIGN_IN_PAGE)
  const portalScripts = scripts.filter((path) => path.startsWith('/assets/'))
  expect(
    portalScripts.some((path) => /\/assets\/login-entry-/.test(path)),
    portalScripts.join(', '),
  ).toBe(true)
  expect(portalScripts.filter((path) => /\/assets\/(boot|shell-route)-/.test(path))).toEqual([])
})

test('a tampered or expired token gets 401, a valid one 200', async ({ page, request }) => {
  await signIn(page, 'talent.published@hireloop.test', DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/matching$/)
  const token = await accessTokenOf(page)
  const me = (bearer?: string) =>
    request.get('/api/v1/me', { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} })

  expect((await me(token)).status()).toBe(200)
  expect((await me()).status()).toBe(401)

  const [header, payload, signature] = token.split('.')
  const flipped = signature!.slice(0, -2) + (signature!.endsWith('AA') ? 'BB' : 'AA')
  expect((await me(`${header}.${payload}.${flipped}`)).status()).toBe(401)

  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString())
  const expired = Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })).toString(
    'base64url',
  )
  const response = await me(`${header}.${expired}.${signature}`)
  expect(response.status()).toBe(401)
  expect(await response.json()).toHaveProperty('message')
})
