import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, countRows, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const RECRUITER = demo('recruiter@hireloop.test')
const ADMIN = demo('admin@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')

/**
 * The back office creates accounts on someone's behalf (issue 15): a company with its first employer
 * (`createCompany`, invited as ADR 0063 says), and a talent with a resume (`registerTalentProfile`, then
 * `createTalentResume`); each person gets a mail to choose a password, and a recruiter may activate them at once.
 */
export function createOnBehalfSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const as = (user: { email: string }) => tokens[user.email]!

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    for (const user of [RECRUITER, ADMIN, EMPLOYER]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  const mailsTo = (address: string) =>
    t.server.db.selectFrom('outbox').select(['subject', 'links']).where('to_address', '=', address).execute()
  const rows = async () => [
    await countRows(t.server.db, 'companies'),
    await countRows(t.server.db, 'users'),
    await countRows(t.server.db, 'outbox'),
  ]
  const company = (body: unknown, who: { email: string } = ADMIN) =>
    api(t.base, 'POST', '/admin/company', { token: as(who), body })
  const ADA = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@analytical.test' }

  it('creates a company with its invited first employer, mailed; a recruiter activates them', async () => {
    const answer = await company({
      company: { name: ' Analytical Engines ', website_url: 'https://analytical.test' },
      employer: ADA,
    })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      company: { name: 'Analytical Engines', website_url: 'https://analytical.test', type: null },
      employer: { ...ADA, full_name: 'Ada Lovelace', company_id: answer.body.company.id, is_active: false },
    })
    const [mail] = await mailsTo(ADA.email)
    expect(mail).toMatchObject({ subject: 'You are invited to join your team on Hireloop' })
    expect(mail!.links[0]).toContain(`/activate/employer/${answer.body.employer.id}?token=`)

    const activated = await api(t.base, 'POST', `/admin/register/activate_employer/${answer.body.employer.id}`, {
      token: as(ADMIN),
      body: {},
    })
    expect(activated.body).toEqual({ user_id: answer.body.employer.id, user_type: 'employer', is_active: true })
    const listed = await api(t.base, 'GET', `/admin/employer?company_id=${answer.body.company.id}`, {
      token: as(ADMIN),
    })
    expect(listed.body.results).toMatchObject([{ email: ADA.email, is_active: true }])
  })

  it('refuses a taken email, bad input and callers without the company grant: nothing written', async () => {
    const before = await rows()
    const taken = await company({ company: { name: 'Twice', website_url: 'https://twice.test' }, employer: ADA })
    expect(taken).toMatchObject({ status: 409, body: { email: ['An account with this email already exists.'] } })
    const badUrl = await company({
      company: { name: 'Bad', website_url: 'not a url' },
      employer: { ...ADA, email: 'bad@bad.test' },
    })
    expect(badUrl.status).toBe(400)
    // A plain recruiter reads companies; creating one takes a senior level (the policy table).
    const recruiter = await company(
      { company: { name: 'Nope', website_url: 'https://nope.test' }, employer: { ...ADA, email: 'n@nope.test' } },
      RECRUITER,
    )
    expect(recruiter.status).toBe(403)
    const employer = await api(t.base, 'POST', '/admin/company', {
      token: as(EMPLOYER),
      body: { company: { name: 'Nope', website_url: 'https://nope.test' }, employer: { ...ADA, email: 'e@nope.test' } },
    })
    expect(employer.status).toBe(403)
    expect(await rows()).toEqual(before)
  })

  it('creates a talent with a draft resume and a set-password mail, then their published resume', async () => {
    const ALAN = { first_name: 'Alan', last_name: 'Turing', email: 'alan@bletchley.test' }
    const registered = await api(t.base, 'POST', '/admin/register/talent_profile', {
      token: as(RECRUITER),
      body: { ...ALAN, resume_title: 'Cryptanalyst' },
    })
    expect(registered.status).toBe(201)
    expect(registered.body).toMatchObject({
      talent: { ...ALAN, is_active: true },
      resume: { title: 'Cryptanalyst', draft: true },
    })
    const talentId = registered.body.talent.id
    const [mail] = await mailsTo(ALAN.email)
    expect(mail).toMatchObject({ subject: 'Your Hireloop account is ready' })
    expect(mail!.links[0]).toContain('/change-password?token=')

    const resume = await api(t.base, 'POST', `/admin/talent/${talentId}/resume`, {
      token: as(RECRUITER),
      body: {
        title: 'Cryptanalyst',
        summary: 'Breaks codes.',
        skills: [],
        experience: [],
        education: [],
        languages: [],
      },
    })
    expect(resume.status).toBe(201)
    expect(resume.body).toMatchObject({ title: 'Cryptanalyst', draft: false })
    const resumes = await t.server.db.selectFrom('resumes').select('draft').where('talent_id', '=', talentId).execute()
    // The draft of step 1 gave way to the published resume.
    expect(resumes).toEqual([{ draft: false }])
    const activated = await api(t.base, 'POST', `/admin/register/activate_talent/${talentId}`, {
      token: as(RECRUITER),
      body: {},
    })
    expect(activated.body).toEqual({ user_id: talentId, user_type: 'talent', is_active: true })
  })
}
