import { expect, test } from '@playwright/test'
import { latestMailTo, signIn, signInOnProvider, uniqueEmail } from './support.ts'

const PASSWORD = 'invited-sourcer-1'

test('the admin invites a Sourcer, whose mailed link signs them up; they sign in to the recruiter home', async ({
  browser,
  page,
  request,
}) => {
  const email = uniqueEmail('sourcer')
  await signIn(page, 'admin@hireloop.test')
  await expect(page).toHaveURL(/\/vacancy$/)
  await page.goto('/invite')
  await page.getByRole('button', { name: 'Invite someone' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite someone' })
  await dialog.getByLabel(/^Email/).fill(email)
  await dialog.getByText('Sourcer', { exact: true }).click()
  await dialog.getByRole('button', { name: 'Send invite' }).click()
  await expect(page.getByText('Invite sent')).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) })).toContainText('Pending')

  const mail = await latestMailTo(request, email)
  expect(mail.subject).toBe('You are invited to Hireloop')
  const link = mail.links.find((href) => href.includes('/sign-up/invite/'))!

  // The invited person, in a browser of their own.
  const theirs = await browser.newContext()
  const invited = await theirs.newPage()
  await invited.goto(link)
  await expect(invited.getByText(/You are invited as a Sourcer/)).toBeVisible()
  await invited.getByLabel(/^First name/).fill('Sina')
  await invited.getByLabel(/^Last name/).fill('Sourcer')
  await invited.getByLabel(/^Password/).fill(PASSWORD)
  await invited.getByLabel(/^Confirm password/).fill(PASSWORD)
  await invited.getByRole('button', { name: 'Create account' }).click()
  await expect(invited.getByRole('status').filter({ hasText: 'You joined as a Sourcer' })).toBeVisible()
  await invited.getByRole('link', { name: 'Log in' }).click()
  await signInOnProvider(invited, email, PASSWORD)
  await expect(invited).toHaveURL(/\/vacancy$/)
  await expect(invited.getByRole('navigation').getByRole('link', { name: 'Vacancies' }).first()).toBeVisible()
  await theirs.close()
})
