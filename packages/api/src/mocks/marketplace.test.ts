import { QueryClient } from '@tanstack/react-query'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApiClient, type ApiScope } from '../client/create-api-client.ts'
import { operations } from '../generated/scopes.ts'
import * as api from '../requests/index.ts'
import { db, demoEmails, resetDb, signInAs, userByEmail, type DemoLogin } from './db.ts'
import { handlers } from './handlers.ts'
import { APPLICATION_STATUSES } from './marketplace.ts'
import { errorFor, loadingForever, slow } from './states.ts'

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => {
  resetDb()
})

function clientAs(login: DemoLogin) {
  const user = userByEmail(demoEmails[login])!
  signInAs(null)
  const scope: ApiScope = { role: user.user_type, userId: user.id, companyId: user.company_id }
  return createApiClient({
    baseUrl: 'http://localhost',
    getAccessToken: () => `mock:${user.email}`,
    getScope: () => scope,
  })
}
const employer = () => clientAs('employer')
const talent = () => clientAs('talentPublished')
const recruiter = () => clientAs('recruiter')
const admin = () => clientAs('admin')

describe('fixture marketplace', () => {
  it('has vacancies in both statuses and drafts, applications in every status, and the rest', () => {
    expect(new Set(db.vacancies.map((v) => v.status))).toEqual(new Set(['Active', 'Archived']))
    expect(db.vacancies.some((v) => v.draft)).toBe(true)
    expect(new Set(db.applications.map((a) => a.status))).toEqual(new Set(APPLICATION_STATUSES))
    expect(db.resumes.some((r) => r.draft) && db.resumes.some((r) => !r.draft)).toBe(true)
    for (const key of [
      'meetings',
      'conversations',
      'messages',
      'invoices',
      'skills',
      'accessRules',
      'notifications',
    ] as const) {
      expect(db[key].length, key).toBeGreaterThan(0)
    }
  })

  it('has a handler for every operation under every scope', () => {
    const expected = Object.values(operations).reduce((n, op) => n + op.scopes.length, 0)
    expect(handlers).toHaveLength(expected)
  })
})

describe('vacancies', () => {
  it('lists by status, creates, archives and deletes consistently', async () => {
    const client = employer()
    const active = await api.listVacancies(client, { status: 'Active', size: 100 })
    expect(active.results.every((v) => v.status === 'Active')).toBe(true)
    const created = await api.createVacancy(client, {
      title: 'Platform engineer',
      description: 'Keep the robots online.',
      remote: 'remote',
      employmentType: 'full_time',
      skills: [{ skillId: db.skills[0]!.id, level: 'advanced' }],
    })
    expect(created).toMatchObject({ title: 'Platform engineer', status: 'Active', employmentType: 'full_time' })
    expect((await api.listVacancies(client, { status: 'Active', size: 100 })).total).toBe(active.total + 1)
    expect(await new QueryClient().fetchQuery(api.vacancyQuery(client, created.id))).toMatchObject({ id: created.id })
    await api.archiveVacancy(client, created.id)
    expect((await api.listVacancies(client, { status: 'Archived', size: 100 })).results.map((v) => v.id)).toContain(
      created.id,
    )
    await api.deleteVacancy(client, created.id)
    await expect(api.getVacancy(client, created.id)).rejects.toMatchObject({ status: 404 })
  })

  it('validates, shows talents only published vacancies and keeps other companies out', async () => {
    await expect(api.createVacancyDraft(employer(), { title: ' ' })).rejects.toMatchObject({
      status: 400,
      message: 'title: Required',
    })
    const seen = await api.listVacancies(talent(), { size: 100 })
    expect(seen.results.every((v) => v.status === 'Active' && !v.draft)).toBe(true)
    const other = db.vacancies.find((v) => v.company_id !== userByEmail(demoEmails.employer)!.company_id)!
    await expect(api.getVacancy(employer(), other.id)).rejects.toMatchObject({ status: 404 })
  })
})

describe('applications and matching', () => {
  it('applies, moves through the pipeline, confirms the hire and removes', async () => {
    const vacancy = db.vacancies.find(
      (v) =>
        v.status === 'Active' &&
        !v.draft &&
        !db.applications.some(
          (a) => a.vacancy_id === v.id && a.talent_id === userByEmail(demoEmails.talentPublished)!.id,
        ),
    )!
    const me = userByEmail(demoEmails.talentPublished)!
    const application = await api.createApplication(talent(), { vacancyId: vacancy.id, resumeId: me.resume!.id })
    expect(application).toMatchObject({ status: 'applied', hiringPipelineGroup: 'matched' })
    await expect(
      api.createApplication(talent(), { vacancyId: vacancy.id, resumeId: me.resume!.id }),
    ).rejects.toMatchObject({ status: 409 })
    const moved = await api.setApplicationStatus(recruiter(), application.id, {
      status: 'interview_scheduled',
      applicationId: application.id,
    })
    expect(moved.hiringPipelineGroup).toBe('interview')
    const hired = await api.confirmHire(talent(), application.id)
    expect(hired.hireConfirmation).toEqual([expect.objectContaining({ confirmedBy: { type: 'talent', id: me.id } })])
    await api.deleteApplication(talent(), application.id)
    expect((await api.listApplications(talent(), { size: 100 })).results.map((a) => a.id)).not.toContain(application.id)
  })

  it('filters a vacancy pipeline by group and scores a match', async () => {
    const client = employer()
    const vacancy = db.applications.find(
      (a) => a.vacancy.company.id === userByEmail(demoEmails.employer)!.company_id,
    )!.vacancy
    const interview = await api.listVacancyApplications(client, vacancy.id, { hiringPipelineGroup: 'interview' })
    expect(interview.results.every((a) => a.hiringPipelineGroup === 'interview')).toBe(true)
    const score = await api.scoreMatching(recruiter(), { vacancyId: vacancy.id, resumeId: db.resumes[0]!.id })
    expect(score.matching.score).toBeGreaterThanOrEqual(0)
  })
})

