import { HIRED_REFUSAL, pipelineGroups, STALLED_AFTER_DAYS, isStalled, withReasons } from '@hireloop/flows/rules'
import { describe, expect, it } from 'vitest'
import { callOperation as call } from '../operations/call-operation.ts'
import { db, demoEmails, FIXTURE_NOW, userByEmail, type DemoLogin } from './db.ts'
import { clientAs, refusal, useMockMarketplace } from './mock-clients.ts'
import {
  APPLICATION_EXISTS,
  HIRE_BEFORE_OFFER_ACCEPTED,
  HIRE_CANNOT_BE_REMOVED,
  RESUME_NOT_PUBLISHED,
  TALENT_INTEREST_BY_EMPLOYER,
  VACANCY_NOT_OPEN,
} from './resources/applications.ts'
import { PUBLISH_RESUME_TO_MATCH, PUBLISH_VACANCY_TO_MATCH } from './resources/matching.ts'

// The application rules of the server (ADR 0041, 0071, 0072) in the mock marketplace: the pipeline stories meet them.
useMockMarketplace()

const me = (login: DemoLogin) => userByEmail(demoEmails[login])!
const acmeId = () => me('employer').company_id!
const acmeOpen = () => db.vacancies.filter((v) => v.company_id === acmeId() && v.status === 'Active' && !v.draft)
/** A published resume of a talent with no application to the vacancy. */
const freshResume = (vacancyId: string) =>
  db.resumes.find(
    (r) =>
      !r.draft &&
      r.talent_id !== me('talentPublished').id &&
      !db.applications.some((a) => a.vacancy_id === vacancyId && a.talent_id === r.talent_id),
  )!
const byStatus = (status: string, test: (a: (typeof db.applications)[number]) => boolean = () => true) =>
  db.applications.find((a) => a.status === status && a.vacancy.company.id === acmeId() && test(a))!
const move = (login: DemoLogin, id: string, status: Parameters<typeof moveBody>[0]) =>
  call(clientAs(login), 'setApplicationStatus', { path: { id }, body: moveBody(status, id) })
const moveBody = (status: (typeof db.applications)[number]['status'], applicationId: string) => ({
  status,
  applicationId,
})

describe('the seeded pipeline', () => {
  it('holds every status on each of the demo company’s first three vacancies, some stalled', () => {
    for (const vacancy of acmeOpen().slice(0, 3)) {
      const statuses = db.applications.filter((a) => a.vacancy_id === vacancy.id).map((a) => a.status)
      expect(new Set(statuses).size, vacancy.title).toBe(14)
    }
    const acme = db.applications.filter((a) => a.vacancy.company.id === acmeId())
    const stalled = acme.filter((a) => isStalled(a.stage_entered_at, FIXTURE_NOW))
    expect(stalled.length).toBeGreaterThan(3)
    expect(stalled.length).toBeLessThan(acme.length)
    expect(STALLED_AFTER_DAYS).toBe(7)
  })

  it('has an offer accepted with the employer’s confirmation only, a hired one, and one nobody confirmed', () => {
    const accepted = db.applications.filter((a) => a.status === 'offer_accepted' && a.vacancy.company.id === acmeId())
    const sides = accepted.map((a) => a.hire_confirmation.map((c) => c.confirmed_by.type).sort())
    expect(sides).toEqual(expect.arrayContaining([['employer'], ['employer', 'talent'], []]))
    expect(accepted.filter((a) => a.hired)).toHaveLength(1)
  })

  it('gives the demo talent jobs in every group, a closed one and vacancies left to apply to', async () => {
    const jobs = await call(clientAs('talentPublished'), 'listApplications', { query: { size: 100 } })
    const groups = new Set(jobs.results.map((a) => a.hiringPipelineGroup))
    for (const group of pipelineGroups) expect(groups, group).toContain(group)
    expect(groups).toContain(null)
    const open = db.vacancies.filter((v) => v.status === 'Active' && !v.draft)
    expect(open.filter((v) => !jobs.results.some((a) => a.vacancyId === v.id)).length).toBeGreaterThan(2)
  })

  it('lists each application with its score and skills, as the server does; a single read adds the reasons', async () => {
    const vacancyId = acmeOpen()[0]!.id
    const listed = await call(clientAs('employer'), 'listVacancyApplications', { path: { id: vacancyId } })
    const first = listed.results.find((a) => a.matching)!
    const single = await call(clientAs('employer'), 'getApplication', { path: { id: first.id } })
    const { reasons, ...summary } = single.matching!
    expect(reasons.length).toBeGreaterThan(0)
    expect(first).toEqual({ ...single, matching: summary })
  })
})

