import { QueryClient } from '@tanstack/react-query'
import { applicationStatuses, type ApplicationStatus } from '@hireloop/flows/rules'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../client/create-api-client.ts'
import { operations } from '../generated/scopes.ts'
import { getVacancyQuery } from '../generated/operations.ts'
import { callOperation as call } from '../operations/call-operation.ts'
import { db, demoEmails, userByEmail } from './db.ts'
import { handlers } from './handlers.ts'
import { clientAs, useMockMarketplace } from './mock-clients.ts'
import { errorFor, loadingForever, slow } from './states.ts'

const server = useMockMarketplace()

const employer = () => clientAs('employer')
const talent = () => clientAs('talentPublished')
const recruiter = () => clientAs('recruiter')
const admin = () => clientAs('admin')

describe('fixture marketplace', () => {
  it('has vacancies in both statuses and drafts, applications in every status, and the rest', () => {
    expect(new Set(db.vacancies.map((v) => v.status))).toEqual(new Set(['Active', 'Archived']))
    expect(db.vacancies.some((v) => v.draft)).toBe(true)
    expect(new Set(db.applications.map((a) => a.status))).toEqual(new Set(applicationStatuses))
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
    const active = await call(client, 'listVacancies', { query: { status: 'Active', size: 100 } })
    expect(active.results.every((v) => v.status === 'Active')).toBe(true)
    const created = await call(client, 'createVacancy', {
      body: {
        title: 'Platform engineer',
        description: 'Keep the robots online.',
        remote: 'remote',
        employmentType: 'full_time',
        skills: [{ skillId: db.skills[0]!.id, level: 'advanced' }],
      },
    })
    expect(created).toMatchObject({ title: 'Platform engineer', status: 'Active', employmentType: 'full_time' })
    expect((await call(client, 'listVacancies', { query: { status: 'Active', size: 100 } })).total).toBe(
      active.total + 1,
    )
    expect(await new QueryClient().fetchQuery(getVacancyQuery(client, { path: { id: created.id } }))).toMatchObject({
      id: created.id,
    })
    await call(client, 'archiveVacancy', { path: { id: created.id } })
    expect(
      (await call(client, 'listVacancies', { query: { status: 'Archived', size: 100 } })).results.map((v) => v.id),
    ).toContain(created.id)
    await call(client, 'deleteVacancy', { path: { id: created.id } })
    await expect(call(client, 'getVacancy', { path: { id: created.id } })).rejects.toMatchObject({ status: 404 })
  })

  it('validates, shows talents only published vacancies and keeps other companies out', async () => {
    await expect(call(employer(), 'createVacancyDraft', { body: { title: ' ' } })).rejects.toMatchObject({
      status: 400,
      message: 'title: This field is required.',
    })
    const seen = await call(talent(), 'listVacancies', { query: { size: 100 } })
    expect(seen.results.every((v) => v.status === 'Active' && !v.draft)).toBe(true)
    const other = db.vacancies.find((v) => v.company_id !== userByEmail(demoEmails.employer)!.company_id)!
    await expect(call(employer(), 'getVacancy', { path: { id: other.id } })).rejects.toMatchObject({ status: 404 })
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
    const application = await call(talent(), 'createApplication', {
      body: { vacancyId: vacancy.id, resumeId: me.resume!.id },
    })
    expect(application).toMatchObject({ status: 'applied', hiringPipelineGroup: 'matched' })
    await expect(
      call(talent(), 'createApplication', { body: { vacancyId: vacancy.id, resumeId: me.resume!.id } }),
    ).rejects.toMatchObject({ status: 409 })
    const moveTo = (client: ReturnType<typeof clientAs>, status: ApplicationStatus) =>
      call(client, 'setApplicationStatus', {
        path: { id: application.id },
        body: { status, applicationId: application.id },
      })
    for (const status of ['employer_accepted', 'interview_requested', 'interview_scheduled'] as const) {
      await moveTo(recruiter(), status)
    }
    expect((await call(talent(), 'getApplication', { path: { id: application.id } })).hiringPipelineGroup).toBe(
      'interview',
    )
    await moveTo(recruiter(), 'waiting')
    await moveTo(recruiter(), 'offer_made')
    await moveTo(talent(), 'offer_accepted')
    const confirmed = await call(talent(), 'confirmHire', { path: { id: application.id } })
    expect(confirmed.hireConfirmation).toEqual([
      expect.objectContaining({ confirmedBy: { type: 'talent', id: me.id } }),
    ])
    expect(confirmed.hired).toBe(false)
    await call(talent(), 'deleteApplication', { path: { id: application.id } })
    expect((await call(talent(), 'listApplications', { query: { size: 100 } })).results.map((a) => a.id)).not.toContain(
      application.id,
    )
  })

  it('filters a vacancy pipeline by group and scores a match', async () => {
    const client = employer()
    const vacancy = db.applications.find(
      (a) => a.vacancy.company.id === userByEmail(demoEmails.employer)!.company_id,
    )!.vacancy
    const interview = await call(client, 'listVacancyApplications', {
      path: { id: vacancy.id },
      query: { hiringPipelineGroup: 'interview' },
    })
    expect(interview.results.every((a) => a.hiringPipelineGroup === 'interview')).toBe(true)
    const score = await call(recruiter(), 'scoreMatching', {
      body: { vacancyId: vacancy.id, resumeId: db.resumes[0]!.id },
    })
    expect(score.matching.score).toBeGreaterThanOrEqual(0)
  })
})

