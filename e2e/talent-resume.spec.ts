import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { accessTokenOf, signIn, signUpTalent, uniqueEmail } from './support.ts'

// The journey of issue 11 for a talent with no resume. talent.new is that talent, but other journeys sign in as it
// and expect /onboarding; a fresh talent (signed up and activated through the mailed link) is the same state and
// leaves the seeded logins as they were.

const PASSWORD = 'resume-journey-2026'

/** A one-page resume as a person would write it, rendered to a PDF with text by the browser itself. */
async function renderResumePdf(browser: Browser, person: { first: string; last: string; email: string }) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.setContent(`<!doctype html>
    <html lang="en"><body style="font-family: sans-serif; font-size: 12pt">
      <h1>${person.first} ${person.last}</h1>
      <p>Backend Engineer</p>
      <p>${person.email} | +49 30 1234567 | Berlin, Germany</p>
      <h2>Summary</h2>
      <p>Backend engineer building reliable APIs and data pipelines for logistics companies.</p>
      <h2>Experience</h2>
      <p>Rhine Logistics, Backend Engineer, Mar 2020 - present</p>
      <p>Designed the shipment tracking API in TypeScript and PostgreSQL.</p>
      <h2>Education</h2>
      <p>Humboldt University of Berlin, BSc Computer Science, 2015 - 2019</p>
      <h2>Skills</h2>
      <p>TypeScript (6 years), Node.js (5 years), PostgreSQL (5 years), Docker</p>
      <h2>Languages</h2>
      <p>English (C1), German (native)</p>
    </body></html>`)
  const pdf = await page.pdf({ format: 'A4' })
  await context.close()
  return pdf
}

/** A PNG (a screenshot), to be sent under a .pdf name. */
async function renderPng(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 200, height: 120 } })
  const page = await context.newPage()
  await page.setContent('<p style="font-size: 40px">photo</p>')
  const png = await page.screenshot({ type: 'png' })
  await context.close()
  return png
}

/** An access token of a recruiter, who sees drafts too: the witness that a refused upload stored nothing. */
async function recruiterToken(browser: Browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, 'recruiter@hireloop.test')
  await expect(page).toHaveURL(/\/vacancy$/)
  const token = await accessTokenOf(page)
  await context.close()
  return token
}

