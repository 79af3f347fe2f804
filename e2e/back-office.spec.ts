import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import {
  accessTokenOf,
  choosePasswordFromLink,
  chooseSuggestion,
  DEMO_PASSWORD,
  latestMailTo,
  latestMailWhere,
  SIGN_IN_PAGE,
  signInOnProvider,
  uniqueEmail,
} from './support.ts'

// The back-office journeys of issue 15 on the seeded marketplace. Each leaves the seed as other spec files expect it:
// fresh users and fresh vacancies where something changes, and the one access rule it removes put back.

const ADMIN = 'admin@hireloop.test'
const LUMEN = '3d4e5f60-7182-4c93-adb4-c5d6e7f8091a'
const NORTHWIND = '7e6d5c4b-3a29-4817-9605-f4e3d2c1b0a9'

/** The seed's custom rule (apps/server/src/db/seed-recruiters.ts): Sourcers may update vacancies, which archiving is. */
const SOURCER_RULE = 'Sourcers may update vacancies'

/** The seeded hire Northwind confirmed and its talent (Amara, a marketplace talent without a password) has not. */
const HALF_CONFIRMED = {
  applicationId: 'c1000000-0000-4000-8000-000000000001',
  talentEmail: 'amara.okafor@talents.hireloop.test',
}

// The machine the suite runs on may be shared and slow: every step waits longer than the default, and a page load
// (sign-in, a full navigation: token, profile, first page) longer still.
const expect = baseExpect.configure({ timeout: 20_000 })
const LANDING = { timeout: 45_000 }

/** Signs in from /login on the provider's page and waits for the landing page. */
async function signInAs(page: Page, email: string, landing: RegExp, password = DEMO_PASSWORD) {
  await page.goto('/login')
  await expect(page).toHaveURL(SIGN_IN_PAGE, LANDING)
  await signInOnProvider(page, email, password)
  await expect(page).toHaveURL(landing, LANDING)
}

async function expectToast(page: Page, message: string) {
  await expect(page.getByText(message, { exact: true }).first()).toBeVisible()
}