describe('resumes, talents and parse jobs', () => {
  it('saves a draft, uploads a file and polls its parse job to the end', async () => {
    const client = clientAs('talentNew')
    const draft = await api.saveResumeDraft(client, { title: 'Data analyst' })
    expect(draft).toMatchObject({ draft: true, title: 'Data analyst' })
    const upload = await api.uploadResumeFile(client, { file: new Blob(['cv'], { type: 'application/pdf' }) })
    expect(upload.resumeId).toBe(draft.id)
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await api.getParseJob(client, upload.parseJob.id)).status)
    expect(statuses).toEqual(['queued', 'running', 'succeeded'])
    const file = await api.downloadResumeFile(recruiter(), { id: draft.talentId, fileId: upload.file.id })
    expect(await file.text()).toContain('Data analyst')
  })

  it('sets a talent status (recruiters only)', async () => {
    const id = userByEmail(demoEmails.talentPublished)!.id
    expect(
      await api.setTalentStatus(recruiter(), id, { entityId: id, entityType: 'Talent', status: 'hired' }),
    ).toMatchObject({ status: 'hired' })
    await expect(api.getTalent(talent(), id)).rejects.toMatchObject({ kind: 'scope' })
  })
})

describe('reference data, skills and access rules', () => {
  it('lists reference data and keeps the skill catalogue consistent', async () => {
    expect((await api.listCountries(talent())).results.map((c) => c.code)).toContain('DE')
    expect((await api.listCities(employer(), { country: 'DE', state: 'BE' })).results).toEqual([
      expect.objectContaining({ name: 'Berlin' }),
    ])
    const skill = await api.createSkill(recruiter(), { name: 'Elixir', category: 'Programming languages' })
    expect((await api.suggestSkills(talent(), { q: 'eli' })).results.map((s) => s.id)).toContain(skill.id)
    await expect(api.createSkill(recruiter(), { name: 'elixir' })).rejects.toMatchObject({ status: 409 })
    await api.deleteSkill(recruiter(), skill.id)
    expect((await api.listSkills(talent(), { q: 'Elixir' })).total).toBe(0)
  })

  it('lets only admins manage access rules', async () => {
    await expect(api.listAccessRules(recruiter())).rejects.toMatchObject({ status: 403 })
    const rule = await api.createAccessRule(
      admin(),
      { subject: 'talent', resource: 'meeting' },
      { action: 'read', effect: 'allow' },
    )
    expect(
      await api.updateAccessRule(
        admin(),
        { subject: 'talent', resource: 'meeting', action: 'read' },
        { effect: 'deny' },
      ),
    ).toMatchObject({ effect: 'deny' })
    await api.deleteAccessRule(admin(), rule.id)
    expect((await api.listSubjectResourceAccessRules(admin(), { subject: 'talent', resource: 'meeting' })).total).toBe(
      0,
    )
  })
})

describe('conversations, meetings and feedback', () => {
  it('sends a message, counts it unread for the other side and marks it read', async () => {
    const [conversation] = (await api.listConversations(employer())).results
    const sent = await api.sendMessage(employer(), conversation!.id, { body: 'See you Thursday.' })
    expect(sent.sender.userType).toBe('employer')
    expect((await api.listMessages(employer(), conversation!.id)).results[0]!.body).toBe('See you Thursday.')
    const other = db.conversations
      .find((c) => c.id === conversation!.id)!
      .member_ids.find((id) => id !== userByEmail(demoEmails.employer)!.id)!
    const otherClient = createApiClient({
      baseUrl: 'http://localhost',
      getAccessToken: () => other,
      getScope: () => {
        const user = db.users.find((u) => u.id === other)!
        return { role: user.user_type, userId: user.id, companyId: user.company_id }
      },
    })
    expect((await api.listConversations(otherClient, { unread: true })).results.map((c) => c.id)).toContain(
      conversation!.id,
    )
    expect((await api.markConversationRead(otherClient, conversation!.id)).unreadCount).toBe(0)
  })

  it('schedules, lists and cancels a meeting', async () => {
    const talentId = userByEmail(demoEmails.talentPublished)!.id
    const meeting = await api.createMeeting(employer(), {
      title: 'Intro call',
      type: 'intro',
      startsAt: '2026-03-10T10:00:00Z',
      durationMinutes: 30,
      participantIds: [talentId],
    })
    expect((await api.listMeetings(talent(), { size: 100 })).results.map((m) => m.id)).toContain(meeting.id)
    await api.deleteMeeting(employer(), meeting.id)
    expect((await api.listMeetings(talent(), { size: 100 })).results.map((m) => m.id)).not.toContain(meeting.id)
    expect((await api.listMeetings(talent(), { status: 'canceled' })).results.map((m) => m.id)).toContain(meeting.id)
  })

  it('records feedback on a talent', async () => {
    const id = userByEmail(demoEmails.talentPublished)!.id
    const feedback = await api.createTalentFeedback(employer(), id, { rating: 5, text: 'Great interview.' })
    expect((await api.listFeedback(recruiter(), { talentId: id })).results[0]).toMatchObject({
      id: feedback.id,
      rating: 5,
    })
  })
})