describe('resumes, talents and parse jobs', () => {
  it('saves a draft, uploads a file and polls its parse job to the end', async () => {
    const client = clientAs('talentNew')
    const draft = await call(client, 'saveResumeDraft', { body: { title: 'Data analyst' } })
    expect(draft).toMatchObject({ draft: true, title: 'Data analyst' })
    const upload = await call(client, 'uploadResumeFile', {
      body: { file: new File(['cv'], 'cv.pdf', { type: 'application/pdf' }) },
    })
    expect(upload.resumeId).toBe(draft.id)
    const statuses = []
    for (let i = 0; i < 3; i++)
      statuses.push((await call(client, 'getParseJob', { path: { id: upload.parseJob.id } })).status)
    expect(statuses).toEqual(['queued', 'running', 'succeeded'])
    const job = await call(client, 'getParseJob', { path: { id: upload.parseJob.id } })
    expect(job.result).toMatchObject({ kind: 'resume', fields: { title: { value: 'Frontend engineer' } } })
    // The job fills only the draft's empty fields, and the draft names the job for the confirm step.
    const parsed = await call(client, 'getResume', { path: { id: draft.id } })
    expect(parsed).toMatchObject({ title: 'Data analyst', phone: '+49 30 1234 5678', parseJobId: job.id })
    expect(parsed.skills.map((s) => s.name)).toEqual(['TypeScript', 'React'])
    const file = await call(recruiter(), 'downloadResumeFile', { path: { id: draft.talentId, fileId: upload.file.id } })
    expect(await file.text()).toContain('Data analyst')
  })

  it('keeps one published resume and one draft: publishing keeps the id and drops the draft', async () => {
    const client = clientAs('talentPublished')
    const talentUser = userByEmail(demoEmails.talentPublished)!
    const published = talentUser.resume!
    const draft = await call(client, 'saveResumeDraft', { body: { title: 'Staff engineer' } })
    expect(draft.id).not.toBe(published.id)
    // The published resume stays what the talent shows while a draft waits.
    expect(userByEmail(demoEmails.talentPublished)!.resume).toEqual(published)
    const again = await call(client, 'createResume', { body: { title: 'Staff engineer' } })
    expect(again).toMatchObject({ id: published.id, draft: false, title: 'Staff engineer' })
    await expect(call(client, 'getResume', { path: { id: draft.id } })).rejects.toMatchObject({ status: 404 })
  })

  it('refuses a resume file in the server words and stores nothing; a scan fails its job', async () => {
    const client = clientAs('talentNew')
    const files = db.files.length
    await expect(
      call(client, 'uploadResumeFile', { body: { file: new File(['x'], 'photo.png', { type: 'image/png' }) } }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('This file is not a PDF') })
    expect(db.files).toHaveLength(files)
    const upload = await call(client, 'uploadResumeFile', {
      body: { file: new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }) },
    })
    for (let i = 0; i < 2; i++) await call(client, 'getParseJob', { path: { id: upload.parseJob.id } })
    expect(await call(client, 'getParseJob', { path: { id: upload.parseJob.id } })).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('it may be a scan'),
    })
  })

  it('sets a talent status (recruiters only)', async () => {
    const id = userByEmail(demoEmails.talentPublished)!.id
    expect(
      await call(recruiter(), 'setTalentStatus', {
        path: { id },
        body: { entityId: id, entityType: 'Talent', status: 'hired' },
      }),
    ).toMatchObject({ status: 'hired' })
    await expect(call(talent(), 'getTalent', { path: { id } })).rejects.toMatchObject({ kind: 'scope' })
  })
})

