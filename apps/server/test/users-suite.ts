import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO_RECRUITERS } from '../src/db/seed-recruiters.ts'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const TALENT = demo('talent.published@hireloop.test')
const DRAFTED = demo('talent.draft@hireloop.test')
const NEWCOMER = demo('talent.new@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const ADMIN = demo('admin@hireloop.test')
const SOURCER = DEMO_RECRUITERS.find((r) => r.level === 'sourcer')!
const COMPANY = DEMO_COMPANIES[0]!
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

type Row = { id: string; type: string; email: string; full_name: string; is_active: boolean }

/**
 * The users directory (issue 15, ADR 0090), black box on the seeded database: who may read it, one list over every
 * type with its search, filters, orders and bounded pages, and one user's page with the objects of their type.
 */
export function usersSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const as = (user: { email: string }) => tokens[user.email]!

  const list = (query: string, who: { email: string } = RECRUITER) =>
    api(t.base, 'GET', `/admin/user?${query}`, { token: as(who) })
  const ids = async (query: string) => {
    const response = await list(query)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    return (response.body.results as Row[]).map((row) => row.id)
  }
  const profile = (type: string, id: string, who: { email: string } = RECRUITER) =>
    api(t.base, 'GET', `/admin/user/${type}/${id}`, { token: as(who) })

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    for (const user of [TALENT, EMPLOYER, RECRUITER, ADMIN, SOURCER]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  it('lets every recruiter level and admins read; talents and employers are refused with a sentence', async () => {
    for (const who of [RECRUITER, ADMIN, SOURCER]) {
      expect((await list('', who)).status, who.email).toBe(200)
      expect((await profile('talent', TALENT.id, who)).status, who.email).toBe(200)
    }
    for (const who of [TALENT, EMPLOYER]) {
      expect(await list('', who), who.email).toMatchObject({
        status: 403,
        body: { message: ['You cannot access this resource.'] },
      })
      expect((await profile('talent', TALENT.id, who)).status, who.email).toBe(403)
    }
    expect((await api(t.base, 'GET', '/admin/user')).status).toBe(401)
  })

  it('follows the access rules: without the rule a level is refused at once, naming who', async () => {
    const rule = () =>
      t.server.db
        .updateTable('access_rules')
        .where('subject', '=', 'sourcer')
        .where('resource', '=', 'user')
        .where('action', '=', 'read')
    expect((await rule().set({ effect: 'deny' }).executeTakeFirst()).numUpdatedRows).toBe(1n)
    try {
      expect(await list('', SOURCER)).toMatchObject({
        status: 403,
        body: { message: ['A Sourcer cannot read users.'] },
      })
      expect((await list('', RECRUITER)).status).toBe(200)
    } finally {
      await rule().set({ effect: 'allow' }).execute()
    }
    expect((await list('', SOURCER)).status).toBe(200)
  })

  it('keeps one check on the resource of access rules, which knows users (migration 0021)', async () => {
    const { rows } = await sql<{ name: string; definition: string }>`
      select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = 'access_rules'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%resource%'
    `.execute(t.server.db)
    expect(rows.map((row) => row.name)).toEqual(['access_rules_resource_check'])
    expect(rows[0]!.definition).toContain("'user'")
  })

  it('lists every type with its company or level; an admin is listed as admin, not recruiter', async () => {
    const all = await list('size=100')
    expect(all.status).toBe(200)
    const byId = new Map((all.body.results as Row[]).map((row) => [row.id, row]))
    expect(byId.get(TALENT.id)).toMatchObject({
      type: 'talent',
      full_name: 'Tara Talent',
      email: TALENT.email,
      company: null,
      level: null,
    })
    expect(byId.get(EMPLOYER.id)).toMatchObject({
      type: 'employer',
      company: { id: COMPANY.id, name: COMPANY.name },
      level: null,
    })
    expect(byId.get(RECRUITER.id)).toMatchObject({ type: 'recruiter', level: 'recruiter', company: null })
    expect(byId.get(ADMIN.id)).toMatchObject({ type: 'admin', level: 'head_of_recruitment' })
    const users = await t.server.db.selectFrom('users').select('id').execute()
    expect(all.body.total).toBe(users.length)
  })

  it('filters by type, activation and a search over name or email', async () => {
    const admins = await list('type=admin&size=100')
    expect((admins.body.results as Row[]).map((r) => r.id)).toContain(ADMIN.id)
    expect((admins.body.results as Row[]).every((r) => r.type === 'admin')).toBe(true)
    const recruiters = await ids('type=recruiter&size=100')
    expect(recruiters).toContain(RECRUITER.id)
    expect(recruiters).toContain(SOURCER.id)
    expect(recruiters).not.toContain(ADMIN.id)
    const employers = await list('type=employer&size=100')
    expect((employers.body.results as Row[]).every((r) => r.type === 'employer')).toBe(true)
    expect(await ids('q=newcomer')).toEqual([NEWCOMER.id])
    expect(await ids(`q=${encodeURIComponent('ADMIN@hireloop')}`)).toEqual([ADMIN.id])
    // LIKE's wildcards are taken literally.
    expect(await ids('q=%25')).toEqual([])
    expect(await ids('q=talent.&type=employer')).toEqual([])

    await t.server.db.updateTable('users').set({ is_active: false }).where('id', '=', NEWCOMER.id).execute()
    const waiting = await list('is_active=false&size=100')
    expect((waiting.body.results as Row[]).map((r) => r.id)).toContain(NEWCOMER.id)
    expect((waiting.body.results as Row[]).every((r) => !r.is_active)).toBe(true)
    expect(await ids('is_active=true&size=100')).not.toContain(NEWCOMER.id)
    await t.server.db.updateTable('users').set({ is_active: true }).where('id', '=', NEWCOMER.id).execute()
  })

  it('sorts by name, email and sign-up either way, the id breaking ties', async () => {
    // "talent." is in the three demo talents' emails only: Dev Draft, Nia Newcomer, Tara Talent.
    expect(await ids('q=talent.&sort=name')).toEqual([DRAFTED.id, NEWCOMER.id, TALENT.id])
    expect(await ids('q=talent.&sort=-name')).toEqual([TALENT.id, NEWCOMER.id, DRAFTED.id])
    // talent.draft@ < talent.new@ < talent.published@
    expect(await ids('q=talent.&sort=email')).toEqual([DRAFTED.id, NEWCOMER.id, TALENT.id])
    expect(await ids('q=talent.&sort=-email')).toEqual([TALENT.id, NEWCOMER.id, DRAFTED.id])
    const signUps = await t.server.db
      .selectFrom('users')
      .select('id')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(5)
      .execute()
    expect(await ids('size=5')).toEqual(signUps.map((row) => row.id))
    const oldest = await t.server.db
      .selectFrom('users')
      .select('id')
      .orderBy('created_at')
      .orderBy('id')
      .limit(5)
      .execute()
    expect(await ids('size=5&sort=created_at')).toEqual(oldest.map((row) => row.id))
  })

  it('pages without overlap, and refuses pages past the first 10,000 rows and bad input', async () => {
    const first = await list('size=2&sort=email')
    const second = await list('size=2&page=2&sort=email')
    expect(first.body).toMatchObject({ size: 2, current_page: 1, next: 2, previous: null })
    expect(second.body).toMatchObject({ current_page: 2, previous: 1 })
    const firstIds = (first.body.results as Row[]).map((r) => r.id)
    const secondIds = (second.body.results as Row[]).map((r) => r.id)
    expect(firstIds.filter((id) => secondIds.includes(id))).toEqual([])
    expect(await ids('size=4&sort=email')).toEqual([...firstIds, ...secondIds])

    expect(await list('size=10&page=1001')).toMatchObject({
      status: 400,
      body: {
        detail: [
          {
            loc: ['query', 'page'],
            msg: 'Pages reach the first 10,000 results: narrow the search or the filters.',
            type: 'too_deep',
          },
        ],
      },
    })
    for (const bad of [
      'type=guest',
      'sort=password',
      'size=0',
      'size=101',
      'is_active=maybe',
      `q=${'x'.repeat(101)}`,
    ]) {
      const response = await list(bad)
      expect(response.status, bad).toBe(400)
      expect(response.body.detail[0].loc[0], bad).toBe('query')
    }
  })

  it("shows a talent's status, resume and applications, the last moved first", async () => {
    const response = await profile('talent', TALENT.id)
    expect(response.status).toBe(200)
    const applications = await t.server.db
      .selectFrom('applications')
      .select('id')
      .where('talent_id', '=', TALENT.id)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
    expect(applications.length).toBeGreaterThan(0)
    expect(response.body).toMatchObject({
      id: TALENT.id,
      type: 'talent',
      talent_status: 'open_to_work',
      resume: { id: TALENT.resume!.id, draft: false },
      applications: { total: applications.length },
      vacancies: null,
      invites: null,
    })
    expect(response.body.applications.recent.map((a: { id: string }) => a.id)).toEqual(
      applications.slice(0, 5).map((a) => a.id),
    )
    expect(response.body.applications.recent[0]).toEqual({
      id: applications[0]!.id,
      status: expect.any(String),
      vacancy_id: expect.any(String),
      vacancy_title: expect.any(String),
      company_name: expect.any(String),
      updated_at: expect.any(String),
    })
    const newcomer = await profile('talent', NEWCOMER.id)
    expect(newcomer.body).toMatchObject({ resume: null, applications: { total: 0, recent: [] } })
  })

  it('shows the vacancies an employer created, and the invites an admin sent', async () => {
    const [vacancy] = await t.server.db
      .insertInto('vacancies')
      .values({ company_id: COMPANY.id, title: 'Fleet operations lead', created_by: EMPLOYER.id })
      .returning('id')
      .execute()
    const employer = await profile('employer', EMPLOYER.id)
    expect(employer.status).toBe(200)
    expect(employer.body).toMatchObject({
      type: 'employer',
      company: { id: COMPANY.id, name: COMPANY.name },
      talent_status: null,
      resume: null,
      applications: null,
      vacancies: { total: 1 },
      invites: null,
    })
    expect(employer.body.vacancies.recent).toEqual([
      {
        id: vacancy!.id,
        title: 'Fleet operations lead',
        status: 'Active',
        draft: false,
        company_name: COMPANY.name,
        created_at: expect.any(String),
      },
    ])
    const admin = await profile('admin', ADMIN.id)
    expect(admin.body).toMatchObject({ type: 'admin', level: 'head_of_recruitment', vacancies: { total: 0 } })
    // The demo seed's three invites, all Ada's: pending, accepted and expired, the newest first.
    expect(admin.body.invites.total).toBe(3)
    expect(admin.body.invites.recent.map((i: { status: string }) => i.status)).toEqual([
      'pending',
      'expired',
      'accepted',
    ])
    const recruiter = await profile('recruiter', RECRUITER.id)
    expect(recruiter.body).toMatchObject({ level: 'recruiter', invites: { total: 0, recent: [] } })
  })

  it('answers 404 with a sentence for an unknown id or a type that does not match; 400 for a bad type or id', async () => {
    for (const [type, id] of [
      ['talent', UNKNOWN],
      ['employer', TALENT.id],
      ['recruiter', ADMIN.id],
      ['admin', RECRUITER.id],
    ] as const) {
      expect(await profile(type, id), `${type} ${id}`).toMatchObject({
        status: 404,
        body: { message: ['User not found.'] },
      })
    }
    expect((await profile('guest', TALENT.id)).status).toBe(400)
    expect((await profile('talent', 'not-a-uuid')).status).toBe(400)
  })
}
