import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO_COLLEAGUES, NORTHWIND_ID } from '../src/db/seed-companies.ts'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, countRows, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const EMPLOYER = demo('employer@hireloop.test')
const EARLY = demo('employer.new@hireloop.test')
const TALENT = demo('talent.published@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const ADMIN = demo('admin@hireloop.test')
const [MANAGER, INVITED] = DEMO_COLLEAGUES
const EARLY_COMPANY = DEMO_COMPANIES[1]!
const NEW_PASSWORD = 'Colleague#2026'

/** The team of a company (issue 12, ADR 0063): list, invite, activate, edit, remove; who may, and what is refused. */
export function employersSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const as = (user: { email: string }) => tokens[user.email]!
  const team = (path = '') => `/company/${NORTHWIND_ID}/employer${path}`

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    for (const user of [EMPLOYER, EARLY, TALENT, RECRUITER, ADMIN, MANAGER]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  /** The newest mail to an address, with the link it carries. */
  const mailTo = async (address: string) =>
    t.server.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', address)
      .orderBy('created_at', 'desc')
      .executeTakeFirst()
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!

  it("lists the caller's own team only, invitations included; a search narrows it; a talent is refused", async () => {
    const listed = await api(t.base, 'GET', team(), { token: as(EMPLOYER) })
    expect(listed.status).toBe(200)
    expect(listed.body.results.map((e: { email: string; is_active: boolean }) => [e.email, e.is_active])).toEqual([
      [EMPLOYER.email, true],
      [MANAGER.email, true],
      [INVITED.email, false],
    ])
    expect(listed.body.results[1]).toMatchObject({ full_name: 'Hana Hiring', company_id: NORTHWIND_ID })
    expect(listed.body.total).toBe(3)
    const searched = await api(t.base, 'GET', team('?q=hana'), { token: as(EMPLOYER) })
    expect(searched.body.results.map((e: { email: string }) => e.email)).toEqual([MANAGER.email])
    // Naming another company under one's own scope finds no one: the scope is the caller's company.
    const other = await api(t.base, 'GET', team(`?company_id=${EARLY_COMPANY.id}`), { token: as(EMPLOYER) })
    expect(other.body).toMatchObject({ results: [], total: 0 })
    const recruiter = await api(t.base, 'GET', `/admin/employer?company_id=${EARLY_COMPANY.id}`, {
      token: as(RECRUITER),
    })
    expect(recruiter.body.results.map((e: { email: string }) => e.email)).toEqual([EARLY.email])
    expect((await api(t.base, 'GET', '/admin/employer', { token: as(TALENT) })).status).toBe(403)
  })

  it("answers 404 for another company's employer, to read, change or remove", async () => {
    const path = `/company/${EARLY_COMPANY.id}/employer/${EARLY.id}`
    const own = `/company/${NORTHWIND_ID}/employer/${EARLY.id}`
    expect((await api(t.base, 'GET', own, { token: as(EMPLOYER) })).status).toBe(404)
    const body = { first_name: 'Taken', last_name: 'Over', email: EARLY.email }
    expect((await api(t.base, 'PUT', own, { token: as(EMPLOYER), body })).status).toBe(404)
    expect((await api(t.base, 'DELETE', own, { token: as(EMPLOYER) })).status).toBe(404)
    expect((await api(t.base, 'GET', path, { token: as(EMPLOYER) })).status).toBe(403)
    const early = await api(t.base, 'GET', `/admin/employer/${EARLY.id}`, { token: as(RECRUITER) })
    expect(early.body).toMatchObject({ id: EARLY.id, first_name: 'Ezra', is_active: true })
  })

  it('invites a colleague: inactive account, mail with the activation link, a password chosen on activation, sign-in', async () => {
    const email = 'new.colleague@hireloop.test'
    const invited = await api(t.base, 'POST', team(), {
      token: as(EMPLOYER),
      body: { first_name: 'Nora', last_name: 'Nouveau', email },
    })
    expect(invited.status).toBe(201)
    expect(invited.body).toMatchObject({ first_name: 'Nora', email, company_id: NORTHWIND_ID, is_active: false })
    const id = invited.body.id
    const mail = await mailTo(email)
    expect(mail?.subject).toBe('You are invited to join your team on Hireloop')
    const link = mail!.links[0]!
    expect(link).toMatch(new RegExp(`^${t.base}/activate/employer/${id}\\?token=[\\w-]+$`))
    await expect(signIn(t.base, email, NEW_PASSWORD)).rejects.toThrow()

    const activate = (body: unknown) => api(t.base, 'POST', `/register/activate_employer/${id}`, { body })
    const without = await activate({ token: tokenOf(link) })
    expect(without).toMatchObject({ status: 400, body: { password: ['Choose a password to activate your account.'] } })
    const wrong = await activate({ token: 'made-up', password: NEW_PASSWORD })
    expect(wrong).toMatchObject({ status: 400, body: { token: ['This link is invalid or has expired.'] } })
    const short = await activate({ token: tokenOf(link), password: 'short' })
    expect(short.status).toBe(400)

    const done = await activate({ token: tokenOf(link), password: NEW_PASSWORD })
    expect(done).toMatchObject({ status: 200, body: { user_id: id, user_type: 'employer', is_active: true } })
    const used = await activate({ token: tokenOf(link), password: NEW_PASSWORD })
    expect(used).toMatchObject({
      status: 400,
      body: { password: ['This account has a password already: sign in with it.'] },
    })
    const tokens = await signIn(t.base, email, NEW_PASSWORD)
    const me = await api(t.base, 'GET', '/me', { token: tokens.access_token })
    expect(me.body).toMatchObject({ email, user_type: 'employer' })
  })

  it("adds an active colleague with a password; a taken email is 409, another company under one's own scope 400", async () => {
    const email = 'with.password@hireloop.test'
    const body = { first_name: 'Paula', last_name: 'Password', email, password: NEW_PASSWORD }
    const added = await api(t.base, 'POST', team(), { token: as(EMPLOYER), body })
    expect(added).toMatchObject({ status: 201, body: { is_active: true } })
    expect((await signIn(t.base, email, NEW_PASSWORD)).access_token).toBeTruthy()
    const users = await countRows(t.server.db, 'users')
    const taken = await api(t.base, 'POST', team(), { token: as(EMPLOYER), body: { ...body, email: TALENT.email } })
    expect(taken).toMatchObject({ status: 409, body: { email: ['An account with this email already exists.'] } })
    const elsewhere = await api(t.base, 'POST', team(), {
      token: as(EMPLOYER),
      body: { ...body, email: 'elsewhere@hireloop.test', company_id: EARLY_COMPANY.id },
    })
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.body.detail[0].loc).toEqual(['body', 'company_id'])
    const noCompany = await api(t.base, 'POST', '/admin/employer', {
      token: as(ADMIN),
      body: { ...body, email: 'no.company@hireloop.test' },
    })
    expect(noCompany.status).toBe(400)
    expect(await countRows(t.server.db, 'users')).toBe(users)
  })

  it("edits names; an active colleague's email stays theirs to change, an invitation moves to the corrected address", async () => {
    const renamed = await api(t.base, 'PUT', team(`/${MANAGER.id}`), {
      token: as(EMPLOYER),
      body: { first_name: 'Hana', last_name: 'Hiring-Lead', email: MANAGER.email.toUpperCase() },
    })
    expect(renamed).toMatchObject({ status: 200, body: { full_name: 'Hana Hiring-Lead', email: MANAGER.email } })
    const moved = await api(t.base, 'PUT', team(`/${MANAGER.id}`), {
      token: as(EMPLOYER),
      body: { first_name: 'Hana', last_name: 'Hiring', email: 'hana@elsewhere.test' },
    })
    expect(moved.status).toBe(400)
    expect(moved.body.detail).toEqual([
      {
        loc: ['body', 'email'],
        msg: 'Only the person can change the email address of an active account, in their own account settings.',
        type: 'value',
      },
    ])

    const invitation = await api(t.base, 'POST', team(), {
      token: as(EMPLOYER),
      body: { first_name: 'Typo', last_name: 'Person', email: 'tpyo@hireloop.test' },
    })
    const first = (await mailTo('tpyo@hireloop.test'))!.links[0]!
    const corrected = await api(t.base, 'PUT', team(`/${invitation.body.id}`), {
      token: as(EMPLOYER),
      body: { first_name: 'Typo', last_name: 'Person', email: 'typo@hireloop.test' },
    })
    expect(corrected).toMatchObject({ status: 200, body: { email: 'typo@hireloop.test', is_active: false } })
    const second = (await mailTo('typo@hireloop.test'))!.links[0]!
    const path = `/register/activate_employer/${invitation.body.id}`
    const stale = await api(t.base, 'POST', path, { body: { token: tokenOf(first), password: NEW_PASSWORD } })
    expect(stale.body).toEqual({ token: ['This link is invalid or has expired.'] })
    const fresh = await api(t.base, 'POST', path, { body: { token: tokenOf(second), password: NEW_PASSWORD } })
    expect(fresh.status).toBe(200)
  })

  it('removes a colleague: their sign-ins end and they leave the team; the last active employer cannot leave', async () => {
    const alone = await api(t.base, 'DELETE', `/company/${EARLY_COMPANY.id}/employer/${EARLY.id}`, {
      token: as(EARLY),
    })
    expect(alone.status).toBe(409)
    expect(alone.body.message[0]).toMatch(/^You are the last employer of your company\./)

    const removed = await api(t.base, 'DELETE', team(`/${MANAGER.id}`), { token: as(EMPLOYER) })
    expect(removed.status).toBe(204)
    expect((await api(t.base, 'GET', '/me', { token: as(MANAGER) })).status).toBe(401)
    const sessions = await t.server.db
      .selectFrom('oidc_models')
      .select('id')
      .where('account_id', '=', MANAGER.id)
      .execute()
    expect(sessions).toEqual([])
    await expect(signIn(t.base, MANAGER.email, DEMO_PASSWORD)).rejects.toThrow()
    expect((await api(t.base, 'GET', team(`/${MANAGER.id}`), { token: as(EMPLOYER) })).status).toBe(404)
    const listed = await api(t.base, 'GET', team(), { token: as(EMPLOYER) })
    expect(listed.body.results.map((e: { id: string }) => e.id)).not.toContain(MANAGER.id)

    // Colleagues added by the tests above are active: remove them, and the invited one, until Erin is alone.
    for (const colleague of listed.body.results.filter((e: { id: string }) => e.id !== EMPLOYER.id)) {
      expect((await api(t.base, 'DELETE', team(`/${colleague.id}`), { token: as(EMPLOYER) })).status).toBe(204)
    }
    const last = await api(t.base, 'DELETE', team(`/${EMPLOYER.id}`), { token: as(EMPLOYER) })
    expect(last.status).toBe(409)
    const byRecruiter = await api(t.base, 'DELETE', `/admin/employer/${EMPLOYER.id}`, { token: as(ADMIN) })
    expect(byRecruiter).toMatchObject({
      status: 409,
      body: { message: ['Erin Employer is the last active employer of this company: a company keeps at least one.'] },
    })
    expect((await api(t.base, 'GET', '/me', { token: as(EMPLOYER) })).status).toBe(200)
  })
}