async function resumesOf(request: APIRequestContext, token: string, talentId: string) {
  const response = await request.get(`/api/v1/admin/resume?talent_id=${talentId}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as { total: number; results: Record<string, unknown>[] }
}

async function me(request: APIRequestContext, page: Page) {
  const response = await request.get('/api/v1/me', {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as { id: string; resume: { id: string; draft: boolean } | null }
}

test('a new talent uploads a PDF resume, checks the parsed fields, publishes and lands on matching next time', async ({
  browser,
  page,
  request,
}) => {
  // A long journey: on a busy 2-core machine (stories running beside it) it has taken over two minutes.
  test.setTimeout(240_000)
  const person = { first: 'Jonas', last: 'Keller', email: uniqueEmail('resume') }
  await signUpTalent(page, request, {
    email: person.email,
    password: PASSWORD,
    firstName: person.first,
    lastName: person.last,
  })
  await signIn(page, person.email, PASSWORD)
  await expect(page).toHaveURL(/\/onboarding$/)
  const talentId = (await me(request, page)).id
  const recruiter = await recruiterToken(browser)

  await expect(page.getByRole('heading', { name: `Welcome to Hireloop, ${person.first}`, level: 1 })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Add your resume' })).toContainText('(to do)')
  await page.getByRole('button', { name: 'Upload a resume' }).click()
  await expect(page).toHaveURL(/\/upload\/resume$/)
  await expect(page.getByRole('heading', { name: 'Upload your resume', level: 1 })).toBeVisible()
  const fileInput = page.locator('input[type="file"]')

  // Refused files: a 20 MB one (the browser says so before sending; the server refuses it too), an image named .pdf.
  const twentyMb = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20 * 1024 * 1024, 0x20)])
  await fileInput.setInputFiles({ name: 'huge-resume.pdf', mimeType: 'application/pdf', buffer: twentyMb })
  await expect(page.getByRole('alert')).toHaveText('The file is too large: at most 10 MB.')
  const direct = await request.post(`/api/v1/talent/${talentId}/resume/upload`, {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
    multipart: { file: { name: 'huge-resume.pdf', mimeType: 'application/pdf', buffer: twentyMb } },
  })
  expect(direct.status()).toBe(413)
  expect(await direct.json()).toEqual({ file: ['The file is too large: at most 10 MB.'] })

  await fileInput.setInputFiles({ name: 'photo.pdf', mimeType: 'application/pdf', buffer: await renderPng(browser) })
  await expect(page.getByRole('heading', { name: 'photo.pdf could not be used' })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'This file is not a PDF, DOCX or plain text' })).toBeVisible()

  expect((await me(request, page)).resume, 'a refused file makes no draft').toBeNull()
  expect((await resumesOf(request, recruiter, talentId)).total, 'nor any resume a recruiter could see').toBe(0)

  // Slow the parse job's answers a little, so its progress is on screen long enough to be seen on any machine.
  await page.route('**/get_parse_job/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.continue()
  })
  await fileInput.setInputFiles({
    name: 'jonas-keller.pdf',
    mimeType: 'application/pdf',
    buffer: await renderResumePdf(browser, person),
  })
  const progress = page.getByRole('region', { name: 'jonas-keller.pdf was sent' })
  await expect(progress.getByRole('status')).toHaveText(
    /Waiting for a free reader|Reading your resume|Your resume was read/,
  )

  // The editor opens on the draft the parse filled, with each parsed field to check.
  await expect(page).toHaveURL(/\/manage-cv\/[0-9a-f-]{36}$/)
  const draftId = page.url().split('/').pop()!
  await expect(page.getByRole('heading', { name: 'Your resume', level: 1 })).toBeVisible()
  const headline = page.getByRole('textbox', { name: /^Headline/ })
  await expect(headline).toHaveValue('Backend Engineer')
  await expect(page.getByRole('textbox', { name: /^Summary/ })).toHaveValue(/reliable APIs and data pipelines/)
  await expect(page.getByText('Read from your file, please check').first()).toBeVisible()

  // Nothing parsed is published before the talent has checked it.
  const publish = page.getByRole('button', { name: 'Publish', exact: true })
  await publish.click()
  await expect(page.getByRole('alert').getByText('Headline: read from your file, please check it.')).toBeVisible()
  expect((await me(request, page)).resume).toEqual({ id: draftId, draft: true })

  // Correct one parsed field (that counts as checked), confirm the others.
  await headline.fill('Senior backend engineer')
  const looksRight = page.getByRole('button', { name: /looks right$/ })
  for (let left = await looksRight.count(); left > 0; left--) await looksRight.first().click()
  await expect(looksRight).toHaveCount(0)
  await publish.click()
  await expect(page.getByText('Resume updated')).toBeVisible()
  // A first resume leads on to matching, at the top of the page (the Publish button was at the end of a long form).
  await expect(page).toHaveURL(/\/matching$/)
  await expect(page.getByRole('heading', { name: 'Matching', level: 1 })).toBeInViewport()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)

  const published = await resumesOf(request, recruiter, talentId)
  expect(published.results).toHaveLength(1)
  // The corrected headline and the confirmed values as read from the file.
  expect(published.results[0]).toMatchObject({
    draft: false,
    title: 'Senior backend engineer',
    location: { country: 'DE', city: 'Berlin' },
    phone: '+49 30 1234567',
    languages: expect.arrayContaining([{ language: 'de', level: 'native' }]),
    skills: expect.arrayContaining([expect.objectContaining({ name: 'TypeScript', years: 6 })]),
    experience: [expect.objectContaining({ company: 'Rhine Logistics', start_date: '2020-03-01', end_date: null })],
  })

  // Signed out and in again, the talent with a published resume lands on matching.
  await page.getByRole('button', { name: /account menu/i }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  const confirm = page.getByRole('button', { name: 'Yes, sign me out' })
  await expect(confirm.or(page.getByRole('button', { name: 'Sign in' }))).toBeVisible()
  if (await confirm.isVisible()) await confirm.click()
  // The sign-out ends on the provider's sign-in page; a new navigation before then aborts the redirect chain.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await signIn(page, person.email, PASSWORD)
  await expect(page).toHaveURL(/\/matching$/)
})

test('talent.draft, halfway through onboarding, continues the draft read from its upload and sees what to check', async ({
  page,
}) => {
  // Read only: sign-in.spec.ts expects talent.draft to keep its draft.
  await signIn(page, 'talent.draft@hireloop.test')
  await expect(page).toHaveURL(/\/onboarding$/)
  await expect(page.getByRole('listitem').filter({ hasText: 'Complete your profile' })).toContainText('(done)')
  await expect(page.getByRole('listitem').filter({ hasText: 'Add your resume' })).toContainText('(to do)')
  await page.getByRole('link', { name: 'Continue your draft' }).click()

  await expect(page).toHaveURL(/\/manage-cv\/9b8a7c6d-5e4f-4321-8fed-cba987654321$/)
  await expect(page.getByRole('textbox', { name: /^Headline/ })).toHaveValue('Data analyst')
  const headline = page.getByRole('region', { name: 'Headline' })
  await expect(headline).toContainText('Low confidence (55%)')
  await expect(headline).toContainText('from “Data Analyst”')
  await expect(page.getByRole('region', { name: 'Skills' })).toContainText('Read from your file, please check')
  await expect(page.getByRole('button', { name: /looks right$/ })).toHaveCount(8)
})
