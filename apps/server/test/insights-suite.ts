import {
  INSIGHTS_PERIOD_REVERSED,
  INSIGHTS_PERIOD_TOO_LONG,
  lastDays,
  weeksOf,
  type ApplicationStatus,
} from '@hireloop/flows/rules'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../src/accounts/passwords.ts'
import { defaultNotificationSettings } from '../src/accounts/users.ts'
import { DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { DEMO_TALENTS } from '../src/db/seed-resumes.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const TALENT = demo('talent.published@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const ADMIN = demo('admin@hireloop.test')
const SOURCER = 'insights.sourcer@hireloop.test'
const HIRING_MANAGER = 'insights.employer@hireloop.test'
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

/**
 * The Insights dashboard (issue 15, ADR 0089): real figures over a small known data set of a company of its own
 * (applications created by each side, moved through the API so the audit log records them, a hire confirmed by both
 * sides, a message; timestamps then set in SQL to known distances), an empty period, bad periods, and who may read.
 */
export function insightsSuite(kind: DatabaseKind) {
  let t: TestServer
  let companyId: string
  const tokens: Record<string, string> = {}
  const period = lastDays(30, new Date())

  const insights = (email: string, query: Record<string, string> = {}) =>
    api(t.base, 'GET', `/admin/insights?${new URLSearchParams(query)}`, { token: tokens[email] })
  const ours = (query: Record<string, string> = {}) => insights(ADMIN.email, { company_id: companyId, ...query })

  const asTalent = (path: string) => ({ email: TALENT.email, path: `/talent/${TALENT.id}${path}` })
  const asEmployer = (path: string) => ({ email: HIRING_MANAGER, path: `/company/${companyId}${path}` })
  const asRecruiter = (path: string) => ({ email: RECRUITER.email, path: `/admin${path}` })

  async function post(side: { email: string; path: string }, body: unknown, method = 'POST') {
    const response = await api(t.base, method, side.path, { token: tokens[side.email], body })
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300)
    return response.body
  }
  const move = async (side: typeof asTalent, id: string, ...statuses: ApplicationStatus[]) => {
    for (const status of statuses) {
      await post(side(`/application/${id}/application_status`), { status, application_id: id })
    }
  }

  async function vacancy(title: string) {
    const row = await t.server.db
      .insertInto('vacancies')
      .values({ company_id: companyId, title, status: 'active', draft: false })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }

  /** Sets when an application was created to `hours` before its company's first status move. */
  async function createdBeforeFirstEmployerMove(id: string, hours: number) {
    await sql`update applications set created_at = (
      select min(created_at) from audit_log
      where object_type = 'application' and object_id = ${id} and actor_role = 'employer'
    ) - make_interval(hours => ${hours}) where id = ${id}`.execute(t.server.db)
  }

  /** Both hire confirmations `days` after the application's creation (the later one decides). */
  async function hiredAfter(id: string, days: number) {
    await sql`update hire_confirmations set confirmed_at = (
      select created_at from applications where id = ${id}
    ) + make_interval(days => ${days}) - case when side = 'talent' then interval '1 hour' else interval '0' end
    where application_id = ${id}`.execute(t.server.db)
  }

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    const db = t.server.db
    companyId = (
      await db
        .insertInto('companies')
        .values({ name: 'Insight Instruments', website_url: 'https://insight.test', image_url: null, type: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
    const passwordHash = await hashPassword(DEMO_PASSWORD)
    const person = {
      password_hash: passwordHash,
      image_url: null,
      is_active: true,
      first_name: 'Ida',
      last_name: 'Insight',
    }
    const settings = JSON.stringify(defaultNotificationSettings)
    await db
      .insertInto('users')
      .values([
        {
          ...person,
          user_type: 'recruiter',
          email: SOURCER,
          recruiter_level: 'sourcer',
          company_id: null,
          notification_settings: settings,
        },
        {
          ...person,
          user_type: 'employer',
          email: HIRING_MANAGER,
          recruiter_level: null,
          company_id: companyId,
          notification_settings: settings,
        },
      ])
      .execute()
    for (const email of [TALENT.email, EMPLOYER.email, RECRUITER.email, ADMIN.email, SOURCER, HIRING_MANAGER]) {
      tokens[email] = (await signIn(t.base, email, DEMO_PASSWORD)).access_token
    }

    const lead = await vacancy('Lead optics engineer')
    const support = await vacancy('Support technician')
    const resume = TALENT.resume!.id
    const [amara, second] = DEMO_TALENTS

    // A1: the talent applies; the company moves it all the way, the talent accepts the offer, both confirm.
    const a1 = (await post(asTalent('/application'), { vacancy_id: lead, resume_id: resume })).id as string
    await move(
      asEmployer,
      a1,
      'employer_accepted',
      'interview_requested',
      'interview_scheduled',
      'waiting',
      'offer_made',
    )
    await move(asTalent, a1, 'offer_accepted')
    await post(asTalent(`/application/${a1}/hire`), undefined, 'PUT')
    await post(asEmployer(`/application/${a1}/hire`), undefined, 'PUT')
    // A2: the talent applies; the company declines.
    const a2 = (await post(asTalent('/application'), { vacancy_id: support, resume_id: resume })).id as string
    await move(asEmployer, a2, 'employer_rejected')
    // A3: a recruiter matches a talent, records the talent's interest, then rejects; the company wrote first.
    const a3 = (await post(asRecruiter('/application'), { vacancy_id: lead, resume_id: amara!.resume.id })).id as string
    await move(asRecruiter, a3, 'talent_interested', 'rejected')
    // A4: the company proposes a talent itself (it is not waiting for its own answer).
    await post(asEmployer('/application'), { vacancy_id: support, resume_id: second!.resume.id })
    // A5: an older hire, written directly (no audit entries: its current status is all that is known).
    const a5 = (
      await db
        .insertInto('applications')
        .values({
          vacancy_id: support,
          talent_id: DEMO_TALENTS[2]!.id,
          resume_id: DEMO_TALENTS[2]!.resume.id,
          status: 'offer_accepted',
          created_at: sql`now() - interval '3 days'`,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
    await db
      .insertInto('hire_confirmations')
      .values([
        { application_id: a5, side: 'talent', confirmed_by: null },
        { application_id: a5, side: 'employer', confirmed_by: null },
      ])
      .execute()

    // Known distances: A1 answered 30 hours after it was created and hired a day later, A2 answered after 10 hours,
    // A3 by a message after 2 hours, A5 hired 2 days after it was created.
    await createdBeforeFirstEmployerMove(a1, 30)
    await hiredAfter(a1, 1)
    await createdBeforeFirstEmployerMove(a2, 10)
    await hiredAfter(a5, 2)
    const employer = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', HIRING_MANAGER)
      .executeTakeFirstOrThrow()
    const conversation = await db
      .insertInto('conversations')
      .values({
        application_id: a3,
        vacancy_id: lead,
        company_id: companyId,
        talent_id: amara!.id,
        created_by: employer.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('messages')
      .values({
        conversation_id: conversation.id,
        sender_id: employer.id,
        body: 'Thanks for the match, we would like to talk.',
        sent_at: sql`(select created_at from applications where id = ${a3}) + interval '2 hours'`,
      })
      .execute()
  })
  afterAll(async () => {
    await t?.close()
  })

  describe('figures of a known period', () => {
    it('counts applications and hires, per vacancy, per company and per week', async () => {
      const response = await ours({ from: period.from, to: period.to })
      expect(response.status).toBe(200)
      const body = response.body
      expect(body).toMatchObject({ from: period.from, to: period.to, company_id: companyId })
      expect(body.totals).toEqual({ applications: 5, hires: 2 })
      expect(body.vacancies).toEqual([
        expect.objectContaining({ title: 'Support technician', company_id: companyId, applications: 3, hires: 1 }),
        expect.objectContaining({
          title: 'Lead optics engineer',
          company_name: 'Insight Instruments',
          applications: 2,
          hires: 1,
        }),
      ])
      expect(body.companies).toEqual([
        { company_id: companyId, name: 'Insight Instruments', applications: 5, hires: 2 },
      ])
      expect(body.weekly.map((week: { week_start: string }) => week.week_start)).toEqual(weeksOf(period))
      const sum = (key: 'applications' | 'hires') =>
        body.weekly.reduce((total: number, week: Record<string, number>) => total + week[key]!, 0)
      expect([sum('applications'), sum('hires')]).toEqual([5, 2])
    })

    it('gives the median and 75th percentile of days to hire', async () => {
      const { body } = await ours({ from: period.from, to: period.to })
      // Days to hire: 1 (A1) and 2 (A5); percentile_cont interpolates: 1.5 and 1.75, shown to one decimal.
      expect(body.time_to_hire).toEqual({ hires: 2, median_days: 1.5, p75_days: 1.8 })
    })

    it('follows each application to the furthest pipeline group it reached, from its audit trail', async () => {
      const { body } = await ours({ from: period.from, to: period.to })
      // A1 hired, A2 declined while Applied, A3 rejected after the talent's interest, A4 proposed (interested),
      // A5 hired: every step a hire passes counts it.
      expect(body.funnel).toEqual([
        { step: 'matched', reached: 5, rate: null },
        { step: 'interested', reached: 4, rate: 0.8 },
        { step: 'interview', reached: 2, rate: 0.5 },
        { step: 'decision', reached: 2, rate: 1 },
        { step: 'hired', reached: 2, rate: 1 },
      ])
    })

    it("measures the company's first answer: a status move or a message, never its own proposals", async () => {
      const { body } = await ours({ from: period.from, to: period.to })
      // Waiting for the company: A1, A2, A3 and A5 (A4 is the company's own); answered after 30, 10 and 2 hours.
      expect(body.response_time).toEqual({ applications: 4, answered: 3, median_hours: 10, p75_hours: 20 })
    })

    it('defaults to the last 90 days, and every company when none is named', async () => {
      const response = await insights(RECRUITER.email)
      expect(response.status).toBe(200)
      expect({ from: response.body.from, to: response.body.to }).toEqual(lastDays(90, new Date()))
      expect(response.body.company_id).toBeNull()
      expect(response.body.totals.applications).toBeGreaterThanOrEqual(5)
      expect(response.body.weekly.length).toBeGreaterThanOrEqual(13)
    })

    it('answers zeros and no figures for a period without data', async () => {
      const response = await ours({ from: '2020-01-01', to: '2020-01-31' })
      expect(response.status).toBe(200)
      expect(response.body).toMatchObject({
        totals: { applications: 0, hires: 0 },
        time_to_hire: { hires: 0, median_days: null, p75_days: null },
        response_time: { applications: 0, answered: 0, median_hours: null, p75_hours: null },
        vacancies: [],
        companies: [],
      })
      expect(
        response.body.funnel.map((step: { reached: number; rate: number | null }) => [step.reached, step.rate]),
      ).toEqual([
        [0, null],
        [0, null],
        [0, null],
        [0, null],
        [0, null],
      ])
      expect(response.body.weekly).toHaveLength(5)
      expect(response.body.weekly.every((week: Record<string, number>) => week.applications === 0)).toBe(true)
    })
  })

  describe('bad periods', () => {
    it('refuses a period that ends before it starts, with a sentence', async () => {
      const response = await ours({ from: '2026-03-10', to: '2026-03-01' })
      expect(response.status).toBe(400)
      expect(response.body.detail).toEqual([{ loc: ['query', 'from'], msg: INSIGHTS_PERIOD_REVERSED, type: 'value' }])
    })

    it('refuses a period longer than 366 days', async () => {
      const response = await ours({ from: '2024-01-01', to: '2025-01-01' })
      expect(response.status).toBe(400)
      expect(response.body.detail).toEqual([{ loc: ['query', 'from'], msg: INSIGHTS_PERIOD_TOO_LONG, type: 'value' }])
      // A leap year whole is fine.
      expect((await ours({ from: '2024-01-01', to: '2024-12-31' })).status).toBe(200)
    })

    it('refuses a date that is not a date, and a company that does not exist', async () => {
      const notADate = await ours({ from: '2026-02-30' })
      expect(notADate.status).toBe(400)
      expect(notADate.body.detail[0].loc).toEqual(['query', 'from'])
      const unknown = await insights(ADMIN.email, { company_id: UNKNOWN })
      expect(unknown.status).toBe(404)
      expect(unknown.body).toEqual({ message: ['Company not found.'] })
    })
  })

  describe('who may read', () => {
    it('every recruiter level and the admins', async () => {
      for (const email of [SOURCER, RECRUITER.email, ADMIN.email]) {
        const response = await insights(email, { company_id: companyId })
        expect(response.status, email).toBe(200)
        expect(response.body.totals.applications).toBe(5)
      }
    })

    it('not talents nor employers, with a sentence', async () => {
      for (const email of [TALENT.email, EMPLOYER.email, HIRING_MANAGER]) {
        const response = await insights(email)
        expect(response.status, email).toBe(403)
        expect(response.body).toEqual({ message: ['You cannot access this resource.'] })
      }
      expect((await api(t.base, 'GET', '/admin/insights')).status).toBe(401)
    })

    it('not a recruiter level whose access rules no longer let it read applications', async () => {
      const rule = await t.server.db
        .selectFrom('access_rules')
        .select(['id', 'effect'])
        .where('subject', '=', 'sourcer')
        .where('resource', '=', 'application')
        .where('action', '=', 'read')
        .executeTakeFirstOrThrow()
      await t.server.db.deleteFrom('access_rules').where('id', '=', rule.id).execute()
      try {
        const response = await insights(SOURCER)
        expect(response.status).toBe(403)
        expect(response.body).toEqual({ message: ['A Sourcer cannot read applications.'] })
      } finally {
        await t.server.db
          .insertInto('access_rules')
          .values({ subject: 'sourcer', resource: 'application', action: 'read', effect: rule.effect })
          .execute()
      }
    })
  })
}
