import { expect, test, type Page } from '@playwright/test'
import { mailsTo, signIn } from './support.ts'

// The journey of issue 14 on the seeded marketplace: Northwind's employer (Erin) and talent.published (Tara) talk
// about Tara's application to "Senior backend engineer, fleet platform" (seed-applications.ts: the company is
// interested; seed-conversations.ts: their conversation), then Erin schedules the interview.

const VACANCY = 'Senior backend engineer, fleet platform'
const TARA = 'talent.published@hireloop.test'

async function openConversation(page: Page, about: string) {
  await page.goto('/messages')
  await page.getByRole('navigation', { name: 'Conversations' }).getByRole('link').filter({ hasText: about }).click()
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/)
}

/** dd/mm/yyyy, a week from today: how the date field reads a typed date (en-GB). */
function inAWeek(): string {
  const day = new Date(Date.now() + 7 * 86_400_000)
  return `${String(day.getDate()).padStart(2, '0')}/${String(day.getMonth() + 1).padStart(2, '0')}/${day.getFullYear()}`
}

test('the employer writes to an applicant who sees it live, then schedules the interview both see, with an .ics mailed', async ({
  page,
  browser,
  request,
}) => {
  // A long journey: on a busy 2-core machine (stories running beside it) it has taken over two minutes.
  test.setTimeout(240_000)

  // Tara keeps the conversation open in her browser.
  await signIn(page, TARA)
  await expect(page).toHaveURL(/\/matching$/)
  await openConversation(page, VACANCY)
  const taraThread = page.getByRole('log', { name: /Conversation with/ })
  await expect(taraThread).toBeVisible()

  // Erin, in a second browser, writes to her from the inbox.
  const employer = await (await browser.newContext()).newPage()
  await signIn(employer, 'employer@hireloop.test')
  await expect(employer).toHaveURL(/\/job-openings$/)
  await openConversation(employer, VACANCY)
  const text = `Could you do a call next week? (${Date.now().toString(36)}) Details: https://meet.hireloop.test/fleet`
  await employer.getByRole('textbox', { name: 'Message' }).fill(text)
  await employer.getByRole('button', { name: 'Send' }).click()
  // In the thread: the inbox row beside it previews the same text.
  await expect(employer.getByRole('region', { name: 'Conversation' }).getByText(text)).toBeVisible()

  // It appears on Tara's side without a reload, its link clickable and nothing else rendered.
  await expect(taraThread.getByText(/Could you do a call next week\?/)).toBeVisible({ timeout: 5_000 })
  await expect(taraThread.getByRole('link', { name: 'https://meet.hireloop.test/fleet' })).toBeVisible()

  // Tara accepts the company's interest on her Jobs page: both sides agree.
  await page.goto('/application?group=interested')
  const job = page.getByRole('article', { name: VACANCY })
  await job
    .getByRole('group', { name: 'Status actions' })
    .getByRole('button', { name: /^Accept/ })
    .click()
  await expect(page.getByText('You’re successfully matched!').first()).toBeVisible()

  // Erin requests the interview and schedules it from the application's resume page.
  await employer.goto('/job-openings/hiring-pipeline')
  await employer
    .getByRole('navigation', { name: 'Vacancies' })
    .getByRole('link', { name: new RegExp(VACANCY) })
    .click()
  const board = employer.getByRole('group', { name: `Hiring pipeline of ${VACANCY}` })
  await board.getByRole('grid', { name: 'Qualification' }).getByRole('link', { name: 'Resume of Tara Talent' }).click()
  const side = employer.getByRole('complementary', { name: 'Application' })
  await side.getByRole('group', { name: 'Status actions' }).getByRole('button', { name: 'Request interview' }).click()
  await expect(side.getByText('Interview requested', { exact: true }).first()).toBeVisible()
  await side.getByRole('button', { name: 'Schedule interview' }).click()
  const form = employer.getByRole('dialog', { name: 'Schedule a meeting' })
  await expect(form.getByRole('textbox', { name: /^Title/ })).toHaveValue(`Interview: ${VACANCY}`)
  await form.getByRole('textbox', { name: 'Date' }).fill(inAWeek())
  await form.getByRole('textbox', { name: 'Date' }).press('Enter')
  await form.getByRole('combobox', { name: 'Start time' }).click()
  await employer.getByRole('option', { name: '10:00' }).click()
  await form.getByRole('button', { name: 'Schedule meeting' }).click()
  await expect(employer.getByText('Meeting created').first()).toBeVisible()
  await expect(side.getByText('Interview scheduled', { exact: true }).first()).toBeVisible()

  // Both see it among their upcoming meetings.
  for (const viewer of [employer, page]) {
    await viewer.goto('/meetings')
    await expect(viewer.getByText(`Interview: ${VACANCY}`).first()).toBeVisible()
  }
  // Tara's job is under Interview now.
  await page.goto('/application?group=interview')
  await expect(page.getByRole('article', { name: VACANCY }).getByText('Interview scheduled')).toBeVisible()

  // The mailbox holds Tara's invitation with its .ics: the meeting's title is in the calendar (where iCalendar escapes
  // its comma), not in the mail.
  const invitationOf = async () =>
    (await mailsTo(request, TARA)).find(
      (mail) => mail.subject.startsWith('Invitation: interview') && mail.calendar?.content.includes('fleet platform'),
    )
  await expect.poll(async () => Boolean(await invitationOf())).toBe(true)
  const { calendar } = (await invitationOf())!
  expect(calendar!.filename).toMatch(/\.ics$/)
  expect(calendar!.method).toBe('REQUEST')
  expect(calendar!.content).toContain('BEGIN:VEVENT')
})
