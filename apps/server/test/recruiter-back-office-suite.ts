import { RECRUITER_LEVEL_LABELS, RECRUITER_LEVELS, type RecruiterLevel } from '@hireloop/flows/rules'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../src/accounts/passwords.ts'
import { defaultNotificationSettings } from '../src/accounts/users.ts'
import { DEMO_COLLEAGUES } from '../src/db/seed-companies.ts'
import { DEMO_SCORECARDS } from '../src/db/seed-feedback.ts'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { DEMO_TALENTS } from '../src/db/seed-resumes.ts'
import { OWN_CONVERSATIONS_ONLY } from '../src/resources/conversations/conversations.handlers.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, countRows, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const EMPLOYER = demo('employer@hireloop.test')
const ADMIN = demo('admin@hireloop.test')
const HANA = DEMO_COLLEAGUES[0]
const COMPANY = DEMO_COMPANIES[0]!
const CANDIDATE = DEMO_TALENTS[0]!
const MINUTE = 60_000

/** One recruiter per level, none of them an admin: what each level may do comes from its default rules alone. */
const LEVEL_EMAILS: Record<RecruiterLevel, string> = {
  sourcer: 'back-office.sourcer@hireloop.test',
  recruiter: 'back-office.recruiter@hireloop.test',
  senior_recruiter: 'back-office.senior@hireloop.test',
  head_of_recruitment: 'back-office.head@hireloop.test',
}
/** The levels that schedule, change and cancel meetings (a Sourcer only reads them: ADR 0078). */
const SCHEDULING_LEVELS = RECRUITER_LEVELS.filter((level) => level !== 'sourcer')
/** `it.each` rows: the level's name as people read it ("Senior Recruiter"), and the level. */
const named = (levels: readonly RecruiterLevel[]) =>
  levels.map((level) => [RECRUITER_LEVEL_LABELS[level], level] as const)

type Conversation = { id: string; participants: { user_id: string }[] }
type Feedback = {
  id: string
  kind: string
  vacancy: { id: string } | null
  scorecard: { recommendation: string } | null
}

/**
 * The recruiters' back office for conversations, meetings and feedback (issue 15), level by level: every level lists
 * its own conversations through `GET /recruiter/{id}/conversation` and opens an application's; Recruiters and above
 * schedule meetings with the people they pick, a Sourcer is refused in words with nothing written; every level reads
 * all feedback, filtered by talent, vacancy and recommendation, and paged.
 */