describe('creating an application', () => {
  it('starts in the status of the caller’s side', async () => {
    // The first vacancies hold nearly every talent already; the fourth has room.
    const [first, , , second] = acmeOpen()
    const talent = await call(clientAs('talentPublished'), 'createApplication', {
      body: { vacancyId: first!.id, resumeId: me('talentPublished').resume!.id },
    })
    expect(talent).toMatchObject({ status: 'applied', hiringPipelineGroup: 'matched', hired: false })
    expect(talent.matching?.reasons.length).toBeGreaterThan(0)
    const employer = await call(clientAs('employer'), 'createApplication', {
      body: { vacancyId: first!.id, resumeId: freshResume(first!.id).id },
    })
    expect(employer).toMatchObject({ status: 'employer_interested', hiringPipelineGroup: 'interested' })
    const recruiter = await call(clientAs('recruiter'), 'createApplication', {
      body: { vacancyId: second!.id, resumeId: freshResume(second!.id).id },
    })
    expect(recruiter.status).toBe('matched')
    const told = await call(clientAs('recruiter'), 'createApplication', {
      body: { vacancyId: second!.id, resumeId: freshResume(second!.id).id, talentInterested: true },
    })
    expect(told).toMatchObject({ status: 'talent_interested', talentInterested: true })
  })

  it('refuses what the server refuses, and writes nothing', async () => {
    const vacancy = acmeOpen()[0]!
    const before = db.applications.length
    const taken = db.applications.find((a) => a.vacancy_id === vacancy.id)!
    const cases: [DemoLogin, Record<string, unknown>, number, string | RegExp][] = [
      ['employer', { vacancyId: vacancy.id, resumeId: taken.resume_id }, 409, APPLICATION_EXISTS],
      ['talentDraft', { vacancyId: vacancy.id, resumeId: me('talentDraft').resume!.id }, 409, RESUME_NOT_PUBLISHED],
      ['employer', { vacancyId: vacancy.id, resumeId: freshResume(vacancy.id).id, talentInterested: true }, 400, /./],
      ['employer', { vacancyId: vacancy.id, resumeId: db.resumes.find((r) => r.draft)!.id }, 404, 'Resume not found.'],
      [
        'recruiter',
        {
          vacancyId: db.vacancies.find((v) => v.status === 'Archived')!.id,
          resumeId: freshResume(vacancy.id).id,
        },
        409,
        VACANCY_NOT_OPEN,
      ],
    ]
    for (const [login, body, status, message] of cases) {
      const refused = await refusal(call(clientAs(login), 'createApplication', { body: body as never }))
      expect(refused?.status, JSON.stringify(body)).toBe(status)
      expect(refused?.message).toMatch(message)
    }
    const employerFlag = await refusal(
      call(clientAs('employer'), 'createApplication', {
        body: { vacancyId: vacancy.id, resumeId: freshResume(vacancy.id).id, talentInterested: true },
      }),
    )
    expect(employerFlag?.fieldErrors).toEqual({ talentInterested: [TALENT_INTEREST_BY_EMPLOYER] })
    expect(db.applications.length).toBe(before)
  })
})

describe('moving an application', () => {
  it('refuses a move the table does not allow with its sentence, and changes nothing', async () => {
    const offer = byStatus('offer_made')
    const before = structuredClone(offer)
    const refused = await refusal(move('employer', offer.id, 'offer_accepted'))
    expect(refused).toMatchObject({ status: 409, message: 'Only the talent can accept an offer.' })
    const applied = byStatus('applied')
    expect(await refusal(move('employer', applied.id, 'offer_made'))).toMatchObject({
      status: 409,
      message: 'An application in Applied cannot move to Offer made.',
    })
    expect(offer).toEqual(before)
  })

  it('restarts the time in stage only when the group changes', async () => {
    const requested = byStatus('interview_requested')
    const entered = requested.stage_entered_at
    const inside = await move('employer', requested.id, 'interview_scheduled')
    expect(inside).toMatchObject({ status: 'interview_scheduled', stageEnteredAt: entered })
    const out = await move('employer', requested.id, 'waiting')
    expect(out.hiringPipelineGroup).toBe('decision')
    expect(out.stageEnteredAt > entered).toBe(true)
    const closed = await move('employer', requested.id, 'employer_rejected')
    expect(closed.hiringPipelineGroup).toBeNull()
  })

  it('moves in bulk only what the table lets the caller move, counting the rest', async () => {
    const vacancy = acmeOpen()[0]!
    const result = await call(clientAs('employer'), 'setVacancyApplicationsStatus', {
      path: { id: vacancy.id },
      body: { status: 'employer_rejected' },
    })
    // One card per status: the company declines the ten open ones except the accepted offer (only a recruiter may
    // close that); the three closed ones and the accepted offer are skipped.
    expect(result).toEqual({ updated: 10, skipped: 4 })
    const statuses = db.applications.filter((a) => a.vacancy_id === vacancy.id).map((a) => a.status)
    expect(statuses.filter((s) => s === 'employer_rejected')).toHaveLength(11)
    expect(statuses).toContain('offer_accepted')
    expect(db.applications.find((a) => a.vacancy_id === vacancy.id && a.status === 'rejected')).toBeDefined()
  })
})

