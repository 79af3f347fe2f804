import { expect, test } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import {
  chooseSuggestion,
  expectToast,
  latestMailTo,
  signIn,
  signInOnProvider,
  signUpCompany,
  uniqueEmail,
} from './support.ts'

// The journeys of issue 12. employer.new is a company before onboarding, but the sign-in journey signs in as it and
// expects /onboarding; a fresh company (signed up and activated through the mailed link) is the same state and leaves
// the seeded logins as they were.

const PASSWORD = 'company-journey-2026'

test('a new company finishes onboarding, drafts a vacancy, publishes it, archives it and finds it archived', async ({
  page,
  request,
}) => {
  // A long journey: on a busy 2-core machine (stories running beside it) it has taken over two minutes.
  test.setTimeout(240_000)
  const email = uniqueEmail('company')
  await signUpCompany(page, request, { email, password: PASSWORD, name: 'Harbour Analytics' })
  await signIn(page, email, PASSWORD)
  await expect(page).toHaveURL(/\/onboarding$/)

  // Company onboarding: the welcome, then the company type; the root redirect then leads to job openings.
  await page.getByRole('button', { name: /Get started/ }).click()
  // The radio's input is visually hidden under its control; a person clicks the option's label.
  await page.getByRole('radiogroup').getByText('Startup', { exact: true }).click()
  await expect(page.getByRole('radio', { name: /^Startup/ })).toBeChecked()
  await page.getByRole('button', { name: /Continue/ }).click()
  await expect(page).toHaveURL(/\/job-openings$/)
  await expect(page.getByRole('heading', { name: 'Job Openings', level: 1 })).toBeVisible()

  // A draft first: only the title is needed.
  await page.getByRole('link', { name: 'Create vacancy' }).click()
  await expect(page).toHaveURL(/\/create-vacancy$/)
  const title = `Data engineer ${Date.now().toString(36)}`
  await page.getByRole('textbox', { name: /^Title/ }).fill(title)
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expectToast(page, 'Vacancy created')
  await expect(page).toHaveURL(/\/create-vacancy\/[0-9a-f-]{36}$/)
  // Saved again while still a draft: still only the title is needed.
  await page.getByRole('textbox', { name: /^Title/ }).fill(`${title}, streaming`)
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expectToast(page, 'Vacancy updated')
  await page.getByRole('textbox', { name: /^Title/ }).fill(title)

  // Then the rest of it, and publish.
  await page.getByRole('textbox', { name: /^Description/ }).fill('## What you will do\n\n- Build our **data platform**')
  await page.getByRole('tab', { name: 'Preview' }).click()
  await expect(page.getByRole('region', { name: 'Description preview' }).getByRole('heading')).toHaveText(
    'What you will do',
  )
  await page.getByRole('tab', { name: 'Edit' }).click()
  await chooseSuggestion(page.getByRole('combobox', { name: 'Add a required skill' }), 'PostgreSQL', 'PostgreSQL')
  await expect(page.getByRole('list', { name: 'Required skills' })).toContainText('PostgreSQL')
  await page.getByRole('button', { name: 'Publish' }).click()
  await expectToast(page, 'Vacancy created')
  await expect(page).toHaveURL(/\/job-openings$/)

  // It is a job opening now, without applications yet; archive it from its card.
  const card = page.getByRole('article', { name: title })
  await expect(card).toBeVisible()
  await expect(card).toContainText('No applications yet')
  await card.getByRole('button', { name: `Archive ${title}` }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Archive this vacancy?' })
  await dialog.getByRole('button', { name: 'Archive vacancy' }).click()
  await expectToast(page, 'Vacancy archived')
  await expect(page.getByRole('article', { name: title })).toHaveCount(0)

  await page.getByRole('link', { name: 'Archived vacancies' }).click()
  await expect(page).toHaveURL(/\/job-openings\/archived$/)
  await expect(page.getByRole('article', { name: title })).toBeVisible()
})

test('an employer invites a colleague, who activates the account from the mail and signs in', async ({
  page,
  request,
}) => {
  const colleague = uniqueEmail('colleague')
  await signIn(page, 'employer@hireloop.test')
  await expect(page).toHaveURL(/\/job-openings$/)
  await page.goto('/users')
  await page.getByRole('button', { name: 'Invite colleague' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite colleague' })
  await dialog.getByLabel(/^First name/).fill('Mia')
  await dialog.getByLabel(/^Last name/).fill('Schulz')
  await dialog.getByLabel(/^Work email/).fill(colleague)
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  await expectToast(page, 'Employer created')
  await expect(page.getByRole('row').filter({ hasText: colleague })).toContainText('Invitation pending')

  // The colleague's side, in a browser of their own.
  const mail = await latestMailTo(request, colleague)
  const link = mail.links.find((href) => href.includes('/activate/employer/'))
  expect(link, 'the invitation carries an activation link').toBeTruthy()
  const context = await page.context().browser()!.newContext()
  const theirs = await context.newPage()
  await theirs.goto(link!)
  await theirs.getByLabel(/^Password/).fill('colleague-pass-1')
  await theirs.getByLabel(/^Confirm password/).fill('colleague-pass-1')
  await theirs.getByRole('button', { name: 'Activate account' }).click()
  await expect(theirs.getByText('Employer profile activated')).toBeVisible()
  await theirs.getByRole('link', { name: 'Log in', exact: true }).click()
  await signInOnProvider(theirs, colleague, 'colleague-pass-1')
  await expect(theirs).toHaveURL(/\/job-openings$/)
  await context.close()

  await page.reload()
  await expect(page.getByRole('row').filter({ hasText: colleague })).toContainText('Active')
})

test('an employer creates a vacancy from an uploaded DOCX, checks what was read and publishes it', async ({ page }) => {
  // A long journey: on a busy 2-core machine (stories running beside it) it has taken over two minutes.
  test.setTimeout(240_000)
  await signIn(page, 'employer@hireloop.test')
  await expect(page).toHaveURL(/\/job-openings$/)
  await page.getByRole('link', { name: 'Upload a vacancy file' }).click()
  await expect(page).toHaveURL(/\/upload\/vacancy$/)
  await page
    .locator('input[type="file"]')
    .setInputFiles(fileURLToPath(new URL('./fixtures/vacancy.docx', import.meta.url)))
  await expectToast(page, 'Vacancy file uploaded')

  // The parse job fills a draft; the editor opens on it with every field read from the file to check.
  await expect(page).toHaveURL(/\/create-vacancy\/[0-9a-f-]{36}$/, { timeout: 30_000 })
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue('Senior Backend Engineer')
  await expect(page.getByText('Read from your file, please check').first()).toBeVisible()
  await expect(page.getByRole('list', { name: 'Required skills' })).not.toBeEmpty()

  // Nothing read from a file is published unchecked: the employer confirms each field, then publishes.
  const confirmations = page.getByRole('button', { name: / looks right$/ })
  while ((await confirmations.count()) > 0) await confirmations.first().click()
  await page.getByRole('button', { name: 'Publish' }).click()
  await expectToast(page, 'Vacancy created')
  await expect(page).toHaveURL(/\/job-openings$/)
  await expect(page.getByRole('article', { name: 'Senior Backend Engineer', exact: true })).toBeVisible()
})