describe('reference data, skills and access rules', () => {
  it('lists reference data and keeps the skill catalogue consistent', async () => {
    expect((await call(talent(), 'listCountries', {})).results.map((c) => c.code)).toContain('DE')
    expect((await call(employer(), 'listCities', { query: { country: 'DE', state: 'BE' } })).results).toEqual([
      expect.objectContaining({ name: 'Berlin' }),
    ])
    const skill = await call(recruiter(), 'createSkill', {
      body: { name: 'Elixir', category: 'Programming languages' },
    })
    expect((await call(talent(), 'suggestSkills', { query: { q: 'eli' } })).results.map((s) => s.id)).toContain(
      skill.id,
    )
    const first = async (q: string) => (await call(talent(), 'suggestSkills', { query: { q } })).results[0]?.name
    expect([await first('JS'), await first('react.JS'), await first('postgres'), await first('Tý')]).toEqual([
      'JavaScript',
      'React',
      'PostgreSQL',
      'TypeScript',
    ])
    await expect(call(recruiter(), 'createSkill', { body: { name: 'elixir' } })).rejects.toMatchObject({ status: 409 })
    // Deleting is a Senior Recruiter's grant (the default rules of @hireloop/flows/rules).
    await expect(call(recruiter(), 'deleteSkill', { path: { id: skill.id } })).rejects.toMatchObject({
      status: 403,
      message: 'A Recruiter cannot delete skills.',
    })
    await call(admin(), 'deleteSkill', { path: { id: skill.id } })
    expect((await call(talent(), 'listSkills', { query: { q: 'Elixir' } })).total).toBe(0)
  })

  it('lets only admins manage access rules', async () => {
    await expect(call(recruiter(), 'listAccessRules', {})).rejects.toMatchObject({ status: 403 })
    const rule = await call(admin(), 'createAccessRule', {
      path: { subject: 'sourcer', resource: 'invoice' },
      body: { action: 'read', effect: 'allow' },
    })
    expect(
      await call(admin(), 'updateAccessRule', {
        path: { subject: 'sourcer', resource: 'invoice', action: 'read' },
        body: { effect: 'deny' },
      }),
    ).toMatchObject({ effect: 'deny' })
    await call(admin(), 'deleteAccessRule', { path: { id: rule.id } })
    expect(
      (await call(admin(), 'listSubjectResourceAccessRules', { path: { subject: 'sourcer', resource: 'invoice' } }))
        .total,
    ).toBe(0)
  })
})

