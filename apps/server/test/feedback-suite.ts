import { NOT_INTERVIEWED, type ApplicationStatus } from '@hireloop/flows/rules'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_SCORECARDS } from '../src/db/seed-feedback.ts'
import { DEMO_COLLEAGUES } from '../src/db/seed-companies.ts'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { DEMO_TALENTS } from '../src/db/seed-resumes.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, countRows, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const TALENT = demo('talent.published@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const OTHER_EMPLOYER = demo('employer.new@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const HANA = DEMO_COLLEAGUES[0]
const COMPANY = DEMO_COMPANIES[0]!
const CANDIDATE = DEMO_TALENTS[0]!
const OTHER_CANDIDATE = DEMO_TALENTS[1]!

type Wire = {
  id: string
  kind: string
  author: { user_id: string; full_name: string }
  talent: { user_id: string; full_name: string } | null
  vacancy: { id: string; title: string } | null
  scorecard: { average: number; recommendation: string } | null
  created_at: string
}

/**
 * Feedback (issue 14, ADR 0079): product ratings from anyone; interview scorecards from a company's employers and
 * recruiters, only on an application past its first interview, read by recruiters (all) and the company (its own),
 * never by the talent. Every refusal leaves the feedback table and the audit log as they were.
 */
export function feedbackSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const as = (user: { email: string }) => tokens[user.email]!
  const own = (path: string) => `/company/${COMPANY.id}${path}`
  const other = (path: string) => `/company/${OTHER_EMPLOYER.company_id}${path}`
  const admin = (path: string) => `/admin${path}`

  async function application(
    status: ApplicationStatus,
    talent: { id: string; resume: { id: string } } = CANDIDATE,
    companyId = COMPANY.id,
  ) {
    const vacancy = await t.server.db
      .insertInto('vacancies')
      .values({ company_id: companyId, title: 'Robot fleet engineer', status: 'active', draft: false })
      .returning('id')
      .executeTakeFirstOrThrow()
    const row = await t.server.db
      .insertInto('applications')
      .values({ vacancy_id: vacancy.id, talent_id: talent.id, resume_id: talent.resume.id, status })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { id: row.id, vacancyId: vacancy.id }
  }

  async function interviewMeeting(applicationId: string, vacancyId: string) {
    const row = await t.server.db
      .insertInto('meetings')
      .values({
        title: 'Interview: Robot fleet engineer',
        type: 'interview',
        starts_at: new Date('2026-01-05T10:00:00Z'),
        ends_at: new Date('2026-01-05T11:00:00Z'),
        time_zone: 'Europe/Berlin',
        application_id: applicationId,
        vacancy_id: vacancyId,
        organizer_id: EMPLOYER.id,
        organizer_company_id: COMPANY.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }

  const scorecard = (applicationId: string, values: Record<string, unknown> = {}) => ({
    application_id: applicationId,
    scores: { skills: 4, communication: 5, motivation: 3, culture_add: 3 },
    recommendation: 'yes',
    notes: 'Strong system design, clear communication.',
    ...values,
  })

  const counts = () => Promise.all((['feedback', 'audit_log'] as const).map((table) => countRows(t.server.db, table)))

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    for (const user of [TALENT, EMPLOYER, OTHER_EMPLOYER, RECRUITER, HANA]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  describe('the seed', () => {
    it('gives recruiters every scorecard, newest first; Northwind its own; another company none', async () => {
      const recruiter = await api(t.base, 'GET', admin('/feedback?kind=scorecard&size=100'), { token: as(RECRUITER) })
      expect(recruiter.status).toBe(200)
      const ids = recruiter.body.results.map((f: Wire) => f.id)
      expect(ids).toEqual(expect.arrayContaining(DEMO_SCORECARDS.map((s) => s.id)))
      const times = recruiter.body.results.map((f: Wire) => f.created_at)
      expect(times).toEqual([...times].sort().reverse())
      const hanasNo = recruiter.body.results.find((f: Wire) => f.id === DEMO_SCORECARDS[2]!.id)
      expect(hanasNo).toMatchObject({
        kind: 'scorecard',
        rating: null,
        author: { user_id: HANA.id, full_name: 'Hana Hiring' },
        talent: { user_id: DEMO_TALENTS[6]!.id, user_type: 'talent' },
        vacancy: { title: 'Machine learning engineer, perception' },
        // 3, 2, 4, 2: the mean to one decimal.
        scorecard: { scores: { skills: 3, communication: 2, motivation: 4, culture_add: 2 }, average: 2.8 },
      })
      expect(hanasNo.scorecard.recommendation).toBe('no')

      const northwind = await api(t.base, 'GET', own('/feedback?size=100'), { token: as(EMPLOYER) })
      expect(northwind.status).toBe(200)
      expect(northwind.body.results.map((f: Wire) => f.id).sort()).toEqual(DEMO_SCORECARDS.map((s) => s.id).sort())
      // Tara's product rating is the recruiters' only.
      expect(northwind.body.results.every((f: Wire) => f.kind === 'scorecard')).toBe(true)
      const products = await api(t.base, 'GET', admin('/feedback?kind=product'), { token: as(RECRUITER) })
      expect(products.body.results.map((f: Wire) => f.author.user_id)).toContain(TALENT.id)

      const stranger = await api(t.base, 'GET', other('/feedback'), { token: as(OTHER_EMPLOYER) })
      expect(stranger.status).toBe(200)
      expect(stranger.body).toMatchObject({ results: [], total: 0 })
    })

    it('filters by talent and by application, with the page meta of the contract', async () => {
      const [first] = DEMO_SCORECARDS
      const byApplication = await api(
        t.base,
        'GET',
        own(`/feedback?application_id=${DEMO_SCORECARDS[1]!.application}`),
        {
          token: as(EMPLOYER),
        },
      )
      expect(byApplication.body.results.map((f: Wire) => f.id).sort()).toEqual(
        [DEMO_SCORECARDS[1]!.id, DEMO_SCORECARDS[2]!.id].sort(),
      )
      const byTalent = await api(t.base, 'GET', admin(`/feedback?talent_id=${DEMO_TALENTS[5]!.id}&size=1`), {
        token: as(RECRUITER),
      })
      expect(byTalent.body).toMatchObject({ total: 1, size: 1, current_page: 1, next: null, previous: null })
      expect(byTalent.body.results[0].id).toBe(first!.id)
    })

    it('never lets a talent read scorecards: no list is offered in the talent scope', async () => {
      const response = await api(t.base, 'GET', `/talent/${TALENT.id}/feedback`, { token: as(TALENT) })
      expect([403, 404, 405]).toContain(response.status)
      const asTalentElsewhere = await api(t.base, 'GET', admin('/feedback'), { token: as(TALENT) })
      expect(asTalentElsewhere.status).toBe(403)
    })
  })

  describe('scorecards', () => {
    it('an employer scores an interviewed application: "Feedback created", stored with its company, audited', async () => {
      const app = await application('interview_scheduled')
      const response = await api(t.base, 'POST', own(`/talent/${CANDIDATE.id}/feedback`), {
        token: as(EMPLOYER),
        body: scorecard(app.id),
      })
      expect(response.status).toBe(201)
      expect(response.body).toMatchObject({
        kind: 'scorecard',
        rating: null,
        text: 'Strong system design, clear communication.',
        author: { user_id: EMPLOYER.id, user_type: 'employer' },
        talent_id: CANDIDATE.id,
        talent: { user_id: CANDIDATE.id },
        application_id: app.id,
        meeting_id: null,
        vacancy: { id: app.vacancyId, title: 'Robot fleet engineer' },
        scorecard: {
          scores: { skills: 4, communication: 5, motivation: 3, culture_add: 3 },
          average: 3.8,
          recommendation: 'yes',
        },
      })
      const stored = await t.server.db
        .selectFrom('feedback')
        .selectAll()
        .where('id', '=', response.body.id)
        .executeTakeFirstOrThrow()
      expect(stored).toMatchObject({ company_id: COMPANY.id, author_id: EMPLOYER.id, skills: 4, culture_add: 3 })
      const audit = await t.server.db
        .selectFrom('audit_log')
        .select(['operation_id', 'actor_id'])
        .where('object_id', '=', response.body.id)
        .execute()
      expect(audit).toEqual([{ operation_id: 'createTalentFeedback', actor_id: EMPLOYER.id }])
      // A colleague reads it in the company's list.
      const list = await api(t.base, 'GET', own(`/feedback?application_id=${app.id}`), { token: as(HANA) })
      expect(list.body.results.map((f: Wire) => f.id)).toEqual([response.body.id])
    })

    it('a recruiter scores a decided application after one of its meetings', async () => {
      const app = await application('offer_made', OTHER_CANDIDATE)
      const meetingId = await interviewMeeting(app.id, app.vacancyId)
      const response = await api(t.base, 'POST', admin(`/talent/${OTHER_CANDIDATE.id}/feedback`), {
        token: as(RECRUITER),
        body: scorecard(app.id, { meeting_id: meetingId, recommendation: 'strong_yes', notes: undefined }),
      })
      expect(response.status).toBe(201)
      expect(response.body).toMatchObject({
        meeting_id: meetingId,
        text: '',
        author: { user_type: 'recruiter' },
        scorecard: { recommendation: 'strong_yes' },
      })
    })

    it('a closed application counts when an interview was held for it, and not otherwise', async () => {
      const interviewed = await application('employer_rejected')
      await interviewMeeting(interviewed.id, interviewed.vacancyId)
      const ok = await api(t.base, 'POST', own(`/talent/${CANDIDATE.id}/feedback`), {
        token: as(EMPLOYER),
        body: scorecard(interviewed.id, { recommendation: 'no' }),
      })
      expect(ok.status).toBe(201)

      const never = await application('employer_rejected')
      const before = await counts()
      const refused = await api(t.base, 'POST', own(`/talent/${CANDIDATE.id}/feedback`), {
        token: as(EMPLOYER),
        body: scorecard(never.id),
      })
      expect(refused.status).toBe(409)
      expect(refused.body).toEqual({ message: [NOT_INTERVIEWED] })
      expect(await counts()).toEqual(before)
    })

    it.each<ApplicationStatus>(['matched', 'applied', 'talent_interested', 'employer_accepted'])(
      'refuses a scorecard before the interview (%s) in a clear sentence, writing nothing',
      async (status) => {
        const app = await application(status)
        const before = await counts()
        const response = await api(t.base, 'POST', own(`/talent/${CANDIDATE.id}/feedback`), {
          token: as(EMPLOYER),
          body: scorecard(app.id),
        })
        expect(response.status).toBe(409)
        expect(response.body).toEqual({ message: [NOT_INTERVIEWED] })
        expect(await counts()).toEqual(before)
      },
    )

    it('refuses bad input with the field and a sentence, writing nothing', async () => {
      const app = await application('interview_requested')
      const unrelated = await application('interview_requested', OTHER_CANDIDATE)
      const otherMeeting = await interviewMeeting(unrelated.id, unrelated.vacancyId)
      const path = own(`/talent/${CANDIDATE.id}/feedback`)
      const cases: [Record<string, unknown>, string][] = [
        [scorecard(app.id, { scores: { skills: 6, communication: 5, motivation: 3, culture_add: 3 } }), 'scores'],
        [scorecard(app.id, { scores: { skills: 4, communication: 5, motivation: 3 } }), 'scores'],
        [scorecard(app.id, { recommendation: 'maybe' }), 'recommendation'],
        [scorecard(app.id, { notes: 'x'.repeat(5001) }), 'notes'],
        [scorecard(app.id, { rating: 5 }), 'rating'],
        // Another talent's application, and a meeting about another application.
        [scorecard(unrelated.id), 'application_id'],
        [scorecard(app.id, { meeting_id: otherMeeting }), 'meeting_id'],
      ]
      const before = await counts()
      for (const [body, field] of cases) {
        const response = await api(t.base, 'POST', path, { token: as(EMPLOYER), body })
        expect(response.status, field).toBe(400)
        expect(JSON.stringify(response.body.detail), field).toContain(field)
        for (const item of response.body.detail) expect(item.msg).toMatch(/\S/)
      }
      expect(await counts()).toEqual(before)
    })

    it("another company's employer cannot score an application it does not see, even of a talent it knows", async () => {
      const app = await application('interview_scheduled')
      // The talent also applied to the other company: its employers see the talent, not Northwind's application.
      await application('applied', CANDIDATE, OTHER_EMPLOYER.company_id!)
      const before = await counts()
      const response = await api(t.base, 'POST', other(`/talent/${CANDIDATE.id}/feedback`), {
        token: as(OTHER_EMPLOYER),
        body: scorecard(app.id),
      })
      expect(response.status).toBe(404)
      expect(response.body).toEqual({ message: ['Application not found.'] })
      const unknownTalent = await api(t.base, 'POST', other(`/talent/${OTHER_CANDIDATE.id}/feedback`), {
        token: as(OTHER_EMPLOYER),
        body: scorecard(app.id),
      })
      expect(unknownTalent.status).toBe(404)
      expect(await counts()).toEqual(before)
    })

    it('a talent cannot leave a scorecard, not even on their own application', async () => {
      const app = await application('interview_scheduled', { id: TALENT.id, resume: { id: TALENT.resume!.id } })
      const before = await counts()
      const response = await api(t.base, 'POST', own(`/talent/${TALENT.id}/feedback`), {
        token: as(TALENT),
        body: scorecard(app.id),
      })
      expect(response.status).toBe(403)
      expect(await counts()).toEqual(before)
    })
  })

  describe('product feedback', () => {
    it('any role rates the product; recruiters read it, the company does not', async () => {
      const response = await api(t.base, 'POST', `/talent/${TALENT.id}/feedback`, {
        token: as(TALENT),
        body: { rating: 4, text: '  The jobs page is clear.  ' },
      })
      expect(response.status).toBe(201)
      expect(response.body).toMatchObject({
        kind: 'product',
        rating: 4,
        text: 'The jobs page is clear.',
        author: { user_id: TALENT.id },
        talent: null,
        application_id: null,
        scorecard: null,
      })
      const recruiter = await api(t.base, 'GET', admin('/feedback?kind=product&size=100'), { token: as(RECRUITER) })
      expect(recruiter.body.results.map((f: Wire) => f.id)).toContain(response.body.id)
      const company = await api(t.base, 'GET', own('/feedback?size=100'), { token: as(EMPLOYER) })
      expect(company.body.results.map((f: Wire) => f.id)).not.toContain(response.body.id)

      const before = await counts()
      for (const body of [{ rating: 0, text: 'x' }, { rating: 3, text: '   ' }, { rating: 3 }]) {
        const refused = await api(t.base, 'POST', own('/feedback'), { token: as(EMPLOYER), body })
        expect(refused.status).toBe(400)
      }
      expect(await counts()).toEqual(before)
    })
  })
}
