import { expect, type APIRequestContext, type Page } from '@playwright/test'

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

/** The access token the portal holds (oidc-client-ts keeps the user in local storage). */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!
      if (key.startsWith('oidc.user:'))
        return (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token
    }
    return null
  })
  expect(token, 'the portal stores an access token after sign-in').toBeTruthy()
  return token!
}
