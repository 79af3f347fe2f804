import type { RecruiterLevel } from '@hireloop/flows/rules'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../src/accounts/passwords.ts'
import { defaultNotificationSettings } from '../src/accounts/users.ts'
import { NORTHWIND_ID } from '../src/db/seed-companies.ts'
import { DEMO_INVITE_EMAILS } from '../src/db/seed-invites.ts'
import { DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import {
  ALREADY_ACCEPTED,
  INVITE_EXPIRED,
  INVITE_NOT_FOUND,
  INVITE_USED,
  OPEN_INVITE,
  TALENTS_SIGN_UP,
} from '../src/resources/invites/invites.handlers.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, countRows, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const ADMIN = demo('admin@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const TALENT = demo('talent.published@hireloop.test')
const NEW_PASSWORD = 'Invited#2026'
const DAY = 24 * 3600_000
const LEVELS: RecruiterLevel[] = ['sourcer', 'recruiter', 'senior_recruiter', 'head_of_recruitment']
const levelEmail = (level: RecruiterLevel) => `invites.${level}@hireloop.test`

interface WireInvite {
  value: string
  email: string
  status: string
  role: string
}

/** Invites (issue 15, ADR 0085): admins only; the mailed link signs the person up in the invite's role. */
export function invitesSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const admin = () => tokens[ADMIN.email]!

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    const passwordHash = await hashPassword(DEMO_PASSWORD)
    // A non-admin recruiter at every level: none of them may touch invites, the highest included.
    for (const level of LEVELS) {
      await t.server.db
        .insertInto('users')
        .values({
          user_type: 'recruiter',
          email: levelEmail(level),
          password_hash: passwordHash,
          first_name: 'Level',
          last_name: 'Recruiter',
          image_url: null,
          is_active: true,
          recruiter_level: level,
          company_id: null,
          notification_settings: JSON.stringify(defaultNotificationSettings),
        })
        .execute()
    }
    for (const email of [ADMIN.email, EMPLOYER.email, TALENT.email, ...LEVELS.map(levelEmail)]) {
      tokens[email] = (await signIn(t.base, email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  const invite = (body: unknown, token = admin()) => api(t.base, 'POST', '/admin/invite', { token, body })
  const mailTo = (address: string) =>
    t.server.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', address)
      .orderBy('created_at', 'desc')
      .execute()
  const valueOf = (link: string) => new URL(link).pathname.split('/').pop()!
  const accept = (value: string, body: unknown = { first_name: 'Nina', last_name: 'Novak', password: NEW_PASSWORD }) =>
    api(t.base, 'POST', `/register/invite/${value}`, { body })

  it('lists the seeded invites with a derived status, newest first; pending=true keeps the pending one', async () => {
    const all = await api(t.base, 'GET', '/admin/invite', { token: admin() })
    expect(all.status).toBe(200)
    const byEmail = Object.fromEntries(all.body.results.map((i: WireInvite) => [i.email, i]))
    expect(byEmail[DEMO_INVITE_EMAILS.pending]).toMatchObject({
      status: 'pending',
      role: 'recruiter',
      level: 'sourcer',
      company_id: null,
      invited_by: ADMIN.id,
      invited_by_name: 'Ada Admin',
    })
    expect(byEmail[DEMO_INVITE_EMAILS.accepted]).toMatchObject({
      status: 'accepted',
      company_id: NORTHWIND_ID,
      company_name: expect.any(String),
    })
    expect(byEmail[DEMO_INVITE_EMAILS.expired]).toMatchObject({ status: 'expired', role: 'employer' })
    const pending = await api(t.base, 'GET', '/admin/invite?pending=true', { token: admin() })
    expect(pending.body.results.map((i: WireInvite) => i.email)).toEqual([DEMO_INVITE_EMAILS.pending])
    expect(pending.body.total).toBe(1)
    const others = await api(t.base, 'GET', '/admin/invite?pending=false', { token: admin() })
    expect(others.body.results.map((i: WireInvite) => i.status).sort()).toEqual(['accepted', 'expired'])
  })

  describe('who may', () => {
    const callers = () => [
      ...LEVELS.map((level) => ({ name: `recruiter (${level})`, token: tokens[levelEmail(level)]! })),
      { name: 'employer', token: tokens[EMPLOYER.email]! },
      { name: 'talent', token: tokens[TALENT.email]! },
    ]

    it('refuses every recruiter level, employers and talents, and writes nothing', async () => {
      const [seeded] = (await api(t.base, 'GET', '/admin/invite', { token: admin() })).body.results as WireInvite[]
      const before = await Promise.all([countRows(t.server.db, 'invites'), countRows(t.server.db, 'outbox')])
      for (const caller of callers()) {
        const { token } = caller
        const body = { email: 'not.allowed@hireloop.test', role: 'recruiter', level: 'sourcer' }
        const calls = await Promise.all([
          api(t.base, 'GET', '/admin/invite', { token }),
          invite(body, token),
          api(t.base, 'POST', `/admin/invite/${seeded!.value}/resend`, { token }),
          api(t.base, 'DELETE', `/admin/invite/${seeded!.value}`, { token }),
        ])
        for (const call of calls) expect(call.status, caller.name).toBe(403)
      }
      expect(await Promise.all([countRows(t.server.db, 'invites'), countRows(t.server.db, 'outbox')])).toEqual(before)
    })
  })

  it('refuses bad input with a sentence per field and writes nothing', async () => {
    const before = await countRows(t.server.db, 'invites')
    const cases: [unknown, string, string][] = [
      [{ email: 'talent.to.be@hireloop.test', role: 'talent' }, 'role', TALENTS_SIGN_UP],
      [{ email: 'e@hireloop.test', role: 'employer' }, 'company_id', 'Choose the company this employer joins.'],
      [{ email: 'r@hireloop.test', role: 'recruiter' }, 'level', 'Choose the level this recruiter starts at.'],
      [
        { email: 'r@hireloop.test', role: 'recruiter', level: 'sourcer', company_id: NORTHWIND_ID },
        'company_id',
        'Recruiters belong to no company: leave company_id out.',
      ],
      [
        { email: 'e@hireloop.test', role: 'employer', company_id: NORTHWIND_ID, level: 'sourcer' },
        'level',
        'A level is for recruiters: leave it out for an employer.',
      ],
      [
        { email: 'e@hireloop.test', role: 'employer', company_id: 'a0000000-0000-4000-8000-000000000000' },
        'company_id',
        'Company not found.',
      ],
      [{ email: 'not an email', role: 'recruiter', level: 'sourcer' }, 'email', 'Invalid email.'],
      [{ email: 'r@hireloop.test', role: 'recruiter', level: 'boss' }, 'level', expect.stringContaining('sourcer')],
    ]
    for (const [body, field, msg] of cases) {
      const response = await invite(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.detail).toContainEqual(expect.objectContaining({ loc: ['body', field], msg }))
    }
    const taken = await invite({ email: TALENT.email.toUpperCase(), role: 'recruiter', level: 'sourcer' })
    expect(taken).toMatchObject({ status: 409, body: { email: ['An account with this email already exists.'] } })
    const open = await invite({ email: DEMO_INVITE_EMAILS.expired, role: 'employer', company_id: NORTHWIND_ID })
    expect(open).toMatchObject({ status: 409, body: { email: [OPEN_INVITE] } })
    expect(await countRows(t.server.db, 'invites')).toBe(before)
  })

  it('invites a recruiter: the mail links to the sign-up page, the page says what for, the account signs in as a Sourcer', async () => {
    const email = 'new.sourcer@hireloop.test'
    const created = await invite({ email: 'New.Sourcer@hireloop.test', role: 'recruiter', level: 'sourcer' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ email, role: 'recruiter', level: 'sourcer', status: 'pending' })
    const expiresIn = Date.parse(created.body.expires_at) - Date.parse(created.body.created_at)
    expect(Math.round(expiresIn / DAY)).toBe(14)
    const [mail] = await mailTo(email)
    expect(mail?.subject).toBe('You are invited to Hireloop')
    const link = mail!.links[0]!
    expect(link).toBe(`${t.base}/sign-up/invite/${created.body.value}`)
    // Mails carry no words of the admin's: neither the inviter's name nor the company's.
    expect(mail!.text_body).not.toContain('Ada')

    const page = await api(t.base, 'GET', `/register/invite/${valueOf(link)}`)
    expect(page).toMatchObject({
      status: 200,
      body: { email, role: 'recruiter', level: 'sourcer', company_name: null, status: 'pending' },
    })
    const short = await accept(valueOf(link), { first_name: 'Nina', last_name: 'Novak', password: 'short' })
    expect(short.status).toBe(400)
    const done = await accept(valueOf(link))
    expect(done).toMatchObject({ status: 201, body: { email, user_type: 'recruiter', company_id: null } })

    const session = await signIn(t.base, email, NEW_PASSWORD)
    const me = await api(t.base, 'GET', '/me', { token: session.access_token })
    expect(me.body).toMatchObject({ email, user_type: 'recruiter', is_admin: false, first_name: 'Nina' })
    const level = await t.server.db
      .selectFrom('users')
      .select('recruiter_level')
      .where('id', '=', done.body.user_id)
      .executeTakeFirstOrThrow()
    expect(level.recruiter_level).toBe('sourcer')
    // The invite gave a level, not the admin flag: the new Sourcer cannot invite anyone.
    expect((await api(t.base, 'GET', '/admin/invite', { token: session.access_token })).status).toBe(403)

    const again = await accept(valueOf(link), { first_name: 'Eve', last_name: 'Again', password: NEW_PASSWORD })
    expect(again).toMatchObject({ status: 409, body: { message: [INVITE_USED] } })
    expect((await api(t.base, 'GET', `/register/invite/${valueOf(link)}`)).body.status).toBe('accepted')
    const resend = await api(t.base, 'POST', `/admin/invite/${created.body.value}/resend`, { token: admin() })
    expect(resend).toMatchObject({ status: 409, body: { message: [ALREADY_ACCEPTED] } })
  })

  it('invites an employer who lands in the right company', async () => {
    const email = 'new.employer@hireloop.test'
    const created = await invite({ email, role: 'employer', company_id: NORTHWIND_ID })
    expect(created.body).toMatchObject({ company_id: NORTHWIND_ID, level: null })
    const page = await api(t.base, 'GET', `/register/invite/${created.body.value}`)
    expect(page.body).toMatchObject({ role: 'employer', company_name: created.body.company_name })
    expect(page.body.company_name).toEqual(expect.any(String))
    const done = await accept(created.body.value, { first_name: 'Emil', last_name: 'Employer', password: NEW_PASSWORD })
    expect(done).toMatchObject({ status: 201, body: { user_type: 'employer', company_id: NORTHWIND_ID } })
    const session = await signIn(t.base, email, NEW_PASSWORD)
    const me = await api(t.base, 'GET', '/me', { token: session.access_token })
    expect(me.body).toMatchObject({ user_type: 'employer', company_id: NORTHWIND_ID })
    const team = await api(t.base, 'GET', `/company/${NORTHWIND_ID}/employer`, { token: session.access_token })
    expect(team.body.results.map((e: { email: string }) => e.email)).toContain(email)
  })

  it('an expired link answers 410 until resent; resending mails the same link with 14 new days', async () => {
    const email = 'late.reader@hireloop.test'
    const created = await invite({ email, role: 'recruiter', level: 'recruiter' })
    const { value } = created.body
    await t.server.db
      .updateTable('invites')
      .set({ expires_at: new Date(Date.now() - DAY) })
      .where('value', '=', value)
      .execute()
    expect((await api(t.base, 'GET', `/register/invite/${value}`)).body.status).toBe('expired')
    const users = await countRows(t.server.db, 'users')
    expect(await accept(value)).toMatchObject({ status: 410, body: { message: [INVITE_EXPIRED] } })
    expect(await countRows(t.server.db, 'users')).toBe(users)

    const resent = await api(t.base, 'POST', `/admin/invite/${value}/resend`, { token: admin() })
    expect(resent).toMatchObject({ status: 200, body: { value, status: 'pending' } })
    expect(Math.round((Date.parse(resent.body.expires_at) - Date.now()) / DAY)).toBe(14)
    const mails = await mailTo(email)
    expect(mails).toHaveLength(2)
    expect(mails[0]!.links[0]).toBe(mails[1]!.links[0])
    expect((await accept(value)).status).toBe(201)
  })

  it('a deleted invite leaves the list and its link stops working; an unknown one is 404', async () => {
    const email = 'changed.mind@hireloop.test'
    const created = await invite({ email, role: 'recruiter', level: 'senior_recruiter' })
    const { value } = created.body
    const deleted = await api(t.base, 'DELETE', `/admin/invite/${value}`, { token: admin() })
    expect(deleted.status).toBe(204)
    const listed = await api(t.base, 'GET', '/admin/invite?size=100', { token: admin() })
    expect(listed.body.results.map((i: WireInvite) => i.email)).not.toContain(email)
    expect(await api(t.base, 'GET', `/register/invite/${value}`)).toMatchObject({
      status: 404,
      body: { message: [INVITE_NOT_FOUND] },
    })
    expect(await accept(value)).toMatchObject({ status: 404, body: { message: [INVITE_NOT_FOUND] } })
    expect((await api(t.base, 'DELETE', `/admin/invite/${value}`, { token: admin() })).status).toBe(404)
    expect((await api(t.base, 'POST', `/admin/invite/${value}/resend`, { token: admin() })).status).toBe(404)
    // Deleting frees the address for a new invite.
    expect((await invite({ email, role: 'recruiter', level: 'sourcer' })).status).toBe(201)
  })

  it('refuses an address that got an account since the invite (409) and creates nothing', async () => {
    const email = 'raced@hireloop.test'
    const created = await invite({ email, role: 'recruiter', level: 'sourcer' })
    const signedUp = await api(t.base, 'POST', '/register/talent', {
      body: { first_name: 'Rae', last_name: 'Raced', email, password: NEW_PASSWORD },
    })
    expect(signedUp.status).toBe(201)
    const users = await countRows(t.server.db, 'users')
    expect(await accept(created.body.value)).toMatchObject({
      status: 409,
      body: { email: ['An account with this email already exists.'] },
    })
    expect(await countRows(t.server.db, 'users')).toBe(users)
  })

  it('audits every change without the secret value', async () => {
    const rows = await t.server.db
      .selectFrom('audit_log')
      .select(['operation_id', 'object_type', 'object_id', 'after'])
      .where('operation_id', 'in', ['createInvite', 'resendInvite', 'deleteInvite', 'acceptInvite'])
      .execute()
    expect(new Set(rows.map((row) => row.operation_id))).toEqual(
      new Set(['createInvite', 'resendInvite', 'deleteInvite', 'acceptInvite']),
    )
    const values = (await t.server.db.selectFrom('invites').select('value').execute()).map((row) => row.value)
    for (const row of rows) for (const value of values) expect(JSON.stringify(row)).not.toContain(value)
  })
}