describe('conversations, meetings and feedback', () => {
  it('sends a message, counts it unread for the other side and marks it read', async () => {
    const [conversation] = (await call(employer(), 'listConversations', {})).results
    const sent = await call(employer(), 'sendMessage', {
      path: { id: conversation!.id },
      body: { body: 'See you Thursday.' },
    })
    expect(sent.sender.userType).toBe('employer')
    expect((await call(employer(), 'listMessages', { path: { id: conversation!.id } })).results[0]!.body).toBe(
      'See you Thursday.',
    )
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
    expect(
      (await call(otherClient, 'listConversations', { query: { unread: true } })).results.map((c) => c.id),
    ).toContain(conversation!.id)
    expect((await call(otherClient, 'markConversationRead', { path: { id: conversation!.id } })).unreadCount).toBe(0)
  })

  it('schedules, lists and cancels a meeting', async () => {
    const talentId = userByEmail(demoEmails.talentPublished)!.id
    const meeting = await call(employer(), 'createMeeting', {
      body: {
        title: 'Intro call',
        type: 'intro',
        startsAt: '2026-03-10T10:00:00Z',
        durationMinutes: 30,
        participantIds: [talentId],
      },
    })
    expect((await call(talent(), 'listMeetings', { query: { size: 100 } })).results.map((m) => m.id)).toContain(
      meeting.id,
    )
    await call(employer(), 'deleteMeeting', { path: { id: meeting.id } })
    expect((await call(talent(), 'listMeetings', { query: { size: 100 } })).results.map((m) => m.id)).not.toContain(
      meeting.id,
    )
    expect(
      (await call(talent(), 'listMeetings', { query: { status: 'canceled' } })).results.map((m) => m.id),
    ).toContain(meeting.id)
  })

  it('records a scorecard on an interviewed application; refuses one before the interview', async () => {
    const interviewed = db.applications.find((a) => a.status === 'interview_scheduled')!
    const early = db.applications.find((a) => a.status === 'applied')!
    const body = (applicationId: string) => ({
      applicationId,
      scores: { skills: 4, communication: 5, motivation: 3, cultureAdd: 3 },
      recommendation: 'yes' as const,
      notes: 'Great interview.',
    })
    const feedback = await call(recruiter(), 'createTalentFeedback', {
      path: { id: interviewed.talent_id },
      body: body(interviewed.id),
    })
    expect(feedback.scorecard).toMatchObject({ average: 3.8, recommendation: 'yes' })
    expect(
      (await call(recruiter(), 'listFeedback', { query: { talentId: interviewed.talent_id } })).results[0],
    ).toMatchObject({ id: feedback.id, kind: 'scorecard' })
    await expect(
      call(recruiter(), 'createTalentFeedback', { path: { id: early.talent_id }, body: body(early.id) }),
    ).rejects.toMatchObject({ status: 409 })
  })

  it('filters feedback by vacancy and by recommendation, as the server does', async () => {
    const all = (await call(recruiter(), 'listFeedback', { query: { size: 100 } })).results
    const vacancy = all.find((f) => f.vacancy)!.vacancy!
    const byVacancy = await call(recruiter(), 'listFeedback', { query: { vacancyId: vacancy.id, size: 100 } })
    expect(byVacancy.results.map((f) => f.id)).toEqual(all.filter((f) => f.vacancy?.id === vacancy.id).map((f) => f.id))
    const noes = await call(recruiter(), 'listFeedback', { query: { recommendation: 'no', size: 100 } })
    expect(noes.total).toBeGreaterThan(0)
    expect(noes.results.every((f) => f.scorecard?.recommendation === 'no')).toBe(true)
    // Product ratings have no vacancy and no recommendation: either filter leaves them out.
    expect([...byVacancy.results, ...noes.results].some((f) => f.kind === 'product')).toBe(false)
  })
})

