import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import {
  accessTokenOf,
  DEMO_PASSWORD,
  latestMailTo,
  SIGN_IN_PAGE,
  signInOnProvider,
  storedUserOf,
  uniqueEmail,
} from './support.ts'

// Stored XSS (issue 17): script payloads written through the API into every user-written field the contract lets
// them into, then every screen that shows those fields opened as the roles that see it. Nothing may run (no
// `window.__xss`, no dialog), nothing may be refused by the CSP (a refusal means markup got as far as the page), plain
// text shows its characters literally, and a Markdown `javascript:` link is no link. Names are not written: the
// contract's PersonName refuses `<`, `>`, `=` and `/` (security finding 8), so a name cannot carry a payload.

const SCRIPT = '<script>window.__xss=1</script>'
const IMG = '<img src=x onerror=window.__xss=1>'
const LINK = '[x](javascript:window.__xss=1)'
const SVG = '<svg onload=window.__xss=1>'
const QUOTE = '"><img src=x onerror=alert(1)>'

interface Guarded {
  page: Page
  problems: string[]
}

/** A signed-in page that records every dialog, CSP refusal and CSP console report from the first document on. */
async function guardedPage(browser: Browser, email: string, password = DEMO_PASSWORD): Promise<Guarded> {
  const page = await (await browser.newContext()).newPage()
  const problems: string[] = []
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) problems.push(`console: ${message.text()}`)
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.defineProperty(window, '__csp', { value: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    )
  })
  await page.goto('/login')
  // The provider's page, then the portal again: slow on a busy machine.
  await expect(page).toHaveURL(SIGN_IN_PAGE, { timeout: 30_000 })
  await signInOnProvider(page, email, password)
  // Signed in once the portal holds the user (after the provider's redirect back).
  await expect.poll(async () => Boolean(await storedUserOf(page)), { timeout: 30_000 }).toBe(true)
  return { page, problems }
}

/** Opens `path` and checks that what `shown` names is there as text, and that nothing ran or was refused. */
async function expectInert({ page, problems }: Guarded, path: string, shown: string[]) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 })
  for (const text of shown) {
    // A cold screen loads its chunk and data first: slow on a busy machine.
    await expect(page.getByText(text).first(), `${path} shows ${text}`).toBeVisible({ timeout: 30_000 })
  }
  const state = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    csp: (window as unknown as { __csp: string[] }).__csp,
    // Elements a payload would have to become to run: none of the product's own markup is any of these.
    live: [
      ...document.querySelectorAll('script:not([src]), img[src="x"], svg[onload], [onerror], [onload], [onclick]'),
    ].map((element) => element.outerHTML.slice(0, 120)),
    links: [...document.querySelectorAll('a[href]')]
      .map((anchor) => anchor.getAttribute('href')!)
      .filter((href) => /^\s*(javascript|data|vbscript):/i.test(href)),
  }))
  expect(state.xss, `${path}: a payload ran`).toBeUndefined()
  expect(state.live, `${path}: markup from a payload`).toEqual([])
  expect(state.links, `${path}: script links`).toEqual([])
  expect([...problems, ...state.csp], `${path}: dialogs and CSP reports`).toEqual([])
}

