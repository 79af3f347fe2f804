import { applicationStatuses, pipelineGroups, type PipelineGroup } from '@hireloop/flows/rules'
import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Db } from '../src/db/database.ts'
import { compactListCounts, countOf, COUNTERS } from '../src/db/list-counts.ts'
import * as listCounts from '../src/db/migrations/0023-list-counts.ts'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { defaultNotificationSettings } from '../src/accounts/users.ts'
import { statusesOf } from '../src/resources/applications/applications.queries.ts'
import { TALENT_STATUSES } from '../src/resources/talents/talents.queries.ts'
import { counterRows, countersCounted, countersKept } from './helpers/list-counts.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const PUBLISHED = demo('talent.published@hireloop.test')
const NEWCOMER = demo('talent.new@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const COMPANY = DEMO_COMPANIES[0]!
const ADMIN = demo('admin@hireloop.test')

/**
 * Exact totals kept by the database (migration 0023, ADR 0110): after every write that changes a count, the
 * counters equal a count of the rows, and the lists' totals read from them equal the totals of the same filters
 * counted; compaction changes no total; a rolled-back write changes none either.
 */
export function listCountsSuite(kind: DatabaseKind) {
  let t: TestServer
  let db: Db
  const tokens: Record<string, string> = {}
  const as = (user: { email: string }) => tokens[user.email]!

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    db = t.server.db
    for (const user of [PUBLISHED, NEWCOMER, EMPLOYER, RECRUITER, ADMIN]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  const total = async (path: string) => {
    const response = await api(t.base, 'GET', `${path}${path.includes('?') ? '&' : '?'}size=1`, {
      token: as(RECRUITER),
    })
    expect(response.status, path).toBe(200)
    return response.body.total as number
  }

  /** Talents with each status (none without a profile but the default), counted over the rows. */
  async function talentsWith(status: string) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from users
      left join talent_profiles on talent_profiles.user_id = users.id
      where users.user_type = 'talent' and coalesce(talent_profiles.status, 'open_to_work') = ${status}`.execute(db)
    return rows[0]!.n
  }

  async function applicationsIn(group: PipelineGroup | undefined) {
    const statuses = group ? statusesOf(group) : applicationStatuses
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from applications
      where resume_id is not null and status in (${sql.join(statuses)})`.execute(db)
    return rows[0]!.n
  }

  /** The counters equal the rows, and every list total read from them equals the same filter counted. */
  async function expectExact() {
    expect(await countersKept(db)).toEqual(await countersCounted(db))
    expect(await total('/admin/talent')).toBe((await countersCounted(db))[COUNTERS.talents])
    for (const status of TALENT_STATUSES) {
      expect(await total(`/admin/talent?status=${status}`), status).toBe(await talentsWith(status))
    }
    expect(await total('/admin/application')).toBe(await applicationsIn(undefined))
    for (const group of pipelineGroups) {
      expect(await total(`/admin/application?hiring_pipeline_group=${group}`), group).toBe(await applicationsIn(group))
    }
    for (const status of ['applied', 'rejected']) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from applications
        where resume_id is not null and status = ${status}`.execute(db)
      expect(await total(`/admin/application?status=${status}`), status).toBe(rows[0]!.n)
    }
    // A status outside the group: nothing, from the counters as from a count.
    expect(await total('/admin/application?hiring_pipeline_group=interview&status=applied')).toBe(0)
  }

  async function vacancy() {
    const row = await db
      .insertInto('vacancies')
      .values({ company_id: COMPANY.id, title: 'Counter engineer', status: 'active', draft: false })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }

  const moveAs = (id: string, status: string) =>
    api(t.base, 'POST', `/admin/application/${id}/application_status`, {
      token: as(RECRUITER),
      body: { status, application_id: id },
    })

  it("starts exact: the migration's backfill counts the rows already there", async () => {
    await expectExact()
    // Again from rows written without the triggers: the migration taken down and up over the seeded marketplace.
    await db.transaction().execute(async (trx) => {
      await listCounts.down(trx)
      await listCounts.up(trx)
    })
    expect(await counterRows(db)).toBe(Object.keys(await countersCounted(db)).length)
    await expectExact()
  })

  it("a talent's sign-up, a recruiter's new talent and an employer's sign-up: talents counted, employers not", async () => {
    const before = await countOf(db, [COUNTERS.talents])
    const open = await total('/admin/talent?status=open_to_work')
    const talent = await api(t.base, 'POST', '/register/talent', {
      body: { first_name: 'Ada', last_name: 'Count', email: 'ada.count@example.test', password: 'Hireloop#2026' },
    })
    expect(talent.status).toBe(201)
    const created = await api(t.base, 'POST', '/admin/register/talent_profile', {
      token: as(RECRUITER),
      body: { first_name: 'Alan', last_name: 'Count', email: 'alan.count@hireloop.test', resume_title: 'Counter' },
    })
    expect(created.status).toBe(201)
    const company = await api(t.base, 'POST', '/register/company', {
      body: {
        employer: {
          first_name: 'Emma',
          last_name: 'Count',
          email: 'emma.count@example.test',
          password: 'Hireloop#2026',
        },
        company: { name: 'Counting Ltd', website_url: 'https://counting.test' },
      },
    })
    expect(company.status, JSON.stringify(company.body)).toBe(201)
    expect(await countOf(db, [COUNTERS.talents])).toBe(before + 2)
    expect(await total('/admin/talent?status=open_to_work')).toBe(open + 2)
    await expectExact()
  })

  it('a status set (a profile made or changed) and a location set (a profile with the default) move the totals', async () => {
    const totals = async () =>
      Object.fromEntries(
        await Promise.all(
          TALENT_STATUSES.map(async (status) => [status, await total(`/admin/talent?status=${status}`)]),
        ),
      ) as Record<string, number>
    const before = await totals()
    const setStatus = (status: string) =>
      api(t.base, 'POST', `/admin/talent/${NEWCOMER.id}/status`, {
        token: as(RECRUITER),
        body: { entity_id: NEWCOMER.id, entity_type: 'Talent', status },
      })
    await db.deleteFrom('talent_profiles').where('user_id', '=', NEWCOMER.id).execute()
    const fromDefault = await totals()
    expect((await setStatus('passive')).status).toBe(200)
    expect(await totals()).toEqual({
      ...fromDefault,
      open_to_work: fromDefault.open_to_work! - 1,
      passive: fromDefault.passive! + 1,
    })
    expect((await setStatus('hired')).status).toBe(200)
    expect((await setStatus('hired')).status).toBe(200)
    expect(await totals()).toEqual({
      ...fromDefault,
      open_to_work: fromDefault.open_to_work! - 1,
      hired: fromDefault.hired! + 1,
    })
    await expectExact()
    // A location for a talent without a profile makes one with the default status: no total moves.
    await db.deleteFrom('talent_profiles').where('user_id', '=', NEWCOMER.id).execute()
    const located = await api(t.base, 'PUT', `/admin/talent/${NEWCOMER.id}`, {
      token: as(RECRUITER),
      body: { first_name: 'Nina', last_name: 'Newcomer', location: { country: 'DE', state: null, city: null } },
    })
    expect(located.status, JSON.stringify(located.body)).toBe(200)
    expect(await totals()).toEqual(fromDefault)
    expect(before.open_to_work).toBeGreaterThan(0)
    await expectExact()
  })

  it('applications: created, moved between groups one by one and in bulk, removed, their vacancy deleted', async () => {
    const vacancyId = await vacancy()
    const create = (resumeId: string) =>
      api(t.base, 'POST', '/admin/application', {
        token: as(RECRUITER),
        body: { vacancy_id: vacancyId, resume_id: resumeId },
      })
    const matched = await total('/admin/application?hiring_pipeline_group=matched')
    const first = await create(PUBLISHED.resume!.id)
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    expect(await total('/admin/application?hiring_pipeline_group=matched')).toBe(matched + 1)
    await expectExact()
    // Through the groups: matched → interested → interview → decision, then closed (in no group).
    for (const status of ['employer_interested', 'talent_accepted', 'interview_requested', 'interview_scheduled']) {
      expect((await moveAs(first.body.id, status)).status, status).toBe(200)
      await expectExact()
    }
    const interview = await total('/admin/application?hiring_pipeline_group=interview')
    const bulk = await api(t.base, 'POST', `/admin/vacancy/${vacancyId}/application_status`, {
      token: as(RECRUITER),
      body: { status: 'waiting' },
    })
    expect(bulk.body).toEqual({ updated: 1, skipped: 0 })
    expect(await total('/admin/application?hiring_pipeline_group=interview')).toBe(interview - 1)
    expect((await moveAs(first.body.id, 'rejected')).status).toBe(200)
    await expectExact()
    const removed = await api(t.base, 'DELETE', `/admin/application/${first.body.id}`, { token: as(ADMIN) })
    expect(removed.status).toBe(204)
    await expectExact()
    // Rows written around the API count as well: a cascade from the vacancy takes its applications out.
    const talents = await db
      .selectFrom('resumes')
      .select(['id', 'talent_id'])
      .where('draft', '=', false)
      .limit(3)
      .execute()
    await db
      .insertInto('applications')
      .values(
        talents.map((r) => ({ vacancy_id: vacancyId, talent_id: r.talent_id, resume_id: r.id, status: 'applied' })),
      )
      .execute()
    await expectExact()
    await db.deleteFrom('vacancies').where('id', '=', vacancyId).execute()
    await expectExact()
  })

  it("a talent's erasure takes their applications (the resume gone) and their profile out of the totals", async () => {
    const vacancyId = await vacancy()
    const applied = await api(t.base, 'POST', `/talent/${PUBLISHED.id}/application`, {
      token: as(PUBLISHED),
      body: { vacancy_id: vacancyId, resume_id: PUBLISHED.resume!.id },
    })
    expect(applied.status).toBe(201)
    await db
      .insertInto('talent_profiles')
      .values({ user_id: PUBLISHED.id, status: 'passive' })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ status: 'passive' }))
      .execute()
    const theirs = await db
      .selectFrom('applications')
      .select('id')
      .where('talent_id', '=', PUBLISHED.id)
      .where('resume_id', 'is not', null)
      .execute()
    expect(theirs.length).toBeGreaterThan(0)
    const listed = await total('/admin/application')
    const passive = await total('/admin/talent?status=passive')
    const deleted = await api(t.base, 'POST', '/me/deletion', {
      token: as(PUBLISHED),
      body: { current_password: DEMO_PASSWORD },
    })
    expect(deleted.status).toBe(204)
    expect(await total('/admin/application')).toBe(listed - theirs.length)
    // The account stays as an anonymous talent without a profile: open to work, no longer passive.
    expect(await total('/admin/talent?status=passive')).toBe(passive - 1)
    await expectExact()
  })

  it('users and profiles changed around the API: a type change, a deletion cascading to profile and applications', async () => {
    const employer = await db
      .insertInto('users')
      .values({
        email: 'becomes.talent@hireloop.test',
        user_type: 'employer',
        first_name: 'Bea',
        last_name: 'Talent',
        password_hash: null,
        image_url: null,
        recruiter_level: null,
        company_id: null,
        notification_settings: JSON.stringify(defaultNotificationSettings),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await expectExact()
    await db.updateTable('users').set({ user_type: 'talent' }).where('id', '=', employer.id).execute()
    await db.insertInto('talent_profiles').values({ user_id: employer.id, status: 'not_looking' }).execute()
    // Any published resume: the counters read only whether an application has one.
    const resume = await db.selectFrom('resumes').select('id').where('draft', '=', false).executeTakeFirstOrThrow()
    await db
      .insertInto('applications')
      .values({ vacancy_id: await vacancy(), talent_id: employer.id, resume_id: resume.id, status: 'offer_made' })
      .execute()
    await expectExact()
    await db.deleteFrom('users').where('id', '=', employer.id).execute()
    await expectExact()
  })

  it('a rolled-back write changes no total; inside its transaction the totals already include it', async () => {
    const before = await countersKept(db)
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('talent_profiles').set({ status: 'hired' }).where('status', '=', 'passive').execute()
        await trx.updateTable('applications').set({ resume_id: null }).where('status', '=', 'matched').execute()
        expect(await countOf(trx, [COUNTERS.talentProfiles('passive'), COUNTERS.applications('matched')])).toBe(0)
        expect(await countersKept(trx)).toEqual(await countersCounted(trx))
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await countersKept(db)).toEqual(before)
    await expectExact()
  })

  it('compaction folds each counter into one row (none when it sums to 0), every total unchanged', async () => {
    const before = await countersKept(db)
    expect(await counterRows(db)).toBeGreaterThan(Object.keys(before).length)
    // A counter that went to 0: every application of one status moved to another.
    await db
      .updateTable('applications')
      .set({ status: 'employer_rejected' })
      .where('status', '=', 'talent_rejected')
      .execute()
    expect(await countOf(db, [COUNTERS.applications('talent_rejected')])).toBe(0)
    const folded = await compactListCounts(db)
    expect(folded).toBeGreaterThan(0)
    const after = await countersKept(db)
    expect(await counterRows(db)).toBe(Object.keys(after).length)
    expect(after).toEqual(await countersCounted(db))
    expect(Object.keys(after)).not.toContain(COUNTERS.applications('talent_rejected'))
    expect(await compactListCounts(db)).toBe(0)
    await expectExact()
  })

  if (kind === 'postgres') {
    it('concurrent moves in opposite directions never wait on a counter, and compaction beside an open writer loses nothing', async () => {
      const vacancyId = await vacancy()
      const resumes = await db
        .selectFrom('resumes')
        .select(['id', 'talent_id'])
        .where('draft', '=', false)
        .limit(2)
        .execute()
      const [a, b] = await Promise.all(
        (['waiting', 'offer_made'] as const).map((status, i) =>
          db
            .insertInto('applications')
            .values({ vacancy_id: vacancyId, talent_id: resumes[i]!.talent_id, resume_id: resumes[i]!.id, status })
            .returning('id')
            .executeTakeFirstOrThrow(),
        ),
      )
      // Each transaction moves its application into the other's status and holds on before committing: with a
      // counter row updated in place, the second would wait for the first (and two such pairs deadlock).
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      let moved = 0
      let bothMoved!: () => void
      const both = new Promise<void>((resolve) => (bothMoved = resolve))
      const writers = (
        [
          [a!.id, 'offer_made'],
          [b!.id, 'waiting'],
        ] as const
      ).map(([id, to]) =>
        db.transaction().execute(async (trx) => {
          await trx.updateTable('applications').set({ status: to }).where('id', '=', id).execute()
          if (++moved === 2) bothMoved()
          await held
        }),
      )
      await both
      // Both appended while both are open; a compaction now folds only what is committed, and the totals hold.
      await compactListCounts(db)
      expect(await countersKept(db)).toEqual(await countersCounted(db))
      release()
      await Promise.all(writers)
      expect(await countersKept(db)).toEqual(await countersCounted(db))
      await compactListCounts(db)
      await expectExact()
    })
  }
}