/** The back-office API (`/api/v1/admin`) with a signed-in recruiter's token. */
function backOffice(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` }
  const url = (path: string) => `/api/v1/admin${path}`
  return {
    get: (path: string) => request.get(url(path), { headers }),
    post: (path: string, data: unknown) => request.post(url(path), { headers, data }),
    delete: (path: string) => request.delete(url(path), { headers }),
  }
}

test('the admin invites a Sourcer; removing the rule that lets Sourcers archive takes archiving away at once', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000)
  await signInAs(page, ADMIN, /\/vacancy$/)
  const admin = backOffice(request, await accessTokenOf(page))

  // Two published vacancies of this run's own, so archiving changes nothing another journey looks at.
  const run = Date.now().toString(36)
  const vacancies: { id: string; title: string }[] = []
  for (const title of [`Archive check ${run} one`, `Archive check ${run} two`]) {
    const created = await admin.post('/vacancy', {
      company_id: LUMEN,
      title,
      description: 'A vacancy the end-to-end journey archives.',
      remote: 'remote',
      employment_type: 'full_time',
      skills: [],
    })
    expect(created.status(), await created.text()).toBe(201)
    vacancies.push({ id: ((await created.json()) as { id: string }).id, title })
  }
  const [first, second] = vacancies as [{ id: string; title: string }, { id: string; title: string }]

  try {
    // The invite, from the admin's Invites screen to the invitee's mailbox.
    const email = uniqueEmail('sourcer')
    await page.goto('/invite')
    await page.getByRole('button', { name: 'Invite someone' }).click()
    const dialog = page.getByRole('dialog', { name: 'Invite someone' })
    await dialog.getByLabel(/^Email/).fill(email)
    await dialog.getByText('Sourcer', { exact: true }).click()
    await dialog.getByRole('button', { name: 'Send invite' }).click()
    await expectToast(page, 'Invite sent')
    const mail = await latestMailTo(request, email)
    const link = mail.links.find((href) => href.includes('/sign-up/invite/'))
    expect(link, 'the invite mail carries the sign-up link').toBeTruthy()

    // The invited Sourcer signs up in a browser of their own and lands in the back office.
    const theirs = await browser.newContext()
    const sourcer = await theirs.newPage()
    await sourcer.goto(link!)
    await expect(sourcer.getByText(/You are invited as a Sourcer/)).toBeVisible(LANDING)
    await sourcer.getByLabel(/^First name/).fill('Sven')
    await sourcer.getByLabel(/^Last name/).fill('Sourcer')
    await sourcer.getByLabel(/^Password/).fill('archive-rule-2026')
    await sourcer.getByLabel(/^Confirm password/).fill('archive-rule-2026')
    await sourcer.getByRole('button', { name: 'Create account' }).click()
    await expect(sourcer.getByRole('heading', { name: 'Your account is ready' })).toBeVisible(LANDING)
    await sourcer.getByRole('link', { name: 'Log in' }).click()
    await expect(sourcer).toHaveURL(SIGN_IN_PAGE, LANDING)
    await signInOnProvider(sourcer, email, 'archive-rule-2026')
    await expect(sourcer).toHaveURL(/\/vacancy$/, LANDING)
    await expect(sourcer.getByRole('heading', { name: 'Vacancies', level: 1 })).toBeVisible()

    // While the rule holds, the Sourcer archives a vacancy from its page.
    await sourcer.goto(`/vacancy/${first.id}`)
    await sourcer.getByRole('button', { name: 'Archive', exact: true }).click()
    const confirmFirst = sourcer.getByRole('alertdialog', { name: 'Archive this vacancy?' })
    await confirmFirst.getByRole('button', { name: 'Archive vacancy' }).click()
    await expectToast(sourcer, 'Vacancy archived')
    await expect(confirmFirst).toBeHidden()

    // The Sourcer has the second vacancy open, its Archive button offered, when the admin removes the rule.
    await sourcer.goto(`/vacancy/${second.id}`)
    const archiveSecond = sourcer.getByRole('button', { name: 'Archive', exact: true })
    await expect(archiveSecond).toBeVisible(LANDING)

    await page.goto('/access?subject=sourcer')
    const rule = page.getByRole('checkbox', { name: SOURCER_RULE })
    // The switch is the checkbox's label (the input itself is visually hidden).
    const ruleSwitch = page.locator('label').filter({ has: rule })
    await expect(rule).toBeChecked(LANDING)
    await ruleSwitch.click()
    await expectToast(page, 'Access rule removed')
    await expect(rule).not.toBeChecked()

    // From the Sourcer's next request on, archiving is refused with the policy's sentence, and nothing changes.
    await archiveSecond.click()
    const confirmSecond = sourcer.getByRole('alertdialog', { name: 'Archive this vacancy?' })
    await confirmSecond.getByRole('button', { name: 'Archive vacancy' }).click()
    await expect(confirmSecond.getByRole('alert')).toHaveText('A Sourcer cannot update vacancies.')
    await confirmSecond.getByRole('button', { name: 'Cancel' }).click()
    const still = await admin.get(`/vacancy/${second.id}`)
    expect(((await still.json()) as { status: string }).status).toBe('Active')

    // The vacancies table offers the Sourcer no Archive action on it.
    await sourcer.goto(`/vacancy?q=${encodeURIComponent(second.title)}`)
    const row = sourcer.getByRole('row').filter({ hasText: second.title })
    await expect(row).toBeVisible(LANDING)
    await expect(row.getByRole('button', { name: `Archive ${second.title}` })).toHaveCount(0)
    await theirs.close()

    // The admin puts the rule back: the seed is as it was for the other journeys.
    await ruleSwitch.click()
    await expectToast(page, 'Access rule created')
    await expect(rule).toBeChecked()
  } finally {
    // Whatever happened above: the rule exists again, and this run's vacancies are gone.
    const rules = await admin.get('/access_rule?subject=sourcer&resource=vacancy&size=100')
    const held = ((await rules.json()) as { results: { action: string; effect: string }[] }).results
    if (!held.some((r) => r.action === 'update' && r.effect === 'allow')) {
      const restored = await admin.post('/access_rule/sourcer/vacancy', { action: 'update', effect: 'allow' })
      expect(restored.status(), await restored.text()).toBe(201)
    }
    for (const vacancy of vacancies) {
      await admin.post(`/vacancy/${vacancy.id}/archive`, {})
      const removed = await admin.delete(`/vacancy/${vacancy.id}`)
      expect(removed.ok(), await removed.text()).toBe(true)
    }
  }
})

test('a recruiter creates a talent with a resume; the talent is mailed a link to choose a password', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const email = uniqueEmail('recruited')
  await signInAs(page, 'recruiter@hireloop.test', /\/vacancy$/)
  await page.goto('/create-talent')
  const talentStep = page.getByRole('form', { name: 'The talent' })
  await talentStep.getByLabel(/^First name/).fill('Rosalind')
  await talentStep.getByLabel(/^Last name/).fill('Franklin')
  await talentStep.getByLabel(/^Email/).fill(email)
  await talentStep.getByLabel(/^Resume title/).fill('Data engineer')
  await talentStep.getByRole('button', { name: 'Create talent' }).click()
  await expect(page).toHaveURL(/\/create-talent\/[0-9a-f-]{36}$/)

  // Step 2: the account exists (active, no password yet) and the draft's title carries over.
  const account = page.getByRole('region', { name: 'Account' })
  await expect(account).toContainText(email)
  await expect(account.getByText('Active', { exact: true })).toBeVisible()
  const resumeStep = page.getByRole('form', { name: 'Their resume' })
  await expect(resumeStep.getByLabel(/^Resume title/)).toHaveValue('Data engineer')
  await resumeStep.getByLabel(/^Summary/).fill('Builds data pipelines for research labs.')
  await chooseSuggestion(resumeStep.getByLabel(/^Add a skill/), 'Python', 'Python')
  await expect(resumeStep.getByRole('list', { name: 'Skills' })).toContainText('Python')
  await resumeStep.getByRole('button', { name: 'Create resume' }).click()
  await expectToast(page, 'Talent user and resume created')
  await expect(page).toHaveURL(/\/resume\/[0-9a-f-]{36}$/)
  await expect(page.getByText('Rosalind Franklin').first()).toBeVisible()
  await expect(page.getByText('Data engineer').first()).toBeVisible()

  // The talent's mail: the link to choose a password, which lets them sign in.
  const mail = await latestMailTo(request, email)
  expect(mail.subject).toBe('Your Hireloop account is ready')
  const link = mail.links.find((href) => href.includes('/change-password?token='))
  expect(link, 'the mail carries the link to choose a password').toBeTruthy()
  const theirs = await browser.newContext()
  const talent = await theirs.newPage()
  await choosePasswordFromLink(talent, link!, 'double-helix-1953')
  await expect(talent).toHaveURL(SIGN_IN_PAGE, LANDING)
  await signInOnProvider(talent, email, 'double-helix-1953')
  await expect(talent.getByRole('button', { name: /Rosalind Franklin\s*, account menu/ })).toBeVisible(LANDING)
  await theirs.close()
})

test('a confirmed hire writes a draft invoice; a recruiter sends it; the company downloads its PDF under Billing', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000)
  // The talent's side confirms the seeded half-confirmed hire: Amara first chooses a password by the reset mail.
  const reset = await request.post('/api/v1/password_reset', { data: { email: HALF_CONFIRMED.talentEmail } })
  expect(reset.status(), await reset.text()).toBe(202)
  const resetMail = await latestMailWhere(
    request,
    (m) => m.to === HALF_CONFIRMED.talentEmail && m.subject === 'Reset your Hireloop password',
  )
  await choosePasswordFromLink(
    page,
    resetMail.links.find((href) => href.includes('/change-password?token='))!,
    'fee-2026-amara',
  )
  await expect(page).toHaveURL(SIGN_IN_PAGE, LANDING)
  await signInOnProvider(page, HALF_CONFIRMED.talentEmail, 'fee-2026-amara')
  await expect(page.getByRole('button', { name: /Amara Okafor\s*, account menu/ })).toBeVisible(LANDING)
  await page.goto(`/application/${HALF_CONFIRMED.applicationId}/vacancy`)
  await page.getByRole('button', { name: 'Confirm hire' }).click()
  const hire = page.getByRole('dialog', { name: 'Confirm the hire' })
  await hire.getByRole('button', { name: 'Confirm hire' }).click()
  await expect(hire.getByText('Hire was confirmed')).toBeVisible()
  await expect(hire.getByText('Congratulations on the new job.')).toBeVisible()

  // The hire's placement-fee draft, for a recruiter who may send invoices (Ada, Head of Recruitment).
  const recruiterContext = await browser.newContext()
  const recruiter = await recruiterContext.newPage()
  await signInAs(recruiter, ADMIN, /\/vacancy$/)
  const admin = backOffice(request, await accessTokenOf(recruiter))
  const drafts = await admin.get(`/company/${NORTHWIND}/invoice?status=draft&size=100`)
  expect(drafts.ok(), await drafts.text()).toBe(true)
  const draft = (
    (await drafts.json()) as { results: { number: string; application_id: string | null }[] }
  ).results.find((invoice) => invoice.application_id === HALF_CONFIRMED.applicationId)
  expect(draft, 'the hire wrote its placement-fee draft').toBeTruthy()
  const number = draft!.number

  await recruiter.goto(`/company/${NORTHWIND}/invoices?status=draft`)
  const invoices = recruiter.getByRole('table', { name: 'Invoices of Northwind Robotics' })
  const row = invoices.getByRole('row').filter({ hasText: number })
  await expect(row).toContainText('Draft', LANDING)
  await row.getByRole('button', { name: `Send invoice ${number}` }).click()
  await expectToast(recruiter, `Invoice ${number} sent`)
  await recruiter.goto(`/company/${NORTHWIND}/invoices?status=sent`)
  await expect(invoices.getByRole('row').filter({ hasText: number })).toContainText('Sent', LANDING)
  await recruiterContext.close()

  // The company's employer finds it under Billing and downloads its PDF.
  const employerContext = await browser.newContext()
  const employer = await employerContext.newPage()
  await signInAs(employer, 'employer@hireloop.test', /\/job-openings$/)
  await employer.goto('/billing')
  const billed = employer.getByRole('table', { name: 'Invoices of Northwind Robotics' }).getByRole('row').filter({
    hasText: number,
  })
  await expect(billed).toContainText('Sent', LANDING)
  const [download] = await Promise.all([
    employer.waitForEvent('download'),
    billed.getByRole('button', { name: `Download invoice ${number} as PDF` }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`${number}.pdf`)
  const pdf = await readFile((await download.path())!)
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  await employerContext.close()

  // The mail with the PDF attached, to the company's billing address (or its employers).
  const invoiceMail = await latestMailWhere(request, (m) => m.subject.startsWith(`Invoice ${number} from `))
  expect(invoiceMail.attachments.map(({ filename, content_type }) => ({ filename, content_type }))).toEqual([
    { filename: `${number}.pdf`, content_type: 'application/pdf' },
  ])
  expect(invoiceMail.attachments[0]!.size).toBeGreaterThan(1000)
  expect(invoiceMail.links.some((href) => href.endsWith('/billing'))).toBe(true)
})