describe('confirming a hire', () => {
  it('needs the accepted offer, takes each side once, and is hired when both confirmed', async () => {
    const offer = byStatus('offer_made')
    expect(await refusal(call(clientAs('employer'), 'confirmHire', { path: { id: offer.id } }))).toMatchObject({
      status: 409,
      message: HIRE_BEFORE_OFFER_ACCEPTED,
    })
    const waiting = byStatus('offer_accepted', (a) => a.hire_confirmation.length === 0)
    const first = await call(clientAs('employer'), 'confirmHire', { path: { id: waiting.id } })
    expect(first).toMatchObject({ hired: false, status: 'offer_accepted' })
    const again = await call(clientAs('employer'), 'confirmHire', { path: { id: waiting.id } })
    expect(again.hireConfirmation).toHaveLength(1)
    expect(again.hired).toBe(false)
  })

  it('a hired application moves no more and cannot be removed', async () => {
    const hired = byStatus('offer_accepted', (a) => a.hired)
    expect(await refusal(move('recruiter', hired.id, 'rejected'))).toMatchObject({
      status: 409,
      message: HIRED_REFUSAL,
    })
    expect(await refusal(call(clientAs('employer'), 'deleteApplication', { path: { id: hired.id } }))).toMatchObject({
      status: 409,
      message: HIRE_CANNOT_BE_REMOVED,
    })
    expect(db.applications).toContain(hired)
  })

  it('the demo talent completes the hire the employer confirmed', async () => {
    const jobs = db.applications.filter((a) => a.talent_id === me('talentPublished').id)
    const pending = jobs.find((a) => a.status === 'offer_accepted')!
    expect(pending.hire_confirmation.map((c) => c.confirmed_by.type)).toEqual(['employer'])
    const done = await call(clientAs('talentPublished'), 'confirmHire', { path: { id: pending.id } })
    expect(done).toMatchObject({ hired: true, status: 'offer_accepted', hiringPipelineGroup: 'decision' })
  })
})

describe('matching', () => {
  it('ranks vacancies for the talent’s published resume, best first, leaving out score 0', async () => {
    const ranked = await call(clientAs('talentPublished'), 'listVacancyMatches', { query: { size: 50 } })
    const scores = ranked.results.map((m) => m.matching.score)
    expect(scores.length).toBeGreaterThan(3)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    expect(Math.min(...scores)).toBeGreaterThan(0)
    const applied = ranked.results.filter((m) => m.application)
    expect(applied.length).toBeGreaterThan(0)
    expect(ranked.results.every((m) => m.vacancy.status === 'Active' && !m.vacancy.draft)).toBe(true)
    const high = await call(clientAs('talentPublished'), 'listVacancyMatches', { query: { minScore: 60 } })
    expect(high.results.every((m) => m.matching.score >= 60)).toBe(true)
    expect(await refusal(call(clientAs('talentDraft'), 'listVacancyMatches', { query: {} }))).toMatchObject({
      status: 409,
      message: PUBLISH_RESUME_TO_MATCH,
    })
  })

  it('ranks talents who are looking for the company’s vacancy, best first', async () => {
    const vacancy = acmeOpen()[0]!
    const ranked = await call(clientAs('employer'), 'listTalentMatches', {
      path: { id: vacancy.id },
      query: { size: 50 },
    })
    const scores = ranked.results.map((m) => m.matching.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    const notLooking = new Set(db.talentProfiles.filter((p) => p.status === 'not_looking').map((p) => p.user_id))
    expect(ranked.results.some((m) => notLooking.has(m.talent.id))).toBe(false)
    // The vacancy's requirements come once; each talent's verdicts joined to them are the pair's reasons.
    const best = ranked.results[0]!
    const scored = await call(clientAs('employer'), 'scoreMatching', {
      body: { vacancyId: vacancy.id, resumeId: best.resume.id },
    })
    expect(withReasons(ranked.requirements, best.matching.verdicts)).toEqual(scored.matching.reasons)
    const fresh = await call(clientAs('employer'), 'listTalentMatches', {
      path: { id: vacancy.id },
      query: { withoutApplication: true, size: 50 },
    })
    expect(fresh.results.every((m) => m.application === null)).toBe(true)
    const draft = db.vacancies.find((v) => v.company_id === acmeId() && v.draft)!
    expect(
      await refusal(call(clientAs('employer'), 'listTalentMatches', { path: { id: draft.id }, query: {} })),
    ).toMatchObject({ status: 409, message: PUBLISH_VACANCY_TO_MATCH })
  })

  it('scores a pair without writing anything', async () => {
    const vacancy = acmeOpen()[0]!
    const resume = freshResume(vacancy.id)
    const before = db.applications.length
    const score = await call(clientAs('employer'), 'scoreMatching', {
      body: { vacancyId: vacancy.id, resumeId: resume.id },
    })
    expect(score).toMatchObject({ vacancyId: vacancy.id, resumeId: resume.id, applicationId: null })
    const points = score.matching.reasons.reduce((sum, r) => sum + r.maxPoints, 0)
    expect(Math.round(points)).toBe(100)
    expect(db.applications.length).toBe(before)
  })
})
