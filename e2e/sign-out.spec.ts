import { expect, test } from '@playwright/test'
import { refreshTokenOf, refreshTokens, signIn, SIGN_IN_PAGE, storedUserOf } from './support.ts'

test('Logout revokes the refresh token: a copy of it no longer renews the session', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  // The control: the same request with the refresh token of a session that did not log out gets new tokens. Without
  // it a malformed request would pass the check below for the wrong reason.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await signIn(otherPage, 'employer@hireloop.test')
  await expect(otherPage).toHaveURL(/\/job-openings$/)
  const control = await refreshTokens(request, baseURL!, await refreshTokenOf(otherPage))
  expect(control.status(), await control.text()).toBe(200)
  expect(await control.json()).toHaveProperty('access_token')
  await other.close()

  await signIn(page, 'talent.published@hireloop.test')
  await expect(page).toHaveURL(/\/matching$/)
  // What a script injected into the page could have copied before the user logged out.
  const refreshToken = await refreshTokenOf(page)

  await page.getByRole('button', { name: /account menu/i }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  // The provider may ask to confirm on its sign-out page (a form); then the portal's /login sends to sign-in.
  const confirm = page.getByRole('button', { name: 'Yes, sign me out' })
  await expect(confirm.or(page.getByRole('button', { name: 'Sign in' }))).toBeVisible()
  if (await confirm.isVisible()) {
    // The portal revoked the token before it left for the provider: dead even if the user stayed signed in there.
    const meanwhile = await refreshTokens(request, baseURL!, refreshToken)
    expect(meanwhile.status(), await meanwhile.text()).toBe(400)
    await confirm.click()
  }
  await expect(page).toHaveURL(SIGN_IN_PAGE)
  expect(await storedUserOf(page), 'nothing of the session is left in local storage').toBeNull()

  const response = await refreshTokens(request, baseURL!, refreshToken)
  expect(response.status(), await response.text()).toBe(400)
  expect(await response.json()).toMatchObject({ error: 'invalid_grant' })
})
