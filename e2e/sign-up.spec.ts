import { expect, test } from '@playwright/test'
import { latestMailTo, signInOnProvider, uniqueEmail } from './support.ts'

test('a new talent signs up, verifies the email, signs in and lands on onboarding', async ({ page, request }) => {
  const email = uniqueEmail('talent')
  await page.goto('/sign-up/talent')
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(/^Password/).fill('analytical-1843')
  await page.getByLabel('Confirm password').fill('analytical-1843')
  await page.getByRole('button', { name: 'Create account' }).click()

  await expect(page).toHaveURL(/\/email-message/)
  await expect(page.getByText('A verification link has been sent to')).toBeVisible()

  const mail = await latestMailTo(request, email)
  const link = mail.links.find((href) => href.includes('/activate/talent/'))
  expect(link, 'the verification mail carries an activation link').toBeTruthy()
  await page.goto(link!)
  await expect(page.getByText('Talent profile activated')).toBeVisible()

  await page.getByRole('link', { name: 'Log in', exact: true }).click()
  await signInOnProvider(page, email, 'analytical-1843')
  await expect(page).toHaveURL(/\/onboarding$/)
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible()
})

test('a new company signs up, verifies the email, signs in and lands on onboarding', async ({ page, request }) => {
  const email = uniqueEmail('employer')
  await page.goto('/sign-up/company')
  await page.getByLabel('First name').fill('Grace')
  await page.getByLabel('Last name').fill('Hopper')
  await page.getByLabel('Work email').fill(email)
  await page.getByLabel('Company name').fill('Compiler Works')
  await page.getByLabel('Website URL').fill('https://compiler.example')
  await page.getByLabel(/^Password/).fill('cobol-1959!')
  await page.getByLabel('Confirm password').fill('cobol-1959!')
  await page.getByRole('button', { name: 'Create company account' }).click()

  await expect(page).toHaveURL(/\/email-message/)
  const mail = await latestMailTo(request, email)
  const link = mail.links.find((href) => href.includes('/activate/employer/'))
  expect(link).toBeTruthy()
  await page.goto(link!)
  await expect(page.getByText('Employer profile activated')).toBeVisible()

  await page.getByRole('link', { name: 'Log in', exact: true }).click()
  await signInOnProvider(page, email, 'cobol-1959!')
  await expect(page).toHaveURL(/\/onboarding$/)
})

test('an invalid talent sign-up shows the messages of the spec and sends nothing', async ({ page }) => {
  const sent: string[] = []
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/api/v1/register')) sent.push(req.url())
  })
  await page.goto('/sign-up/talent')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Required', { exact: true }).first()).toBeVisible()

  await page.getByLabel('Email').fill('not-an-email')
  await page.getByLabel(/^Password/).fill('short')
  await page.getByLabel('Confirm password').fill('different')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Invalid email')).toBeVisible()
  await expect(page.getByText('Too short')).toBeVisible()
  await expect(page.getByText('Not match')).toBeVisible()

  await page.getByLabel(/^Password/).fill('x'.repeat(25))
  await expect(page.getByText('Too long')).toBeVisible()
  expect(sent).toEqual([])
})

test('an invalid company sign-up says the URL is not valid and sends nothing', async ({ page }) => {
  const sent: string[] = []
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/api/v1/register')) sent.push(req.url())
  })
  await page.goto('/sign-up/company')
  await page.getByLabel('Website URL').fill('not a url')
  await page.getByRole('button', { name: 'Create company account' }).click()
  await expect(page.getByText('URL is not valid')).toBeVisible()
  await expect(page.getByText('Required', { exact: true }).first()).toBeVisible()
  expect(sent).toEqual([])
})
