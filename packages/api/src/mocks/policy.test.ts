import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApiClient, type ApiScope } from '../client/create-api-client.ts'
import { callOperation as call } from '../operations/call-operation.ts'
import { db, demoEmails, resetDb, signInAs, userByEmail, type DemoLogin } from './db.ts'
import { handlers } from './handlers.ts'

/**
 * The mock marketplace refuses what the server refuses, from the contract and the shared policy
 * (`@hireloop/flows/rules`), with the server's status and words: no handler decides access.
 */
const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => resetDb())

function clientAs(login: DemoLogin | null, scope?: ApiScope) {
  const user = login ? userByEmail(demoEmails[login])! : null
  signInAs(null)
  return createApiClient({
    baseUrl: 'http://localhost',
    getAccessToken: () => (user ? `mock:${user.email}` : null),
    getScope: () => scope ?? (user && { role: user.user_type, userId: user.id, companyId: user.company_id }),
  })
}
const ownCompany = () => userByEmail(demoEmails.employer)!.company_id!
/** A client for any fixture user, by id. */
function clientOf(id: string) {
  const user = db.users.find((u) => u.id === id)!
  return createApiClient({
    baseUrl: 'http://localhost',
    getAccessToken: () => user.id,
    getScope: () => ({ role: user.user_type, userId: user.id, companyId: user.company_id }),
  })
}

describe('the contract: signed in, in scope, admin-only', () => {
  it('answers 401 to nobody and 403 under a scope that is not the caller’s', async () => {
    const scope: ApiScope = { role: 'employer', companyId: ownCompany() }
    await expect(call(clientAs(null, scope), 'listMeetings', {})).rejects.toMatchObject({ status: 401 })
    const other = db.companies.find((c) => c.id !== ownCompany())!
    const elsewhere = clientAs('employer', { role: 'employer', companyId: other.id })
    await expect(call(elsewhere, 'listMeetings', {})).rejects.toMatchObject({
      status: 403,
      message: 'You cannot access this resource.',
    })
  })

  it('keeps admin-only operations for admins', async () => {
    await expect(call(clientAs('recruiter'), 'listInvites', {})).rejects.toMatchObject({
      status: 403,
      message: 'Only admins can do this.',
    })
    expect((await call(clientAs('admin'), 'listInvites', {})).total).toBeGreaterThan(0)
  })
})

describe("the policy: a recruiter's grants", () => {
  it("refuses what the level's default grants leave out, naming the level", async () => {
    const companyId = ownCompany()
    await expect(
      call(clientAs('recruiter'), 'createCompanyInvoice', {
        path: { id: companyId },
        body: { currency: 'EUR', dueDate: '2026-04-01', lines: [{ description: 'Fee', quantity: 1, unitAmount: 1 }] },
      }),
    ).rejects.toMatchObject({ status: 403, message: 'A Recruiter cannot create invoices.' })
  })
})

describe('the policy: the objects of talents and employers', () => {
  it('shows talents only published vacancies (404 for any other)', async () => {
    const talent = clientAs('talentPublished')
    const seen = await call(talent, 'listVacancies', { query: { size: 100 } })
    expect(seen.total).toBe(db.vacancies.filter((v) => v.status === 'Active' && !v.draft).length)
    const draft = db.vacancies.find((v) => v.draft)!
    await expect(call(talent, 'getVacancy', { path: { id: draft.id } })).rejects.toMatchObject({
      status: 404,
      message: 'Vacancy not found.',
    })
  })

  it("answers 404 to an employer changing another company's vacancy, and changes nothing", async () => {
    const theirs = db.vacancies.find((v) => v.company_id !== ownCompany())!
    await expect(call(clientAs('employer'), 'deleteVacancy', { path: { id: theirs.id } })).rejects.toMatchObject({
      status: 404,
      message: 'Vacancy not found.',
    })
    expect(db.vacancies).toContain(theirs)
  })

  it("shows an employer their company's vacancies, drafts included, and no other", async () => {
    const seen = await call(clientAs('employer'), 'listVacancies', { query: { size: 100 } })
    expect(seen.total).toBe(db.vacancies.filter((v) => v.company_id === ownCompany()).length)
    expect(seen.results.some((v) => v.draft)).toBe(db.vacancies.some((v) => v.draft && v.company_id === ownCompany()))
  })

  it('shows a company a talent and their published resume only once the talent applied to it', async () => {
    const employer = clientAs('employer')
    const linked = (id: string) =>
      db.applications.some((a) => a.talent_id === id && a.vacancy.company.id === ownCompany())
    const stranger = userByEmail(demoEmails.talentNew)!
    const resume = await call(clientAs('talentNew'), 'createResume', { body: { title: 'Data analyst' } })
    expect(linked(stranger.id)).toBe(false)
    await expect(call(employer, 'getTalent', { path: { id: stranger.id } })).rejects.toMatchObject({ status: 404 })
    await expect(call(employer, 'getResume', { path: { id: resume.id } })).rejects.toMatchObject({ status: 404 })
    const resumes = await call(employer, 'listResumes', { query: { size: 100 } })
    expect(resumes.results.every((r) => linked(r.talentId) && !r.draft)).toBe(true)

    const vacancy = db.vacancies.find((v) => v.company_id === ownCompany() && v.status === 'Active' && !v.draft)!
    await call(clientAs('talentNew'), 'createApplication', { body: { vacancyId: vacancy.id, resumeId: resume.id } })
    expect(await call(employer, 'getTalent', { path: { id: stranger.id } })).toMatchObject({ id: stranger.id })
    expect(await call(employer, 'getResume', { path: { id: resume.id } })).toMatchObject({ talentId: stranger.id })
  })

  it("shows a talent their meetings, and an employer only their company's", async () => {
    const meeting = db.meetings[0]!
    const talentId = meeting.participants.find((p) => p.user_type === 'talent')!.user_id
    const seen = await call(clientOf(talentId), 'listMeetings', { query: { size: 100 } })
    expect(seen.results.map((m) => m.id)).toContain(meeting.id)
    expect(seen.results.every((m) => m.participants.some((p) => p.userId === talentId))).toBe(true)
    const employer = await call(clientAs('employer'), 'listMeetings', { query: { size: 100 } })
    expect(employer.total).toBeGreaterThan(0)
    expect(
      employer.results.every((m) => db.vacancies.some((v) => v.id === m.vacancyId && v.company_id === ownCompany())),
    ).toBe(true)
  })
})

describe('safe writes', () => {
  it('tags a company and refuses a change from a stale version with the server’s 412', async () => {
    const employer = clientAs('employer')
    const path = { id: ownCompany() }
    await call(employer, 'getCompany', { path })
    const body = { name: 'Acme Robotics', websiteUrl: 'https://acme.test', type: 'scaleup' as const }
    // Someone else changes it in between (the fixture db directly).
    db.companies.find((c) => c.id === ownCompany())!.name = 'Renamed elsewhere'
    await expect(call(employer, 'updateCompany', { path, body })).rejects.toMatchObject({
      status: 412,
      message:
        'Someone else changed this company after you loaded it. Reload it to see their change, then make yours again.',
    })
    // The client forgot the stale tag: the next change goes through.
    expect(await call(employer, 'updateCompany', { path, body })).toMatchObject({ name: 'Acme Robotics' })
  })
})
