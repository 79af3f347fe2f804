import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const PUBLISHED = demo('talent.published@hireloop.test')
const DRAFTED = demo('talent.draft@hireloop.test')
const NEWCOMER = demo('talent.new@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const COMPANY = DEMO_COMPANIES[0]!

/** Talents (issue 11, ADR 0056): the recruiters' list and record, updates and the status that matching reads. */
export function talentsSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const as = (user: { email: string }) => tokens[user.email]!

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    for (const user of [PUBLISHED, EMPLOYER, RECRUITER]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  const list = (query: string) => api(t.base, 'GET', `/admin/talent?${query}`, { token: as(RECRUITER) })

  it('gets a talent with the resume that stands for them and the default status', async () => {
    const published = await api(t.base, 'GET', `/admin/talent/${PUBLISHED.id}`, { token: as(RECRUITER) })
    expect(published.status).toBe(200)
    expect(published.body).toMatchObject({
      id: PUBLISHED.id,
      full_name: 'Tara Talent',
      email: PUBLISHED.email,
      resume: { id: PUBLISHED.resume!.id, draft: false },
    })
    const drafted = await api(t.base, 'GET', `/admin/talent/${DRAFTED.id}`, { token: as(RECRUITER) })
    expect(drafted.body.resume).toEqual({ id: DRAFTED.resume!.id, draft: true })
    const newcomer = await api(t.base, 'GET', `/admin/talent/${NEWCOMER.id}`, { token: as(RECRUITER) })
    expect(newcomer.body).toMatchObject({ status: 'open_to_work', resume: null, location: null })
    const notATalent = await api(t.base, 'GET', `/admin/talent/${EMPLOYER.id}`, { token: as(RECRUITER) })
    expect(notATalent).toMatchObject({ status: 404, body: { message: ['Talent not found.'] } })
    // A company sees a talent only once an application links them (ADR 0071): the seeded pipeline links this talent
    // to Northwind, never the newcomer.
    const company = await api(t.base, 'GET', `/company/${COMPANY.id}/talent/${PUBLISHED.id}`, { token: as(EMPLOYER) })
    expect(company.status).toBe(200)
    const unlinked = await api(t.base, 'GET', `/company/${COMPANY.id}/talent/${NEWCOMER.id}`, { token: as(EMPLOYER) })
    expect(unlinked.status).toBe(404)
  })

  it('lists by name or email, status and whether there is a resume, with paging', async () => {
    const byName = await list('q=newcomer')
    expect(byName.body.results.map((r: { id: string }) => r.id)).toEqual([NEWCOMER.id])
    const byEmail = await list(`q=${encodeURIComponent('talent.draft@')}`)
    expect(byEmail.body.results.map((r: { id: string }) => r.id)).toEqual([DRAFTED.id])
    const without = await list('has_resume=false')
    expect(without.body.results.map((r: { id: string }) => r.id)).toContain(NEWCOMER.id)
    expect(without.body.results.every((r: { resume: unknown }) => r.resume === null)).toBe(true)
    const withResume = await list('has_resume=true&size=100')
    expect(withResume.body.results.map((r: { id: string }) => r.id)).not.toContain(NEWCOMER.id)
    const all = await list('size=1')
    expect(all.body).toMatchObject({ size: 1, current_page: 1, next: 2 })
    expect(all.body.total).toBe(withResume.body.total + without.body.total)
  })

  it('totals a status filter exactly, a talent without a profile being open to work; profiles are talents only', async () => {
    await t.server.db.deleteFrom('talent_profiles').where('user_id', '=', NEWCOMER.id).execute()
    const totalOf = async (query: string) => (await list(`${query}&size=1`)).body.total as number
    let sum = 0
    for (const status of ['open_to_work', 'passive', 'not_looking', 'hired']) {
      // The status alone is counted from the profiles; with a resume filter, over the talents themselves.
      const total = await totalOf(`status=${status}`)
      expect(total).toBe(
        (await totalOf(`status=${status}&has_resume=true`)) + (await totalOf(`status=${status}&has_resume=false`)),
      )
      sum += total
    }
    expect(sum).toBe(await totalOf(''))
    const open = await list('status=open_to_work&size=100')
    expect(open.body.results.map((r: { id: string }) => r.id)).toContain(NEWCOMER.id)
    await expect(
      t.server.db.insertInto('talent_profiles').values({ user_id: EMPLOYER.id, status: 'passive' }).execute(),
    ).rejects.toThrow(/must be a talent/)
    await expect(
      t.server.db.updateTable('users').set({ user_type: 'employer' }).where('id', '=', PUBLISHED.id).execute(),
    ).rejects.toThrow(/stays a talent/)
  })

  it('sorts by name, sign-up and status either way; the search and filters keep the order', async () => {
    // "talent." is in the three demo accounts' emails only: Dev Draft, Nia Newcomer, Tara Talent.
    const ids = async (query: string) => {
      const response = await list(`q=talent.&${query}`)
      expect(response.status).toBe(200)
      return response.body.results.map((r: { id: string }) => r.id)
    }
    expect(await ids('sort=name')).toEqual([DRAFTED.id, NEWCOMER.id, PUBLISHED.id])
    expect(await ids('sort=-name')).toEqual([PUBLISHED.id, NEWCOMER.id, DRAFTED.id])
    const signUps = await t.server.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [DRAFTED.id, NEWCOMER.id, PUBLISHED.id])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
    expect(await ids('')).toEqual(signUps.map((row) => row.id))
    expect(await ids('sort=created_at')).toEqual(signUps.map((row) => row.id).reverse())
    await t.server.db
      .insertInto('talent_profiles')
      .values({ user_id: DRAFTED.id, status: 'hired' })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ status: 'hired' }))
      .execute()
    // hired < open_to_work (the default of a talent without a profile), as text.
    expect((await ids('sort=status'))[0]).toBe(DRAFTED.id)
    expect((await ids('sort=-status')).at(-1)).toBe(DRAFTED.id)
    expect(await ids('sort=-name&has_resume=true')).toEqual([PUBLISHED.id, DRAFTED.id])
  })

  it('sets a status (the path and the body name the same talent), and lists by it', async () => {
    const mismatch = await api(t.base, 'POST', `/admin/talent/${NEWCOMER.id}/status`, {
      token: as(RECRUITER),
      body: { entity_id: PUBLISHED.id, entity_type: 'Talent', status: 'not_looking' },
    })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.detail).toEqual([
      { loc: ['body', 'entity_id'], msg: 'Must be the talent of the path.', type: 'entity_id' },
    ])
    const set = await api(t.base, 'POST', `/admin/talent/${NEWCOMER.id}/status`, {
      token: as(RECRUITER),
      body: { entity_id: NEWCOMER.id, entity_type: 'Talent', status: 'not_looking' },
    })
    expect(set).toMatchObject({ status: 200, body: { id: NEWCOMER.id, status: 'not_looking' } })
    const notLooking = await list('status=not_looking')
    expect(notLooking.body.results.map((r: { id: string }) => r.id)).toContain(NEWCOMER.id)
    expect(notLooking.body.results.every((r: { status: string }) => r.status === 'not_looking')).toBe(true)
    const open = await list('status=open_to_work&size=100')
    expect(open.body.results.map((r: { id: string }) => r.id)).not.toContain(NEWCOMER.id)
    const audit = await t.server.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('operation_id', '=', 'setTalentStatus')
      .where('object_id', '=', NEWCOMER.id)
      .executeTakeFirstOrThrow()
    expect(audit).toEqual({ before: { status: 'open_to_work' }, after: { status: 'not_looking' } })
  })

  it('updates names and location; bad names change nothing', async () => {
    const bad = await api(t.base, 'PUT', `/admin/talent/${NEWCOMER.id}`, {
      token: as(RECRUITER),
      body: { first_name: 'N1a', last_name: 'Newcomer' },
    })
    expect(bad.status).toBe(400)
    expect((await api(t.base, 'GET', `/admin/talent/${NEWCOMER.id}`, { token: as(RECRUITER) })).body.first_name).toBe(
      'Nia',
    )
    const updated = await api(t.base, 'PUT', `/admin/talent/${NEWCOMER.id}`, {
      token: as(RECRUITER),
      body: { first_name: 'Nia', last_name: 'Neu', location: { country: 'PT', city: 'Lisbon' } },
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({
      full_name: 'Nia Neu',
      location: { country: 'PT', state: null, city: 'Lisbon' },
    })
    const read = await api(t.base, 'GET', `/admin/talent/${NEWCOMER.id}`, { token: as(RECRUITER) })
    expect(read.body).toEqual(updated.body)
  })
}