describe('companies, billing, invoices, people and onboarding', () => {
  it('updates the company and its billing info (404 until created)', async () => {
    const client = clientAs('employerNew')
    const companyId = userByEmail(demoEmails.employerNew)!.company_id!
    expect(
      await call(client, 'updateCompany', {
        path: { id: companyId },
        body: { name: 'Northwind', websiteUrl: 'https://northwind.test', type: 'startup' },
      }),
    ).toMatchObject({ type: 'startup' })
    await expect(call(client, 'getBillingInfo', {})).rejects.toMatchObject({ status: 404 })
    const body = {
      legalName: 'Northwind GmbH',
      email: 'billing@northwind.test',
      address: { street: 'A 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
      currency: 'EUR',
    }
    await call(client, 'createBillingInfo', { body })
    expect(await call(client, 'getBillingInfo', {})).toMatchObject({ legalName: 'Northwind GmbH', companyId })
  })

  it('numbers invoices without gaps, moves them by the table only, and hides drafts from the company', async () => {
    const companyId = userByEmail(demoEmails.employer)!.company_id!
    const highest = Math.max(...db.invoices.map((i) => Number(i.number.slice(-4))))
    // Invoices are the Head of Recruitment's and the admins'.
    const create = () =>
      call(admin(), 'createCompanyInvoice', {
        path: { id: companyId },
        body: {
          currency: 'EUR',
          dueDate: '2026-04-01',
          taxPercent: 19,
          lines: [{ description: 'Placement fee', quantity: 2, unitAmount: 50_000 }],
        },
      })
    const invoice = await create()
    expect(invoice).toMatchObject({ status: 'draft', subtotal: 100_000, tax: 19_000, total: 119_000, sentAt: null })
    expect(invoice.payment).toMatchObject({ provider: 'bank_transfer', reference: invoice.number })
    expect((await create()).number.slice(-4)).toBe(String(highest + 2).padStart(4, '0'))
    const companySees = async () =>
      (await call(employer(), 'listInvoices', { query: { size: 100 } })).results.map((i) => i.id)
    expect(await companySees()).not.toContain(invoice.id)
    await expect(call(employer(), 'downloadInvoicePdf', { path: { id: invoice.id } })).rejects.toMatchObject({
      status: 404,
    })

    const move = (status: 'sent' | 'paid' | 'void') =>
      call(admin(), 'setInvoiceStatus', { path: { id: companyId, invoiceId: invoice.id }, body: { status } })
    await expect(move('paid')).rejects.toMatchObject({
      status: 409,
      message: 'A draft invoice cannot be marked paid. Send it first.',
    })
    expect(db.invoices.find((i) => i.id === invoice.id)?.status).toBe('draft')
    expect(await move('sent')).toMatchObject({ status: 'sent', paidAt: null, sentAt: expect.any(String) })
    expect(await companySees()).toContain(invoice.id)
    const pdf = await call(employer(), 'downloadInvoicePdf', { path: { id: invoice.id } })
    const document = await pdf.text()
    expect(document.startsWith('%PDF-') && document.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(document).toContain(invoice.number)
    expect(await move('paid')).toMatchObject({ status: 'paid', paidAt: expect.any(String) })
    await expect(move('void')).rejects.toMatchObject({ status: 409, message: 'A paid invoice cannot be voided.' })
  })

  it('seeds invoices in every status, one sent invoice overdue', () => {
    const statuses = db.invoices.map((i) => (i.overdue ? 'overdue' : i.status))
    expect(new Set(statuses)).toEqual(new Set(['draft', 'sent', 'overdue', 'paid', 'void']))
    expect(db.invoices.find((i) => i.status === 'draft')?.application_id).toEqual(expect.any(String))
  })

  it('manages employer users, recruiters and invites', async () => {
    const colleague = await call(employer(), 'createEmployer', {
      body: { firstName: 'Eli', lastName: 'Hiring', email: 'eli@acme.test', password: 'Hireloop#2026' },
    })
    expect((await call(employer(), 'listEmployers', {})).results.map((e) => e.id)).toContain(colleague.id)
    await call(employer(), 'deleteEmployer', { path: { id: colleague.id } })
    await expect(call(employer(), 'getEmployer', { path: { id: colleague.id } })).rejects.toMatchObject({ status: 404 })
    await expect(
      call(recruiter(), 'createRecruiter', {
        body: { firstName: 'R', lastName: 'R', email: 'r@hireloop.test', level: 'sourcer' },
      }),
    ).rejects.toMatchObject({ status: 403 })
    const invite = await call(admin(), 'createInvite', {
      body: { email: 'new@invited.test', role: 'recruiter', level: 'sourcer' },
    })
    await call(admin(), 'deleteInvite', { path: { id: invite.value } })
    expect((await call(admin(), 'listInvites', { query: { size: 100 } })).results.map((i) => i.value)).not.toContain(
      invite.value,
    )
  })

  it('walks an onboarding to completion', async () => {
    const client = clientAs('talentNew')
    const [state] = (await call(client, 'listOnboardingStates', {})).results
    expect(state).toMatchObject({ completed: false, currentStep: 'profile' })
    await call(client, 'completeOnboardingStep', { path: { id: state!.id }, body: { step: 'profile' } })
    const done = await call(client, 'updateOnboarding', {
      path: { id: state!.id },
      body: {
        steps: [
          { key: 'resume', done: true },
          { key: 'preferences', done: true },
        ],
      },
    })
    expect(done).toMatchObject({ completed: true, currentStep: null })
  })
})

describe('state helpers work for the new operations', () => {
  it('errors, loading and slow', async () => {
    server.use(...errorFor('listVacancies', 503, { message: ['Down for maintenance.'] }))
    await expect(call(employer(), 'listVacancies', {})).rejects.toMatchObject({
      status: 503,
      message: 'Down for maintenance.',
    })
    server.resetHandlers()
    server.use(...loadingForever('getVacancy'))
    const controller = new AbortController()
    const pending = call(employer(), 'getVacancy', { path: { id: db.vacancies[0]!.id } }, { signal: controller.signal })
    setTimeout(() => controller.abort(), 20)
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    server.resetHandlers()
    server.use(...slow(30))
    const started = Date.now()
    await call(talent(), 'listSkills', {})
    expect(Date.now() - started).toBeGreaterThanOrEqual(25)
  })
})
