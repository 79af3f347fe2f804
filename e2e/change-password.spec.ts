import { expect, test } from '@playwright/test'
import { refreshTokenOf, refreshTokens, signIn, signUpTalent, uniqueEmail } from './support.ts'

const PASSWORD = 'analytical-1843'

test('signed in, the password changes only with the current one, and other sessions are signed out', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('talent')
  await signUpTalent(page, request, { email, password: PASSWORD })
  // Another browser signed in as the same user: the session the change must end.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await signIn(otherPage, email, PASSWORD)
  await expect(otherPage).toHaveURL(/\/onboarding$/)
  const otherRefreshToken = await refreshTokenOf(otherPage)
  await other.close()

  await signIn(page, email, PASSWORD)
  await expect(page).toHaveURL(/\/onboarding$/)
  await page.goto('/change-password')
  const current = page.getByLabel('Current Password')
  await current.fill('not-my-password')
  await page.getByLabel('New Password').fill('difference-engine-1')
  await page.getByLabel('Confirm Password').fill('difference-engine-1')
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(current).toHaveAccessibleDescription('The current password is not correct.')
  await expect(page).toHaveURL(/\/change-password$/)

  await current.fill(PASSWORD)
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('Password updated')).toBeVisible()
  await expect(page).toHaveURL(/\/onboarding$/)

  const refused = await refreshTokens(request, baseURL!, otherRefreshToken)
  expect(refused.status(), await refused.text()).toBe(400)
  // This session goes on.
  await page.reload()
  await expect(page).toHaveURL(/\/onboarding$/)
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible()
})
