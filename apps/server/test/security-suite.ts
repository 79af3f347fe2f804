import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { hashPassword } from '../src/accounts/passwords.ts'
import { THROTTLES } from '../src/api/throttle.ts'
import { DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { LOGIN_ATTEMPTS_PER_CLIENT } from '../src/oidc/interactions.ts'
import { OidcFlow, signIn } from './helpers/oidc-client.ts'
import { api, countRows, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

interface Mail {
  to: string
  subject: string
  text: string
  html: string
  links: string[]
}

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const TALENT = demo('talent.published@hireloop.test')
const ADMIN = demo('admin@hireloop.test')

/**
 * The findings of the black-box probe (issue 8) that touch the database, each replayed as the attacker sent it and
 * now refused. Run on PGlite and on PostgreSQL. The test files mock `hashPassword` with a spy (see
 * security.*.test.ts) so the suite can tell whether a request paid for an argon2 hash.
 *
 * The server trusts X-Forwarded-For here (TRUST_PROXY), so each test acts as its own client address and the
 * per-client limits of one test do not spill into the next.
 */
export function securitySuite(kind: DatabaseKind) {
  let t: TestServer
  let clients = 0
  /** A fresh client address for one test. */
  const client = () => ({ 'x-forwarded-for': `203.0.113.${++clients}` })
  const tokens: Record<string, string> = {}

  const mailbox = async (): Promise<Mail[]> => {
    await t.server.jobs.drain()
    return (await fetch(`${t.base}/dev/mailbox.json`)).json() as Promise<Mail[]>
  }
  const mailsTo = async (email: string) => (await mailbox()).filter((mail) => mail.to === email)
  const count = (table: 'users' | 'outbox' | 'jobs' | 'one_time_tokens') => countRows(t.server.db, table)
  const hashes = () => vi.mocked(hashPassword).mock.calls.length

  beforeAll(async () => {
    t = await startTestServer(kind, { TRUST_PROXY: 'true' })
    for (const user of [TALENT, ADMIN]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  describe('5. sign-out', () => {
    it('ends the provider session and revokes the grant with its refresh token', async () => {
      const flow = new OidcFlow(t.base)
      const page = await flow.openLoginPage({ offlineAccess: true })
      const code = await flow.followToCode(await flow.submitLogin(page.url, TALENT.email, DEMO_PASSWORD))
      const issued = (await (await flow.exchange(code)).json()) as {
        id_token: string
        refresh_token: string
        access_token: string
      }
      expect(issued.refresh_token).toBeTruthy()
      const me = () => api(t.base, 'GET', '/me', { token: issued.access_token })
      expect((await me()).status).toBe(200)

      // The portal's Logout: RP-initiated logout with the ID token, then the provider's confirmation form.
      const end = await flow.get(
        `/oidc/session/end?${new URLSearchParams({
          id_token_hint: issued.id_token,
          post_logout_redirect_uri: `${t.base}/login`,
        })}`,
      )
      const form = await end.text()
      expect(form).toContain('Sign out of Hireloop?')
      const xsrf = form.match(/name="xsrf" value="([^"]+)"/)?.[1]
      expect(xsrf).toBeTruthy()
      const confirmed = await fetch(`${t.base}/oidc/session/end/confirm`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: flow.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }),
      })
      expect(confirmed.status).toBe(303)
      expect(confirmed.headers.get('location')).toBe(`${t.base}/login`)
      flow.jar.store(confirmed)

      const refreshed = await fetch(`${t.base}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: issued.refresh_token,
          client_id: 'hireloop-portal',
        }),
      })
      expect(refreshed.status).toBe(400)
      expect(await refreshed.json()).toMatchObject({ error: 'invalid_grant' })
      // The access token stops working too, within the grant recheck (ADR 0100), not only when it expires.
      await expect.poll(async () => (await me()).status, { timeout: 5_000, interval: 250 }).toBe(401)
      expect((await me()).body).toEqual({ message: ['Your session has expired. Please sign in again.'] })
      // The provider session is gone too: the next authorization asks for the password again.
      const again = await flow.authorize()
      expect(again.headers.get('location')).toMatch(/\/interaction\//)
      expect(await (await flow.get(again.headers.get('location')!)).text()).toContain('name="password"')
    })
  })

  describe('6. missing bodies', () => {
    it('answers 400 in the contract format, not 500, to each operation called without a body', async () => {
      const anonymous = [
        ['POST', '/register/talent'],
        ['POST', '/register/company'],
        ['POST', '/password_reset'],
        ['POST', '/password_reset/confirm'],
        ['POST', '/email_change/confirm'],
      ] as const
      const signedIn = [
        ['POST', '/admin/register/talent_profile', ADMIN],
        ['PUT', '/me', TALENT],
        ['PUT', '/me/email', TALENT],
        ['PUT', '/me/password', TALENT],
        ['PUT', '/me/notification', TALENT],
      ] as const
      const before = await Promise.all([count('users'), count('jobs'), count('outbox')])
      for (const [method, path, user] of [...anonymous.map(([m, p]) => [m, p, undefined] as const), ...signedIn]) {
        const response = await api(t.base, method, path, {
          headers: client(),
          ...(user ? { token: tokens[user.email] } : {}),
        })
        expect(response.status, `${method} ${path}`).toBe(400)
        expect(response.body, `${method} ${path}`).toEqual({
          detail: [{ loc: ['body'], msg: 'The request body is missing; send a JSON object.', type: 'missing' }],
        })
      }
      expect(await Promise.all([count('users'), count('jobs'), count('outbox')])).toEqual(before)
    })
  })

  describe('7. NUL characters', () => {
    it('refuses U+0000 in any text of a request, body keys and values, path and query alike', async () => {
      const before = await count('users')
      const talent = await api(t.base, 'POST', '/register/talent', {
        headers: client(),
        body: { first_name: 'Nul\u0000', last_name: 'Byte', email: 'nul@hireloop.test', password: 'Hireloop#2026' },
      })
      expect(talent.status).toBe(400)
      expect(talent.body.detail).toEqual([
        { loc: ['body', 'first_name'], msg: 'Must not contain NUL characters.', type: 'nul' },
      ])
      const company = await api(t.base, 'POST', '/register/company', {
        headers: client(),
        body: {
          employer: { first_name: 'Ada', last_name: 'L', email: 'nul.co@hireloop.test', password: 'Hireloop#2026' },
          company: { name: 'Nul\u0000 Inc', website_url: 'https://nul.test' },
        },
      })
      expect(company.body.detail).toEqual([
        { loc: ['body', 'company', 'name'], msg: 'Must not contain NUL characters.', type: 'nul' },
      ])
      const me = await api(t.base, 'PUT', '/me', {
        token: tokens[TALENT.email],
        body: { first_name: 'Tara', last_name: '\u0000' },
      })
      expect(me.status).toBe(400)
      const key = await api(t.base, 'PUT', '/me', {
        token: tokens[TALENT.email],
        body: { first_name: 'Tara', last_name: 'Talent', 'x\u0000': 1 },
      })
      expect(key.body.detail[0]).toMatchObject({ msg: 'Must not contain NUL characters.' })
      const path = await api(t.base, 'GET', '/admin/company/%00', { token: tokens[ADMIN.email] })
      expect(path.status).toBe(400)
      const query = await api(t.base, 'GET', '/me/notification?unread=%00', { token: tokens[TALENT.email] })
      expect(query.status).toBe(400)
      expect(await count('users')).toBe(before)
      expect((await api(t.base, 'GET', '/me', { token: tokens[TALENT.email] })).body.last_name).toBe('Talent')
    })
  })

  describe('8. mail content injection', () => {
    it('refuses names with line breaks or links, and mails carry no user text', async () => {
      const victim = 'victim@hireloop.test'
      for (const first_name of [
        'Bob\n\nYour account is locked. Unlock it at http://evil.test/unlock',
        'Visit evil.test',
        'Bob <b>',
      ]) {
        const response = await api(t.base, 'POST', '/register/talent', {
          headers: client(),
          body: { first_name, last_name: 'Smith', email: victim, password: 'Hireloop#2026' },
        })
        expect(response.status, first_name).toBe(400)
        expect(response.body.detail).toEqual([
          {
            loc: ['body', 'first_name'],
            msg: 'Use letters, spaces, apostrophes, periods and hyphens only.',
            type: 'pattern',
          },
        ])
      }
      expect(await mailsTo(victim)).toEqual([])

      // A name that passes still never reaches the mail: sign-up mails whatever address it is given.
      const accepted = await api(t.base, 'POST', '/register/talent', {
        headers: client(),
        body: { first_name: 'Mallory', last_name: "O'Hacker", email: victim, password: 'Hireloop#2026' },
      })
      expect(accepted.status).toBe(201)
      const [mail] = await mailsTo(victim)
      expect(mail!.text).not.toContain('Mallory')
      expect(mail!.html).not.toContain('Mallory')
      expect(mail!.text.startsWith('Hello,')).toBe(true)
      for (const link of mail!.links) expect(link.startsWith(`${t.base}/`)).toBe(true)
    })
  })

  describe('9. enumeration and floods', () => {
    it('does the same work for known and unknown addresses: one job, looked up later', async () => {
      await t.server.jobs.drain()
      const jobsBefore = await count('jobs')
      for (const email of [TALENT.email, 'nobody.here@hireloop.test']) {
        const response = await api(t.base, 'POST', '/password_reset', { headers: client(), body: { email } })
        expect(response.status).toBe(202)
        expect(response.body).toEqual({})
      }
      const jobs = await t.server.db
        .selectFrom('jobs')
        .select(['kind', 'payload'])
        .orderBy('created_at', 'desc')
        .limit(2)
        .execute()
      expect(await count('jobs')).toBe(jobsBefore + 2)
      expect(jobs.map((job) => job.kind)).toEqual(['password_reset_mail', 'password_reset_mail'])
      expect(jobs.map((job) => Object.keys(job.payload))).toEqual([['email'], ['email']])
      expect(await mailsTo('nobody.here@hireloop.test')).toEqual([])
      expect((await mailsTo(TALENT.email))[0]?.subject).toBe('Reset your Hireloop password')
    })

    it('limits resets per address (429, Retry-After) whoever asks, and per client whatever the address', async () => {
      const address = demo('talent.new@hireloop.test').email
      const { limit } = THROTTLES.passwordReset.perAddress
      const before = (await mailsTo(address)).length
      const statuses = []
      for (let attempt = 0; attempt < 20; attempt++) {
        const response = await api(t.base, 'POST', '/password_reset', { headers: client(), body: { email: address } })
        statuses.push(response.status)
        if (response.status === 429) {
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
          expect(response.body.message[0]).toMatch(/^Too many requests\. Try again in \d+ minutes?\.$/)
        }
      }
      expect(statuses).toEqual([...Array(limit).fill(202), ...Array(20 - limit).fill(429)])
      expect((await mailsTo(address)).length - before).toBe(limit)

      const one = client()
      const perClient = THROTTLES.passwordReset.perClient.limit
      for (let n = 0; n < perClient; n++) {
        const email = `flood.${n}@hireloop.test`
        expect((await api(t.base, 'POST', '/password_reset', { headers: one, body: { email } })).status).toBe(202)
      }
      const over = await api(t.base, 'POST', '/password_reset', { headers: one, body: { email: 'next@hireloop.test' } })
      expect(over.status).toBe(429)
    })

    it('limits sign-ups per address and per client', async () => {
      const address = 'signup.flood@hireloop.test'
      const { limit } = THROTTLES.signUp.perAddress
      const body = { first_name: 'Sam', last_name: 'Flood', email: address, password: 'Hireloop#2026' }
      const statuses = []
      for (let attempt = 0; attempt < limit + 2; attempt++) {
        statuses.push((await api(t.base, 'POST', '/register/talent', { headers: client(), body })).status)
      }
      // A taken address answers as a new one and mails its owner instead (ADR 0101): one mail per admitted attempt.
      expect(statuses).toEqual([...Array(limit).fill(201), 429, 429])
      expect(await mailsTo(address)).toHaveLength(limit)

      const one = client()
      const perClient = THROTTLES.signUp.perClient.limit
      for (let n = 0; n < perClient; n++) {
        const response = await api(t.base, 'POST', '/register/talent', {
          headers: one,
          body: { ...body, email: `signup.${n}@hireloop.test` },
        })
        expect(response.status).toBe(201)
      }
      const over = await api(t.base, 'POST', '/register/talent', {
        headers: one,
        body: { ...body, email: 'signup.over@hireloop.test' },
      })
      expect(over.status).toBe(429)
      expect(await mailsTo('signup.over@hireloop.test')).toEqual([])
    })

    it('slows one password sprayed over many accounts from one client', async () => {
      const headers = client()
      const flow = new OidcFlow(t.base, 'hireloop-portal', headers)
      const { url } = await flow.openLoginPage()
      for (let n = 0; n < LOGIN_ATTEMPTS_PER_CLIENT.limit; n++) {
        expect((await flow.submitLogin(url, `spray.${n}@hireloop.test`, 'Summer2026!')).status).toBe(401)
      }
      const blocked = await flow.submitLogin(url, TALENT.email, DEMO_PASSWORD)
      expect(blocked.status).toBe(429)
      expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/)
      // Another client is not affected.
      const other = new OidcFlow(t.base, 'hireloop-portal', client())
      const page = await other.openLoginPage()
      expect((await other.submitLogin(page.url, TALENT.email, DEMO_PASSWORD)).status).toBe(303)
    })
  })

  describe('10. cheap denial of service', () => {
    it('checks the token before paying for a password hash; a sign-up pays one, taken address or not', async () => {
      const before = hashes()
      for (let n = 0; n < 5; n++) {
        const response = await api(t.base, 'POST', '/password_reset/confirm', {
          headers: client(),
          body: { token: `made-up-${n}`, value: 'Hireloop#2027' },
        })
        expect(response.status).toBe(400)
      }
      const duplicate = await api(t.base, 'POST', '/register/talent', {
        headers: client(),
        body: { first_name: 'Tara', last_name: 'Again', email: TALENT.email, password: 'Hireloop#2026' },
      })
      // The same work as a new address, so its time says nothing (ADR 0101); the limits bound the cost.
      expect(duplicate.status).toBe(201)
      expect(hashes()).toBe(before + 1)
      const fresh = await api(t.base, 'POST', '/register/talent', {
        headers: client(),
        body: { first_name: 'Hana', last_name: 'Hash', email: 'hana.hash@hireloop.test', password: 'Hireloop#2026' },
      })
      expect(fresh.status).toBe(201)
      expect(hashes()).toBe(before + 2)
    })
  })
}
