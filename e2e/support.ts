import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'Hireloop#2026'

/** The identity provider's sign-in page (its interaction URL). */
export const SIGN_IN_PAGE = /\/(oidc\/)?interaction\//

/** A fresh address per run, so the journeys work on any database. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.hireloop.test`
}

interface MailboxMessage {
  to: string
  subject: string
  links: string[]
  /** A meeting invitation's .ics (apps/server/src/dev/mailbox.ts), or null. */
  calendar: { method: string; filename: string; content: string } | null
  /** The files sent with it (an invoice's PDF), described: name, type and size in bytes. */
  attachments: { filename: string; content_type: string; size: number }[]
}

/** Every message of the developer mailbox to `to`, newest first (no waiting). */
export async function mailsTo(request: APIRequestContext, to: string): Promise<MailboxMessage[]> {
  const response = await request.get('/dev/mailbox.json')
  expect(response.ok(), 'the developer mailbox answers').toBe(true)
  return ((await response.json()) as MailboxMessage[]).filter((message) => message.to.includes(to))
}

/** The developer mailbox (embedded default): the newest message to `to`, polled until it arrives. */
export async function latestMailTo(request: APIRequestContext, to: string): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined
  await expect
    .poll(async () => {
      const response = await request.get('/dev/mailbox.json')
      const messages = (await response.json()) as MailboxMessage[]
      found = messages.find((message) => message.to.includes(to))
      return Boolean(found)
    })
    .toBe(true)
  return found!
}

/** The developer mailbox: the newest message that `matches`, polled until it arrives. */
export async function latestMailWhere(
  request: APIRequestContext,
  matches: (message: MailboxMessage) => boolean,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined
  await expect
    .poll(async () => {
      const response = await request.get('/dev/mailbox.json')
      found = ((await response.json()) as MailboxMessage[]).find(matches)
      return Boolean(found)
    })
    .toBe(true)
  return found!
}

/**
 * Opens a mailed "choose a password" link (`/change-password?token=`), sets the password and follows "Log in"; ends
 * on the provider's sign-in page.
 */
export async function choosePasswordFromLink(page: Page, link: string, password: string) {
  await page.goto(link)
  await page.getByLabel('New Password').fill(password)
  await page.getByLabel('Confirm Password').fill(password)
  await page.getByRole('button', { name: 'Confirm' }).click()
  // The server hashes the password (argon2) before it answers: slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('status').filter({ hasText: 'Log in with your new password.' })).toBeVisible()
  await page.getByRole('link', { name: 'Log in' }).click()
}

/** Signs in on the identity provider's page (the browser must be on it). */
export async function signInOnProvider(page: Page, email: string, password: string) {
  await expect(page).toHaveURL(SIGN_IN_PAGE)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Starts at /login, which redirects to the provider, and signs in. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login')
  await signInOnProvider(page, email, password)
}

interface StoredUser {
  access_token: string
  refresh_token?: string | null
  id_token?: string
}

/** The user oidc-client-ts keeps in local storage (`oidc.user:<authority>:<client>`), or null. */
export async function storedUserOf(page: Page): Promise<StoredUser | null> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!
      if (key.startsWith('oidc.user:')) return JSON.parse(localStorage.getItem(key)!) as StoredUser
    }
    return null
  })
}

/** The access token the portal holds (oidc-client-ts keeps the user in local storage). */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = (await storedUserOf(page))?.access_token
  expect(token, 'the portal stores an access token after sign-in').toBeTruthy()
  return token!
}

/** The refresh token the portal holds (scope offline_access). */
export async function refreshTokenOf(page: Page): Promise<string> {
  const token = (await storedUserOf(page))?.refresh_token
  expect(token, 'the portal stores a refresh token after sign-in').toBeTruthy()
  return token!
}

/**
 * Asks the provider's token endpoint for new tokens with a refresh token, as the portal does when it renews
 * (public client: no secret, the API as the resource).
 */
export async function refreshTokens(request: APIRequestContext, baseURL: string, refreshToken: string) {
  return request.post(`${baseURL}/oidc/token`, {
    form: {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'hireloop-portal',
      resource: `${baseURL}/api`,
    },
  })
}

/**
 * A new, activated talent: signs up through the API (the sign-up screens have their own journeys) and opens the
 * verification link from the developer mailbox.
 */
export async function signUpTalent(
  page: Page,
  request: APIRequestContext,
  talent: { email: string; password: string; firstName?: string; lastName?: string },
) {
  const response = await request.post('/api/v1/register/talent', {
    data: {
      first_name: talent.firstName ?? 'Ada',
      last_name: talent.lastName ?? 'Lovelace',
      email: talent.email,
      password: talent.password,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const mail = await latestMailTo(request, talent.email)
  const link = mail.links.find((href) => href.includes('/activate/talent/'))
  expect(link, 'the verification mail carries an activation link').toBeTruthy()
  await page.goto(link!)
  await expect(page.getByText('Talent profile activated')).toBeVisible()
}

/**
 * A new, activated company and its first employer: signs up through the API (the sign-up screen has its own journey)
 * and opens the verification link from the developer mailbox. The company has no type yet, so its employer is
 * where employer.new is: before onboarding.
 */
export async function signUpCompany(
  page: Page,
  request: APIRequestContext,
  company: { email: string; password: string; name: string },
) {
  const response = await request.post('/api/v1/register/company', {
    data: {
      employer: { first_name: 'Grace', last_name: 'Hopper', email: company.email, password: company.password },
      company: { name: company.name, website_url: 'https://example.org' },
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const mail = await latestMailTo(request, company.email)
  const link = mail.links.find((href) => href.includes('/activate/employer/'))
  expect(link, 'the verification mail carries an activation link').toBeTruthy()
  await page.goto(link!)
  await expect(page.getByText('Employer profile activated')).toBeVisible()
}

/**
 * Types into a type-ahead and clicks one of its suggestions, as a person does. The field goes to the middle of the
 * window first: near the window's bottom edge the list opens above the field and flips below it when the page
 * scrolls, so a click aimed at where an option was a moment before lands on what is there now (the app bar, seen in
 * a trace of a loaded machine: the skill was never chosen).
 */
export async function chooseSuggestion(field: Locator, text: string, option: string) {
  await field.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }))
  await field.fill(text)
  const choice = field.page().getByRole('option', { name: option, exact: true })
  await expect(choice).toBeVisible()
  await choice.click()
}

/** A toast with exactly this message is shown (success messages of docs/product.md §8; the first, when one repeats). */
export async function expectToast(page: Page, message: string) {
  await expect(page.getByText(message, { exact: true }).first()).toBeVisible()
}
