import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, countRows, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const TALENT = demo('talent.published@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')

/**
 * "Send activation mail again" on `/create-talent` (issue 15): `POST /talent/{id}/activation_mail` mails the
 * activation link, never a password reset mail; the link it carries opens the account.
 */
export function talentActivationMailSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const as = (user: { email: string }) => tokens[user.email]!
  const resend = (id: string, who: { email: string } = RECRUITER) =>
    api(t.base, 'POST', `/admin/talent/${id}/activation_mail`, { token: as(who) })
  const mailsTo = (address: string) =>
    t.server.db
      .selectFrom('outbox')
      .select(['subject', 'links'])
      .where('to_address', '=', address)
      .orderBy('created_at')
      .execute()
  const rows = () => Promise.all([countRows(t.server.db, 'outbox'), countRows(t.server.db, 'audit_log')])

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    for (const user of [TALENT, EMPLOYER, RECRUITER]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  it('mails a created talent their set-password link again, and that link opens the account', async () => {
    const ALAN = { first_name: 'Alan', last_name: 'Turing', email: 'alan.again@bletchley.test' }
    const registered = await api(t.base, 'POST', '/admin/register/talent_profile', {
      token: as(RECRUITER),
      body: { ...ALAN, resume_title: 'Cryptanalyst' },
    })
    expect(registered.status).toBe(201)
    const answer = await resend(registered.body.talent.id)
    expect(answer).toMatchObject({ status: 202, body: {} })
    const mails = await mailsTo(ALAN.email)
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your Hireloop account is ready',
      'Your Hireloop account is ready',
    ])
    expect(mails.some((mail) => mail.subject === 'Reset your Hireloop password')).toBe(false)
    const link = new URL(mails[1]!.links[0]!)
    expect(link.pathname).toBe('/change-password')
    const chosen = await api(t.base, 'POST', '/password_reset/confirm', {
      body: { token: link.searchParams.get('token'), value: 'Bletchley#1941' },
    })
    expect(chosen.status).toBe(204)
    expect((await signIn(t.base, ALAN.email, 'Bletchley#1941')).access_token).toEqual(expect.any(String))
  })

  it('mails a talent who signed up and did not confirm the verification link again', async () => {
    const signUp = await api(t.base, 'POST', '/register/talent', {
      body: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@navy.test', password: 'Cobol#1959!' },
    })
    expect(signUp.status).toBe(201)
    expect((await resend(signUp.body.user_id)).status).toBe(202)
    const mails = await mailsTo('grace@navy.test')
    expect(mails.map((mail) => mail.subject)).toEqual(['Confirm your email address', 'Confirm your email address'])
    expect(mails[1]!.links[0]).toContain(`/activate/talent/${signUp.body.user_id}?token=`)
  })

  it('refuses an active talent with a password, someone who is no talent, bad ids and other roles: nothing sent', async () => {
    const before = await rows()
    expect(await resend(TALENT.id)).toMatchObject({
      status: 409,
      body: { message: ['Tara Talent has activated their account already: they sign in with their password.'] },
    })
    expect(await resend(EMPLOYER.id)).toMatchObject({ status: 404, body: { message: ['Talent not found.'] } })
    expect((await resend('not-a-uuid')).status).toBe(400)
    expect((await resend(TALENT.id, EMPLOYER)).status).toBe(403)
    expect((await resend(TALENT.id, TALENT)).status).toBe(403)
    expect((await api(t.base, 'POST', `/admin/talent/${TALENT.id}/activation_mail`)).status).toBe(401)
    expect(await rows()).toEqual(before)
  })
}