export function recruiterBackOfficeSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const ids: Record<string, string> = {}
  const as = (email: string) => tokens[email]!
  const admin = (path: string) => `/admin${path}`
  let nextDay = 0

  const call = (email: string, method: string, path: string, body?: unknown) =>
    api(t.base, method, admin(path), { token: as(email), ...(body === undefined ? {} : { body }) })

  /** A fresh application of the demo candidate to a new Northwind vacancy. */
  async function application() {
    const vacancy = await t.server.db
      .insertInto('vacancies')
      .values({ company_id: COMPANY.id, title: 'Back office engineer', status: 'active', draft: false })
      .returning('id')
      .executeTakeFirstOrThrow()
    const row = await t.server.db
      .insertInto('applications')
      .values({ vacancy_id: vacancy.id, talent_id: CANDIDATE.id, resume_id: CANDIDATE.resume.id, status: 'applied' })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { id: row.id, vacancyId: vacancy.id }
  }

  /** An intro with the talent and the company's employers the recruiter picked, at a fresh hour in 2027. */
  function intro(values: Record<string, unknown> = {}) {
    nextDay += 1
    return {
      title: 'Intro: Back office engineer',
      type: 'intro',
      starts_at: new Date(Date.UTC(2027, 5, 7, 9) + nextDay * 24 * 60 * MINUTE).toISOString(),
      duration_minutes: 30,
      time_zone: 'Europe/Berlin',
      participant_ids: [CANDIDATE.id, EMPLOYER.id, HANA.id],
      link: 'https://meet.hireloop.test/back-office',
      notes: 'A first call.',
      ...values,
    }
  }

  const meetingWrites = () =>
    Promise.all(
      (['meetings', 'meeting_participants', 'outbox', 'events', 'audit_log'] as const).map((table) =>
        countRows(t.server.db, table),
      ),
    )

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    const passwordHash = await hashPassword(DEMO_PASSWORD)
    for (const [level, email] of Object.entries(LEVEL_EMAILS)) {
      const row = await t.server.db
        .insertInto('users')
        .values({
          user_type: 'recruiter',
          email,
          password_hash: passwordHash,
          first_name: 'Bo',
          last_name: level,
          image_url: null,
          is_active: true,
          recruiter_level: level as RecruiterLevel,
          company_id: null,
          notification_settings: JSON.stringify(defaultNotificationSettings),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      ids[email] = row.id
    }
    for (const email of [...Object.values(LEVEL_EMAILS), ADMIN.email]) {
      tokens[email] = (await signIn(t.base, email, DEMO_PASSWORD)).access_token
    }
    ids[ADMIN.email] = ADMIN.id
  })
  afterAll(async () => {
    await t?.close()
  })

  describe('conversations', () => {
    it.each(named(RECRUITER_LEVELS))(
      'a %s opens the conversation of an application, writes in it, and finds it in their own list',
      async (_label, level) => {
        const email = LEVEL_EMAILS[level]
        const empty = await call(email, 'GET', `/recruiter/${ids[email]}/conversation`)
        expect(empty).toMatchObject({ status: 200, body: { results: [], total: 0 } })
        const { id: applicationId } = await application()
        const opened = await call(email, 'POST', `/application/${applicationId}/conversation`, {
          body: 'Hello, I am your recruiter at Hireloop.',
        })
        expect(opened.status).toBe(201)
        expect(opened.body.participants.map((p: { user_id: string }) => p.user_id)).toContain(ids[email])
        const sent = await call(email, 'POST', `/conversation/${opened.body.id}/message`, { body: 'Any questions?' })
        expect(sent.status).toBe(201)
        const listed = await call(email, 'GET', `/recruiter/${ids[email]}/conversation`)
        expect(listed.status).toBe(200)
        expect(listed.body.results.map((c: Conversation) => c.id)).toEqual([opened.body.id])
        expect(listed.body.results[0].last_message).toMatchObject({ body: 'Any questions?', sender_id: ids[email] })
      },
    )

    it("no level lists another recruiter's conversations; an admin lists anyone's", async () => {
      const sourcer = LEVEL_EMAILS.sourcer
      for (const level of RECRUITER_LEVELS.filter((l) => l !== 'sourcer')) {
        expect(await call(LEVEL_EMAILS[level], 'GET', `/recruiter/${ids[sourcer]}/conversation`)).toMatchObject({
          status: 403,
          body: { message: [OWN_CONVERSATIONS_ONLY] },
        })
      }
      const own = await call(sourcer, 'GET', `/recruiter/${ids[sourcer]}/conversation`)
      const byAdmin = await call(ADMIN.email, 'GET', `/recruiter/${ids[sourcer]}/conversation`)
      expect(byAdmin.status).toBe(200)
      expect(byAdmin.body.results.map((c: Conversation) => c.id)).toEqual(
        own.body.results.map((c: Conversation) => c.id),
      )
    })

    it('refuses a page size past the contract in words', async () => {
      const email = LEVEL_EMAILS.recruiter
      const response = await call(email, 'GET', `/recruiter/${ids[email]}/conversation?size=1000`)
      expect(response.status).toBe(400)
      expect(response.body.detail[0].loc).toEqual(['query', 'size'])
    })
  })

  describe('meetings', () => {
    it.each(named(SCHEDULING_LEVELS))(
      'a %s schedules an intro with the talent and the employers they picked, then moves and cancels it',
      async (_label, level) => {
        const email = LEVEL_EMAILS[level]
        const created = await call(email, 'POST', '/meeting', intro())
        expect(created.status).toBe(201)
        const people = created.body.participants.map((p: { user_id: string }) => p.user_id)
        // The organiser first, then exactly whom they picked.
        expect(people[0]).toBe(ids[email])
        expect([...people].sort()).toEqual([ids[email], CANDIDATE.id, EMPLOYER.id, HANA.id].sort())
        const moved = await call(
          email,
          'PUT',
          `/meeting/${created.body.id}`,
          intro({ participant_ids: [CANDIDATE.id] }),
        )
        expect(moved.status).toBe(200)
        expect(moved.body.participants.map((p: { user_id: string }) => p.user_id).sort()).toEqual(
          [ids[email], CANDIDATE.id].sort(),
        )
        expect((await call(email, 'DELETE', `/meeting/${created.body.id}`)).status).toBeLessThan(300)
      },
    )

    it('a Sourcer reads every meeting but schedules, changes and cancels none: refused in words, nothing written', async () => {
      const sourcer = LEVEL_EMAILS.sourcer
      const listed = await call(sourcer, 'GET', '/meeting?size=100')
      expect(listed.status).toBe(200)
      expect(listed.body.total).toBeGreaterThan(0)
      const existing = await call(LEVEL_EMAILS.recruiter, 'POST', '/meeting', intro())
      expect(existing.status).toBe(201)
      const before = await meetingWrites()
      const refusal = { status: 403, body: { message: ['A Sourcer cannot create meetings.'] } }
      expect(await call(sourcer, 'POST', '/meeting', intro())).toMatchObject(refusal)
      expect(await call(sourcer, 'PUT', `/meeting/${existing.body.id}`, intro())).toMatchObject({
        status: 403,
        body: { message: ['A Sourcer cannot update meetings.'] },
      })
      expect(await call(sourcer, 'DELETE', `/meeting/${existing.body.id}`)).toMatchObject({
        status: 403,
        body: { message: ['A Sourcer cannot delete meetings.'] },
      })
      expect(await meetingWrites()).toEqual(before)
      const read = await call(sourcer, 'GET', `/meeting/${existing.body.id}/ics`)
      expect(read.status).toBe(200)
    })
  })

  describe('feedback', () => {
    it.each(named(RECRUITER_LEVELS))(
      'a %s reads all feedback, scorecards and product ratings, newest first',
      async (_label, level) => {
        const response = await call(LEVEL_EMAILS[level], 'GET', '/feedback?size=100')
        expect(response.status).toBe(200)
        const results = response.body.results as Feedback[]
        expect(results.map((f) => f.id)).toEqual(expect.arrayContaining(DEMO_SCORECARDS.map((s) => s.id)))
        expect(new Set(results.map((f) => f.kind))).toEqual(new Set(['scorecard', 'product']))
      },
    )

    it('filters by vacancy and by recommendation, together and with the page meta of the contract', async () => {
      const email = LEVEL_EMAILS.sourcer
      const all = (await call(email, 'GET', '/feedback?kind=scorecard&size=100')).body.results as Feedback[]
      const vacancyId = all.find((f) => f.id === DEMO_SCORECARDS[2]!.id)!.vacancy!.id
      const ofVacancy = all.filter((f) => f.vacancy?.id === vacancyId)
      expect(ofVacancy.length).toBeGreaterThan(1)

      const byVacancy = await call(email, 'GET', `/feedback?vacancy_id=${vacancyId}&size=100`)
      expect(byVacancy.status).toBe(200)
      expect(byVacancy.body.results.map((f: Feedback) => f.id).sort()).toEqual(ofVacancy.map((f) => f.id).sort())

      const noes = await call(email, 'GET', '/feedback?recommendation=no&size=100')
      expect(noes.body.results.length).toBeGreaterThan(0)
      expect(noes.body.results.every((f: Feedback) => f.scorecard?.recommendation === 'no')).toBe(true)
      expect(noes.body.results.map((f: Feedback) => f.id)).toContain(DEMO_SCORECARDS[2]!.id)

      const both = await call(email, 'GET', `/feedback?vacancy_id=${vacancyId}&recommendation=yes&size=1`)
      const yesOfVacancy = ofVacancy.filter((f) => f.scorecard?.recommendation === 'yes')
      expect(both.body).toMatchObject({ total: yesOfVacancy.length, size: 1, current_page: 1, previous: null })
      expect(both.body.results).toHaveLength(1)
      expect(both.body.next === null).toBe(yesOfVacancy.length === 1)
    })

    it('refuses an unknown recommendation and a vacancy that is not an id, in words', async () => {
      const email = LEVEL_EMAILS.recruiter
      const recommendation = await call(email, 'GET', '/feedback?recommendation=maybe')
      expect(recommendation.status).toBe(400)
      expect(recommendation.body.detail[0].loc).toEqual(['query', 'recommendation'])
      expect(recommendation.body.detail[0].msg).toEqual(expect.any(String))
      const vacancy = await call(email, 'GET', '/feedback?vacancy_id=fleet')
      expect(vacancy.status).toBe(400)
      expect(vacancy.body.detail[0].loc).toEqual(['query', 'vacancy_id'])
    })

    it('the company reads its own scorecards by vacancy', async () => {
      const all = (await call(LEVEL_EMAILS.recruiter, 'GET', '/feedback?kind=scorecard&size=100')).body
        .results as Feedback[]
      const vacancyId = all.find((f) => f.id === DEMO_SCORECARDS[0]!.id)!.vacancy!.id
      const employerToken = (await signIn(t.base, EMPLOYER.email, DEMO_PASSWORD)).access_token
      const own = await api(t.base, 'GET', `/company/${COMPANY.id}/feedback?vacancy_id=${vacancyId}`, {
        token: employerToken,
      })
      expect(own.status).toBe(200)
      expect(own.body.results.map((f: Feedback) => f.id)).toContain(DEMO_SCORECARDS[0]!.id)
    })
  })
}