describe('companies, billing, invoices, people and onboarding', () => {
  it('updates the company and its billing info (404 until created)', async () => {
    const client = clientAs('employerNew')
    const companyId = userByEmail(demoEmails.employerNew)!.company_id!
    expect(
      await api.updateCompany(client, companyId, {
        name: 'Northwind',
        websiteUrl: 'https://northwind.test',
        type: 'startup',
      }),
    ).toMatchObject({ type: 'startup' })
    await expect(api.getBillingInfo(client, {}, undefined)).rejects.toMatchObject({ status: 404 })
    const body = {
      legalName: 'Northwind GmbH',
      email: 'billing@northwind.test',
      address: { street: 'A 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
      currency: 'EUR',
    }
    await api.createBillingInfo(client, body)
    expect(await api.getBillingInfo(client)).toMatchObject({ legalName: 'Northwind GmbH', companyId })
  })

  it('invoices a company and marks the invoice paid', async () => {
    const companyId = userByEmail(demoEmails.employer)!.company_id!
    const invoice = await api.createCompanyInvoice(recruiter(), companyId, {
      currency: 'EUR',
      dueDate: '2026-04-01',
      taxPercent: 19,
      lines: [{ description: 'Placement fee', quantity: 1, unitAmount: 100_000 }],
    })
    expect(invoice).toMatchObject({ status: 'draft', subtotal: 100_000, tax: 19_000, total: 119_000 })
    await api.setInvoiceStatus(recruiter(), { id: companyId, invoiceId: invoice.id }, { status: 'paid' })
    expect((await api.listInvoices(employer(), { status: 'paid', size: 100 })).results.map((i) => i.id)).toContain(
      invoice.id,
    )
  })

  it('manages employer users, recruiters and invites', async () => {
    const colleague = await api.createEmployer(employer(), {
      firstName: 'Eli',
      lastName: 'Hiring',
      email: 'eli@acme.test',
      password: 'Hireloop#2026',
    })
    expect((await api.listEmployers(employer())).results.map((e) => e.id)).toContain(colleague.id)
    await api.deleteEmployer(employer(), colleague.id)
    await expect(api.getEmployer(employer(), colleague.id)).rejects.toMatchObject({ status: 404 })
    await expect(
      api.createRecruiter(recruiter(), { firstName: 'R', lastName: 'R', email: 'r@hireloop.test', level: 'sourcer' }),
    ).rejects.toMatchObject({ status: 403 })
    const invite = await api.createInvite(admin(), { email: 'new@invited.test', role: 'talent' })
    await api.deleteInvite(admin(), invite.value)
    expect((await api.listInvites(admin(), { size: 100 })).results.map((i) => i.value)).not.toContain(invite.value)
  })

  it('walks an onboarding to completion', async () => {
    const client = clientAs('talentNew')
    const [state] = (await api.listOnboardingStates(client)).results
    expect(state).toMatchObject({ completed: false, currentStep: 'profile' })
    await api.completeOnboardingStep(client, state!.id, { step: 'profile' })
    const done = await api.updateOnboarding(client, state!.id, {
      steps: [
        { key: 'resume', done: true },
        { key: 'preferences', done: true },
      ],
    })
    expect(done).toMatchObject({ completed: true, currentStep: null })
  })
})

describe('state helpers work for the new operations', () => {
  it('errors, loading and slow', async () => {
    server.use(...errorFor('listVacancies', 503, { message: ['Down for maintenance.'] }))
    await expect(api.listVacancies(employer())).rejects.toMatchObject({ status: 503, message: 'Down for maintenance.' })
    server.resetHandlers()
    server.use(...loadingForever('getVacancy'))
    const controller = new AbortController()
    const pending = api.getVacancy(employer(), db.vacancies[0]!.id, controller.signal)
    setTimeout(() => controller.abort(), 20)
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    server.resetHandlers()
    server.use(...slow(30))
    const started = Date.now()
    await api.listSkills(talent())
    expect(Date.now() - started).toBeGreaterThanOrEqual(25)
  })
})
