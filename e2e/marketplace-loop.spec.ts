import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectToast, signIn } from './support.ts'

// The journey of issue 13 on the seeded marketplace: talent.published (Tara) has no application to Northwind's
// "Senior frontend engineer, operator console" (apps/server/src/db/seed-applications.ts keeps it free for this run).

const JOURNEY_VACANCY = 'Senior frontend engineer, operator console'

/**
 * Moves a card with the keyboard only, as a keyboard or screen-reader user does: focus the card, ArrowRight to its
 * drag handle, Enter to lift it, Tab through the columns it may go to (the focused column is read with "Press Enter
 * to drop"), Enter to drop.
 */
async function keyboardMove(page: Page, board: Locator, talent: string, column: string) {
  await board.getByRole('row').filter({ hasText: talent }).focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  const focused = page.locator(':focus')
  for (let tabs = 0; tabs < 4; tabs++) {
    const onTarget = await expect(focused)
      .toHaveAccessibleName(column, { timeout: 500 })
      .then(() => true)
      .catch(() => false)
    if (onTarget) break
    await page.keyboard.press('Tab')
  }
  await expect(focused).toHaveAccessibleName(column)
  await expect(focused).toHaveAccessibleDescription(/Press Enter to drop/)
  await page.keyboard.press('Enter')
}

test('a talent applies to a ranked vacancy; the employer moves her card by keyboard to an offer; both confirm the hire', async ({
  page,
  browser,
}) => {
  // A long journey: on a busy 2-core machine (stories running beside it) it has taken over two minutes.
  test.setTimeout(240_000)
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

  // A move the transition table does not allow is refused: the card snaps back and the board says why.
  await keyboardMove(employer, board, 'Tara Talent', 'Interview')
  await expect(
    employer.getByRole('alert').filter({ hasText: 'An application in Applied cannot move to Interview requested.' }),
  ).toBeVisible()
  await expect(prequalified.getByText('Tara Talent', { exact: true })).toBeVisible()

  // Keyboard only: accepting her makes both sides interested, then an interview is requested.
  await keyboardMove(employer, board, 'Tara Talent', 'Qualification')
  await expect(employer.getByRole('status').filter({ hasText: 'You’re successfully matched!' })).toBeVisible()
  await expect(
    board.getByRole('grid', { name: 'Qualification' }).getByText('Tara Talent', { exact: true }),
  ).toBeVisible()
  await keyboardMove(employer, board, 'Tara Talent', 'Interview')
  await expect(employer.getByRole('status').filter({ hasText: 'Status updated' })).toBeVisible()
  const interview = board.getByRole('grid', { name: 'Interview' })
  await expect(interview.getByText('Tara Talent', { exact: true })).toBeVisible()

  // The applicant's resume in the context of the application: the interview happens, then an offer.
  await interview.getByRole('link', { name: 'Resume of Tara Talent' }).click()
  await expect(employer).toHaveURL(
    /\/job-openings\/hiring-pipeline\/vacancy\/[0-9a-f-]{36}\/application\/[0-9a-f-]{36}\/resume$/,
  )
  const actions = employer.getByRole('group', { name: 'Status actions' })
  await actions.getByRole('button', { name: 'Interview scheduled' }).click()
  await expectToast(employer, 'Status updated')
  await actions.getByRole('button', { name: 'Interview done' }).click()
  await expect(actions.getByRole('button', { name: 'Make an offer' })).toBeVisible()
  await actions.getByRole('button', { name: 'Make an offer' }).click()
  await expect(employer.getByText('Offer made', { exact: true }).first()).toBeVisible()

  // Tara accepts the offer on her job page and confirms the hire; the company is next.
  await page.reload()
  await page.getByRole('group', { name: 'Status actions' }).getByRole('button', { name: 'Accept offer' }).click()
  await expectToast(page, 'Status updated')
  await page.getByRole('button', { name: 'Confirm hire' }).click()
  const talentDialog = page.getByRole('dialog', { name: 'Confirm the hire' })
  await talentDialog.getByRole('button', { name: 'Confirm hire' }).click()
  await expect(talentDialog.getByText(/You confirmed\. The company is next/)).toBeVisible()
  await talentDialog.getByRole('button', { name: 'Done' }).click()

  // The employer confirms too: the hire is confirmed, and the card says Hired on the board.
  await employer.reload()
  await employer.getByRole('button', { name: 'Confirm hire' }).click()
  const employerDialog = employer.getByRole('dialog', { name: 'Confirm the hire' })
  await employerDialog.getByRole('button', { name: 'Confirm hire' }).click()
  await expect(employerDialog.getByText('Hire was confirmed')).toBeVisible()
  await expect(employerDialog.getByText('The placement invoice will follow.')).toBeVisible()
  await employerDialog.getByRole('button', { name: 'Done' }).click()
  await expect(employer.getByText('The hire is confirmed: this application does not move any more.')).toBeVisible()

  await employer.getByRole('link', { name: /Back to the hiring pipeline/ }).click()
  const decision = board.getByRole('grid', { name: 'Decision pending' })
  await expect(decision.getByRole('row').filter({ hasText: 'Tara Talent' }).getByText('Hired')).toBeVisible()
})
