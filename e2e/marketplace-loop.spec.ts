import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support.ts'

// The journey of issue 13 on the seeded marketplace: talent.published (Tara) has no application to Northwind's
// "Senior frontend engineer, operator console" (apps/server/src/db/seed-applications.ts keeps it free for this run).

const JOURNEY_VACANCY = 'Senior frontend engineer, operator console'

async function expectToast(page: Page, message: string) {
  await expect(page.getByText(message, { exact: true }).first()).toBeVisible()
}

test('a talent applies to a vacancy ranked with its reasons; the employer finds the card and moves it on', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await signIn(page, 'talent.published@hireloop.test')
  await expect(page).toHaveURL(/\/matching$/)
  const ranked = page.getByRole('list', { name: 'Ranked vacancies' })
  const card = ranked.getByRole('article', { name: JOURNEY_VACANCY })
  await expect(card).toBeVisible()
  await expect(card.getByText(/% match/)).toBeVisible()

  // The reasons, not just a number: each requirement with its verdict and the resume's words.
  await card.getByRole('button', { name: /Why it matches/ }).click()
  const reasons = card.getByRole('list', { name: `Why ${JOURNEY_VACANCY} matches` })
  await expect(reasons).toContainText('TypeScript')
  await expect(reasons).toContainText(/met|partial|missing/i)

  await card.getByRole('button', { name: `Apply ${JOURNEY_VACANCY}` }).click()
  await expect(card.getByText('Applied', { exact: true })).toBeVisible()

  // The job page of the application: the vacancy, its status and the reasons beside it.
  await card.getByRole('link', { name: `View job ${JOURNEY_VACANCY}` }).click()
  await expect(page).toHaveURL(/\/application\/[0-9a-f-]{36}\/vacancy$/)
  await expect(page.getByText('Applied', { exact: true }).first()).toBeVisible()

  // The employer, in a second browser, finds Tara under Prequalified talents of that vacancy's pipeline.
  const employer = await (await browser.newContext()).newPage()
  await signIn(employer, 'employer@hireloop.test')
  await expect(employer).toHaveURL(/\/job-openings$/)
  await employer.goto('/job-openings/hiring-pipeline')
  await employer
    .getByRole('navigation', { name: 'Vacancies' })
    .getByRole('link', { name: new RegExp(JOURNEY_VACANCY) })
    .click()
  const board = employer.getByRole('group', { name: `Hiring pipeline of ${JOURNEY_VACANCY}` })
  const prequalified = board.getByRole('grid', { name: 'Prequalified talents' })
  await expect(prequalified.getByText('Tara Talent', { exact: true })).toBeVisible()

  // The applicant's resume in the context of the application: accepting makes both sides interested.
  await prequalified.getByRole('link', { name: 'Resume of Tara Talent' }).click()
  await expect(employer).toHaveURL(
    /\/job-openings\/hiring-pipeline\/vacancy\/[0-9a-f-]{36}\/application\/[0-9a-f-]{36}\/resume$/,
  )
  const actions = employer.getByRole('group', { name: 'Status actions' })
  await actions.getByRole('button', { name: 'Accept', exact: true }).click()
  await expectToast(employer, 'You’re successfully matched!')
  await actions.getByRole('button', { name: 'Request interview' }).click()
  await expectToast(employer, 'Status updated')

  // Back on the board, the card is in the Interview column.
  await employer.getByRole('link', { name: /Back to the hiring pipeline/ }).click()
  await expect(board.getByRole('grid', { name: 'Interview' }).getByText('Tara Talent', { exact: true })).toBeVisible()
})
