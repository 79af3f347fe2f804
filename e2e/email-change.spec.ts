import { expect, test } from '@playwright/test'
import { accessTokenOf, latestMailTo, mailsTo, signIn, signUpTalent, uniqueEmail } from './support.ts'

const PASSWORD = 'analytical-1843'

test('a talent changes the email: asked with the password, confirmed from the link sent to the new address', async ({
  browser,
  page,
  request,
}) => {
  // A fresh account, so the seeded users stay as they are.
  const email = uniqueEmail('talent')
  const newEmail = uniqueEmail('renamed')
  await signUpTalent(page, request, { email, password: PASSWORD })
  await signIn(page, email, PASSWORD)
  await expect(page).toHaveURL(/\/onboarding$/)
  const headers = { authorization: `Bearer ${await accessTokenOf(page)}` }
  const me = async () => {
    const response = await request.get('/api/v1/me', { headers })
    expect(response.status()).toBe(200)
    return (await response.json()) as { email: string }
  }

  // No settings screen yet: the request goes through the API, as the screen will send it.
  const wrong = await request.put('/api/v1/me/email', {
    headers,
    data: { email: newEmail, current_password: 'not-my-password' },
  })
  expect(wrong.status()).toBe(400)
  expect(await wrong.json()).toEqual({ current_password: ['The current password is not correct.'] })

  const asked = await request.put('/api/v1/me/email', {
    headers,
    data: { email: newEmail, current_password: PASSWORD },
  })
  expect(asked.status(), await asked.text()).toBe(202)
  const pending = (await asked.json()) as { pending_email: string; expires_at: string }
  expect(pending.pending_email).toBe(newEmail)
  const hours = (Date.parse(pending.expires_at) - Date.now()) / 3_600_000
  expect(hours).toBeGreaterThan(23)
  expect(hours).toBeLessThanOrEqual(24)
  // Nothing changes until the link is used.
  expect((await me()).email).toBe(email)

  const mail = await latestMailTo(request, newEmail)
  const link = mail.links.find((href) => href.includes('/confirm-email?token='))
  expect(link, 'the mail to the new address carries the confirmation link').toBeTruthy()
  // The current address is told, but never gets the link.
  const toOld = await mailsTo(request, email)
  expect(toOld.flatMap((message) => message.links).filter((href) => href.includes('/confirm-email'))).toEqual([])

  // Opening the link (as a mail scanner would) changes nothing: the user clicks.
  await page.goto(link!)
  await expect(page.getByRole('heading', { name: 'Confirm your new email' })).toBeVisible()
  expect((await me()).email).toBe(email)
  await page.getByRole('button', { name: 'Confirm new email' }).click()
  await expect(page.getByRole('heading', { name: 'Your email is changed' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText(newEmail)
  expect((await me()).email).toBe(newEmail)

  // The link works once.
  await page.goto(link!)
  await page.getByRole('button', { name: 'Confirm new email' }).click()
  await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired.')

  // The new address is the one to sign in with.
  const fresh = await browser.newContext()
  const freshPage = await fresh.newPage()
  await signIn(freshPage, newEmail, PASSWORD)
  await expect(freshPage).toHaveURL(/\/onboarding$/)
  await fresh.close()
})

test('a confirmation link without its token or with a wrong one explains itself', async ({ page }) => {
  await page.goto('/confirm-email')
  await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible()
  await page.goto('/confirm-email?token=not-a-real-token')
  await page.getByRole('button', { name: 'Confirm new email' }).click()
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible()
})