function apiAs(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` }
  const call = async (
    method: 'get' | 'post' | 'put',
    path: string,
    data?: unknown,
    status = method === 'post' ? 201 : 200,
  ) => {
    const response = await request[method](`/api/v1${path}`, { headers, ...(data === undefined ? {} : { data }) })
    expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(status)
    return response.status() === 204 ? null : await response.json()
  }
  return {
    get: (path: string) => call('get', path),
    post: (path: string, data: unknown, status?: number) => call('post', path, data, status),
    put: (path: string, data: unknown) => call('put', path, data),
  }
}

test('script written into every user-written field stays text on every screen that shows it', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000)
  const run = Date.now().toString(36)
  const mark = (label: string) => `${label} ${run}`

  // The company side: Erin of Northwind.
  const erin = await guardedPage(browser, 'employer@hireloop.test')
  const asErin = apiAs(request, await accessTokenOf(erin.page))
  const { company_id: companyId } = await asErin.get('/me')
  const company = (path: string) => `/company/${companyId}${path}`
  const [typescript] = (await asErin.get(company('/skill/suggest?q=TypeScript'))).results

  const vacancyTitle = `${mark('Vacancy')} ${IMG} ${SCRIPT}`
  const vacancy = await asErin.post(company('/vacancy'), {
    title: vacancyTitle,
    description: `${mark('Intro')}\n\n${SCRIPT}\n\n${IMG}\n\nRead ${LINK} now.\n\n${SVG}\n\n[y](JaVaScRiPt:window.__xss=1)`,
    location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
    remote: 'hybrid',
    employment_type: 'full_time',
    seniority: 'senior',
    salary: { min: 70000, max: 90000, currency: 'EUR', period: 'year' },
    skills: [{ skill_id: typescript.id, level: 'advanced' }],
    openings: 1,
  })

  // A new talent writes every field of a resume and applies.
  const talentEmail = uniqueEmail('xss')
  const password = 'Xss#Payload2026'
  // Signed up and activated through the API: the sign-up screens have their own journeys.
  const registered = await request.post('/api/v1/register/talent', {
    data: { first_name: 'Tilda', last_name: 'Swan', email: talentEmail, password },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const activation = new URL(
    (await latestMailTo(request, talentEmail)).links.find((href) => href.includes('/activate/'))!,
  )
  const activated = await request.post(`/api/v1/register/activate_talent/${activation.pathname.split('/').pop()}`, {
    data: { token: activation.searchParams.get('token') },
  })
  expect(activated.status(), await activated.text()).toBe(200)
  const tilda = await guardedPage(browser, talentEmail, password)
  const asTilda = apiAs(request, await accessTokenOf(tilda.page))
  const { id: talentId } = await asTilda.get('/me')
  const talent = (path: string) => `/talent/${talentId}${path}`
  const resumeTitle = `${mark('Resume')} ${IMG}`
  const employer = `${mark('Employer')} ${SVG}`
  const resume = await asTilda.post(talent('/resume'), {
    title: resumeTitle,
    summary: `${mark('Summary')} ${SCRIPT} ${LINK} ${QUOTE}`,
    location: { country: 'DE', state: 'BE', city: 'Berlin' },
    skills: [{ skill_id: typescript.id, level: 'expert', years: 3 }],
    experience: [
      {
        company: employer,
        title: `${mark('Role')} ${SCRIPT}`,
        start_date: '2020-04-01',
        end_date: null,
        description: `${mark('Did')} ${IMG}`,
      },
    ],
    education: [{ institution: `${mark('School')} ${IMG}`, degree: `${mark('Degree')} ${SVG}`, field: QUOTE }],
    languages: [{ language: 'en', level: 'c1' }],
    salary_expectation: { min: 80000, max: 95000, currency: 'EUR', period: 'year' },
    availability: { notice: 'one_month' },
  })
  const application = await asTilda.post(talent('/application'), {
    vacancy_id: vacancy.id,
    resume_id: resume.id,
    talent_interested: true,
  })

  // Erin writes to her, schedules a call, scores her, and tells the team and support what she thinks.
  const erinMessage = `${mark('Hello')} ${IMG} ${LINK} ${SCRIPT}`
  const conversation = await asErin.post(company(`/application/${application.id}/conversation`), { body: erinMessage })
  const tildaMessage = `${mark('Reply')} ${SVG} ${QUOTE}`
  await asTilda.post(talent(`/conversation/${conversation.id}/message`), { body: tildaMessage })
  // Accepted, then an interview: the scorecard follows an interview.
  for (const status of ['employer_accepted', 'interview_requested']) {
    await asErin.post(
      company(`/application/${application.id}/application_status`),
      {
        status,
        application_id: application.id,
      },
      200,
    )
  }
  const meetingTitle = `${mark('Interview')} ${IMG}`
  await asErin.post(company('/meeting'), {
    title: meetingTitle,
    type: 'interview',
    application_id: application.id,
    starts_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    duration_minutes: 30,
    time_zone: 'Europe/Berlin',
    participant_ids: [talentId],
    link: 'https://meet.hireloop.test/xss',
    notes: `${mark('Notes')} ${SCRIPT} ${LINK}`,
  })
  const scoreNotes = `${mark('Score')} ${IMG} ${SCRIPT}`
  await asErin.post(company(`/talent/${talentId}/feedback`), {
    application_id: application.id,
    scores: { skills: 4, communication: 4, motivation: 4, culture_add: 4 },
    recommendation: 'yes',
    notes: scoreNotes,
  })
  const feedback = `${mark('Feedback')} ${SVG} ${SCRIPT}`
  await asErin.post(company('/feedback'), { rating: 4, text: feedback })
  const question = `${mark('Question')} ${IMG} ${SCRIPT}`
  await asErin.post('/me/support', { topic: 'other', message: question }, 202)

  // The back office: a skill of the taxonomy.
  const admin = await guardedPage(browser, 'admin@hireloop.test')
  const asAdmin = apiAs(request, await accessTokenOf(admin.page))
  const skillName = `Zz ${mark('Skill')} ${IMG}`
  await asAdmin.post('/admin/skill', { name: skillName, category: `${mark('Category')} ${SCRIPT}`, aliases: [] })

  await test.step('the employer', async () => {
    await expectInert(erin, '/job-openings', [mark('Vacancy')])
    await expectInert(erin, `/vacancy/${vacancy.id}`, [vacancyTitle, mark('Intro'), 'Read x now.'])
    await expectInert(erin, `/job-openings/hiring-pipeline/${vacancy.id}`, [vacancyTitle])
    await expectInert(
      erin,
      `/job-openings/hiring-pipeline/vacancy/${vacancy.id}/application/${application.id}/resume`,
      [resumeTitle, employer, mark('Role'), mark('School')],
    )
    await expectInert(erin, `/messages/${conversation.id}`, [erinMessage, tildaMessage])
    await expectInert(erin, '/meetings', [meetingTitle])
    // Scorecards are listed by their ratings; the notes are written, not shown.
    await expectInert(erin, '/feedback', [])
  })

  await test.step('the talent', async () => {
    await expectInert(tilda, `/vacancy/${vacancy.id}`, [vacancyTitle, mark('Intro'), 'Read x now.'])
    await expectInert(tilda, '/application', [vacancyTitle])
    await expectInert(tilda, `/messages/${conversation.id}`, [erinMessage, tildaMessage])
    await expectInert(tilda, '/meetings', [meetingTitle])
    await expectInert(tilda, '/my-resume', [resumeTitle, employer])
  })

  await test.step('the back office', async () => {
    await expectInert(admin, `/skills?q=${encodeURIComponent(`Zz ${mark('Skill')}`)}`, [skillName])
    await expectInert(admin, `/feedback?talent_id=${talentId}`, [])
    await expectInert(admin, `/resume/${resume.id}`, [resumeTitle, employer])
    await expectInert(admin, `/vacancy?q=${encodeURIComponent(mark('Vacancy'))}`, [vacancyTitle])
    // The developer mailbox shows the support team's mail, user words included.
    await expectInert(admin, '/dev/mailbox', [question])
  })
})
