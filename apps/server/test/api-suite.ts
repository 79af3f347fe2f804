import { importJWK, SignJWT, type JWK } from 'jose'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { MESSAGES } from '../src/oidc/interactions.ts'
import { OidcFlow, signIn } from './helpers/oidc-client.ts'
import { api, countRows, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const TALENT = demo('talent.published@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const EMPLOYER_NEW = demo('employer.new@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const ADMIN = demo('admin@hireloop.test')
const COMPANY = DEMO_COMPANIES[0]!
const OTHER_COMPANY = DEMO_COMPANIES[1]!

interface Mail {
  id: string
  to: string
  subject: string
  text: string
  links: string[]
  created_at: string
}

/**
 * The API suite, run once on PGlite and once on PostgreSQL 15: the same requests must give the same answers on
 * both (one query path). One started server per run; sign-ins go through the real embedded provider.
 */
export function apiSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}

  const mailbox = async (): Promise<Mail[]> => {
    // Some mail is sent by background jobs (password reset): let them finish first.
    await t.server.jobs.drain()
    return (await fetch(`${t.base}/dev/mailbox.json`)).json() as Promise<Mail[]>
  }
  const mailTo = async (email: string) => (await mailbox()).find((mail) => mail.to === email)
  const count = (table: 'users' | 'outbox' | 'companies') => countRows(t.server.db, table)

  /** An access token signed with the provider's own key, with claims of our choosing. */
  async function forgeToken(claims: Record<string, unknown>, options: { audience?: string; expiresIn?: number } = {}) {
    const stored = await t.server.db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', 'oidc_signing_keys')
      .executeTakeFirstOrThrow()
    const [jwk] = stored.value as JWK[]
    const now = Math.floor(Date.now() / 1000)
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: jwk!.kid! })
      .setIssuer(t.config.oidc.issuer)
      .setAudience(options.audience ?? t.config.oidc.audience)
      .setIssuedAt(now - 3600)
      .setExpirationTime(now + (options.expiresIn ?? 600))
      .sign(await importJWK(jwk!, 'ES256'))
  }

  beforeAll(async () => {
    // The limits have their own suite (security.test.ts); here one client makes dozens of sign-ups.
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    for (const user of [TALENT, EMPLOYER, EMPLOYER_NEW, RECRUITER, ADMIN]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  describe('registration', () => {
    it('registers a talent: 201, inactive, verification mail with the activation link', async () => {
      const response = await api(t.base, 'POST', '/register/talent', {
        body: { first_name: 'Grace', last_name: 'Hopper', email: 'Grace@Example.test', password: 'Hireloop#2026' },
      })
      expect(response.status).toBe(201)
      expect(response.body).toEqual({ user_id: expect.any(String), user_type: 'talent', email: 'grace@example.test' })
      const user = await t.server.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', response.body.user_id)
        .executeTakeFirstOrThrow()
      expect(user.is_active).toBe(false)
      expect(user.password_hash).toMatch(/^\$argon2id\$/)
      const mail = await mailTo('grace@example.test')
      expect(mail?.subject).toBe('Confirm your email address')
      expect(mail?.links[0]).toMatch(new RegExp(`^${t.base}/activate/talent/${response.body.user_id}\\?token=[\\w-]+$`))
    })

    it('registers a company and its employer user', async () => {
      const response = await api(t.base, 'POST', '/register/company', {
        body: {
          employer: {
            first_name: 'Ada',
            last_name: 'Lovelace',
            email: 'ada@analytical.test',
            password: 'Hireloop#2026',
          },
          company: { name: 'Analytical Engines', website_url: 'https://analytical.test' },
        },
      })
      expect(response.status).toBe(201)
      expect(response.body).toMatchObject({
        user_type: 'employer',
        email: 'ada@analytical.test',
        company_name: 'Analytical Engines',
      })
      const company = await api(t.base, 'GET', `/admin/company/${response.body.company_id}`, {
        token: tokens[RECRUITER.email],
      })
      expect(company.body).toEqual({
        id: response.body.company_id,
        name: 'Analytical Engines',
        website_url: 'https://analytical.test',
        image_url: null,
        type: null,
        description: null,
        size: null,
        location: null,
      })
      expect((await mailTo('ada@analytical.test'))?.links[0]).toContain(
        `/activate/employer/${response.body.user_id}?token=`,
      )
    })

    it('answers 400 with a detail per field and writes nothing', async () => {
      const before = await Promise.all([count('users'), count('companies'), count('outbox')])
      const response = await api(t.base, 'POST', '/register/company', {
        body: {
          employer: { first_name: ' ', last_name: 'Visit evil.com', email: 'not-an-email', password: 'short' },
          company: { name: 'X', website_url: 'not a url', extra: true },
        },
      })
      expect(response.status).toBe(400)
      expect(response.body.detail).toEqual(
        expect.arrayContaining([
          { loc: ['body', 'employer', 'first_name'], msg: 'This field cannot be blank.', type: 'pattern' },
          {
            loc: ['body', 'employer', 'last_name'],
            msg: 'Use letters, spaces, apostrophes, periods and hyphens only.',
            type: 'pattern',
          },
          { loc: ['body', 'employer', 'email'], msg: 'Invalid email.', type: 'format' },
          { loc: ['body', 'employer', 'password'], msg: 'Must be at least 8 characters.', type: 'minLength' },
          { loc: ['body', 'company', 'website_url'], msg: 'URL is not valid.', type: expect.any(String) },
          { loc: ['body', 'company', 'extra'], msg: 'This field is not allowed.', type: 'additionalProperties' },
        ]),
      )
      expect(await Promise.all([count('users'), count('companies'), count('outbox')])).toEqual(before)
    })

    it('answers a taken email (in another case) as a new one, creates nothing and mails the owner', async () => {
      const before = await Promise.all([count('users'), count('companies')])
      const response = await api(t.base, 'POST', '/register/company', {
        body: {
          employer: { first_name: 'E', last_name: 'E', email: 'EMPLOYER@hireloop.test', password: 'Hireloop#2026' },
          company: { name: 'Dupe', website_url: 'https://dupe.test' },
        },
      })
      // No enumeration (ADR 0101): the answer of a new address, with ids that belong to nothing.
      expect(response.status).toBe(201)
      expect(response.body).toMatchObject({
        user_type: 'employer',
        email: 'employer@hireloop.test',
        company_name: 'Dupe',
      })
      expect(await Promise.all([count('users'), count('companies')])).toEqual(before)
      const mail = await t.server.db
        .selectFrom('outbox')
        .select('subject')
        .where('to_address', '=', 'employer@hireloop.test')
        .orderBy('created_at', 'desc')
        .executeTakeFirst()
      expect(mail?.subject).toBe('You already have a Hireloop account')
    })

    it('lets a recruiter create an active talent with a draft resume and mails a set-password link', async () => {
      const response = await api(t.base, 'POST', '/admin/register/talent_profile', {
        token: tokens[RECRUITER.email],
        body: {
          first_name: 'Alan',
          last_name: 'Turing',
          email: 'alan@hireloop.test',
          resume_title: 'Backend engineer',
        },
      })
      expect(response.status).toBe(201)
      expect(response.body.talent).toMatchObject({ first_name: 'Alan', email: 'alan@hireloop.test', is_active: true })
      expect(response.body.resume).toMatchObject({
        title: 'Backend engineer',
        talent_id: response.body.talent.id,
        draft: true,
      })
      expect((await mailTo('alan@hireloop.test'))?.links[0]).toMatch(/\/change-password\?token=/)
      const asTalent = await api(t.base, 'POST', '/admin/register/talent_profile', {
        token: tokens[TALENT.email],
        body: { first_name: 'A', last_name: 'B', email: 'ab@hireloop.test', resume_title: 'X' },
      })
      expect(asTalent.status).toBe(403)
    })
  })

  describe('activation', () => {
    async function registerTalent(email: string) {
      const response = await api(t.base, 'POST', '/register/talent', {
        body: { first_name: 'T', last_name: 'T', email, password: 'Hireloop#2026' },
      })
      const link = new URL((await mailTo(email))!.links[0]!)
      return { id: response.body.user_id as string, token: link.searchParams.get('token')! }
    }

    it('activates with the mailed token, once', async () => {
      const { id, token } = await registerTalent('activate.me@hireloop.test')
      const first = await api(t.base, 'POST', `/register/activate_talent/${id}`, { body: { token } })
      expect(first.status).toBe(200)
      expect(first.body).toEqual({ user_id: id, user_type: 'talent', is_active: true })
      const again = await api(t.base, 'POST', `/register/activate_talent/${id}`, { body: { token } })
      expect(again.status).toBe(400)
      expect(again.body).toEqual({ token: ['This link is invalid or has expired.'] })
      // Active now: the account signs in.
      expect((await signIn(t.base, 'activate.me@hireloop.test', 'Hireloop#2026')).access_token).toBeTruthy()
    })

    it('rejects a wrong token, a missing token and a token for another account', async () => {
      const one = await registerTalent('one@hireloop.test')
      const two = await registerTalent('two@hireloop.test')
      expect(
        (await api(t.base, 'POST', `/register/activate_talent/${one.id}`, { body: { token: 'nope' } })).status,
      ).toBe(400)
      expect((await api(t.base, 'POST', `/register/activate_talent/${one.id}`, { body: {} })).body).toEqual({
        token: ['The activation token is required.'],
      })
      expect(
        (await api(t.base, 'POST', `/register/activate_talent/${one.id}`, { body: { token: two.token } })).status,
      ).toBe(400)
      expect(
        (await api(t.base, 'POST', `/register/activate_employer/${two.id}`, { body: { token: two.token } })).status,
      ).toBe(400)
      const user = await t.server.db
        .selectFrom('users')
        .select('is_active')
        .where('id', '=', two.id)
        .executeTakeFirstOrThrow()
      expect(user.is_active).toBe(false)
    })

    it('lets a recruiter activate without a token under /admin', async () => {
      const { id } = await registerTalent('by.recruiter@hireloop.test')
      const response = await api(t.base, 'POST', `/admin/register/activate_talent/${id}`, {
        token: tokens[RECRUITER.email],
        body: {},
      })
      expect(response.status).toBe(200)
      // Activating employers takes a higher level than the demo recruiter's (the policy's grants).
      const tooLow = await api(t.base, 'POST', `/admin/register/activate_employer/${id}`, {
        token: tokens[RECRUITER.email],
        body: {},
      })
      expect(tooLow.status).toBe(403)
      expect(tooLow.body).toEqual({ message: ['A Recruiter cannot update employers.'] })
      const wrongType = await api(t.base, 'POST', `/admin/register/activate_employer/${id}`, {
        token: tokens[ADMIN.email],
        body: {},
      })
      expect(wrongType.status).toBe(404)
    })
  })

  describe('sign-in through the embedded provider', () => {
    it('issues an access token the API accepts', async () => {
      const me = await api(t.base, 'GET', '/me', { token: tokens[TALENT.email] })
      expect(me.status).toBe(200)
      expect(me.body).toMatchObject({
        id: TALENT.id,
        user_type: 'talent',
        is_admin: false,
        email: TALENT.email,
        company: null,
        resume: { id: TALENT.resume!.id, draft: false },
      })
      const admin = await api(t.base, 'GET', '/me', { token: tokens[ADMIN.email] })
      expect(admin.body).toMatchObject({
        user_type: 'recruiter',
        is_admin: true,
        recruiter_level: 'head_of_recruitment',
      })
    })

    it('issues a rotating refresh token with offline_access', async () => {
      const issued = await signIn(t.base, EMPLOYER.email, DEMO_PASSWORD, { offlineAccess: true })
      expect(issued.refresh_token).toBeTruthy()
      const refresh = (token: string) =>
        fetch(`${t.base}/oidc/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'refresh_token',
            refresh_token: token,
            client_id: 'hireloop-portal',
          }),
        })
      const refreshed = await refresh(issued.refresh_token!)
      expect(refreshed.status).toBe(200)
      const body = (await refreshed.json()) as { access_token: string; refresh_token: string }
      expect(body.refresh_token).not.toBe(issued.refresh_token)
      expect((await api(t.base, 'GET', '/me', { token: body.access_token })).status).toBe(200)
    })

    it('answers a wrong password and an unknown email with the same message, keeping the email', async () => {
      for (const [email, password] of [
        [EMPLOYER.email, 'wrong-password'],
        ['nobody@hireloop.test', 'whatever-password'],
      ] as const) {
        const flow = new OidcFlow(t.base)
        const page = await flow.openLoginPage()
        const response = await flow.submitLogin(page.url, email, password)
        expect(response.status).toBe(401)
        const html = await response.text()
        expect(html).toContain(MESSAGES.incorrect)
        expect(html).toContain('role="alert"')
        expect(html).toContain(`value="${email}"`)
      }
    })

    it('tells an unverified account to verify its email', async () => {
      await api(t.base, 'POST', '/register/talent', {
        body: { first_name: 'U', last_name: 'V', email: 'unverified@hireloop.test', password: 'Hireloop#2026' },
      })
      const flow = new OidcFlow(t.base)
      const page = await flow.openLoginPage()
      const response = await flow.submitLogin(page.url, 'unverified@hireloop.test', 'Hireloop#2026')
      expect(response.status).toBe(403)
      expect(await response.text()).toContain(MESSAGES.inactive)
    })

    it('shows the company variant when asked', async () => {
      const company = await new OidcFlow(t.base).openLoginPage({ company: true })
      expect(company.html).toContain('Sign in to your company account')
      expect(company.html).toContain('/sign-up/company')
      const talent = await new OidcFlow(t.base).openLoginPage()
      expect(talent.html).toContain('<h1>Sign in</h1>')
      expect(talent.html).toContain('/sign-up/talent')
      expect(talent.html).toContain('/new-password')
    })

    it('refuses an authorization request without PKCE', async () => {
      const response = await new OidcFlow(t.base).authorize({ withoutPkce: true })
      const location = new URL(response.headers.get('location') ?? '', t.base)
      expect(location.searchParams.get('error')).toBe('invalid_request')
      expect(location.searchParams.get('error_description')).toMatch(/PKCE/)
    })
  })

  describe('access tokens', () => {
    it('answers 401 without a token, with a tampered, an expired or a foreign-audience token', async () => {
      const token = tokens[TALENT.email]!
      const [header, payload, signature] = token.split('.')
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString())
      const tampered = [
        header,
        Buffer.from(JSON.stringify({ ...claims, user_type: 'recruiter' })).toString('base64url'),
        signature,
      ].join('.')
      const expired = await forgeToken(
        { sub: TALENT.id, user_type: 'talent', company_id: null, is_admin: false },
        { expiresIn: -60 },
      )
      const foreign = await forgeToken(
        { sub: TALENT.id, user_type: 'talent', company_id: null, is_admin: false },
        { audience: 'https://elsewhere.test/api' },
      )
      expect((await api(t.base, 'GET', '/me')).status).toBe(401)
      for (const bad of [tampered, expired, foreign, 'not-a-jwt']) {
        const response = await api(t.base, 'GET', '/me', { token: bad })
        expect(response.status).toBe(401)
        expect(response.body.message).toHaveLength(1)
        expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/)
      }
      expect((await api(t.base, 'GET', '/me', { token: expired })).body).toEqual({
        message: ['Your session has expired. Please sign in again.'],
      })
      // The forged-but-valid control: same key and claims, right audience, not expired.
      expect(
        (await api(t.base, 'GET', '/me', { token: await forgeToken({ sub: TALENT.id, user_type: 'talent' }) })).status,
      ).toBe(200)
    })
  })

  describe('scope enforcement', () => {
    const company = (companyId: string, id = companyId) => `/company/${companyId}/company/${id}`

    it('lets an employer read its own company, and only that', async () => {
      expect((await api(t.base, 'GET', company(COMPANY.id), { token: tokens[EMPLOYER.email] })).body).toMatchObject({
        id: COMPANY.id,
        type: 'scaleup',
      })
      // Another company's scope: refused outright.
      expect((await api(t.base, 'GET', company(OTHER_COMPANY.id), { token: tokens[EMPLOYER.email] })).status).toBe(403)
      // Another company's object under one's own scope: not visible, so not found (no existence leak).
      const other = await api(t.base, 'GET', company(COMPANY.id, OTHER_COMPANY.id), { token: tokens[EMPLOYER.email] })
      expect(other.status).toBe(404)
      expect(other.body).toEqual({ message: ['Company not found.'] })
    })

    it('keeps talents out of company scopes and non-recruiters out of /admin', async () => {
      expect((await api(t.base, 'GET', company(COMPANY.id), { token: tokens[TALENT.email] })).status).toBe(403)
      expect((await api(t.base, 'GET', `/admin/company/${COMPANY.id}`, { token: tokens[EMPLOYER.email] })).status).toBe(
        403,
      )
      expect((await api(t.base, 'GET', `/admin/company/${COMPANY.id}`, { token: tokens[TALENT.email] })).body).toEqual({
        message: ['You cannot access this resource.'],
      })
      expect((await api(t.base, 'GET', company(COMPANY.id), { token: tokens[RECRUITER.email] })).status).toBe(403)
    })

    it('lets recruiters read any company, 404 for an unknown one', async () => {
      expect(
        (await api(t.base, 'GET', `/admin/company/${OTHER_COMPANY.id}`, { token: tokens[RECRUITER.email] })).body.type,
      ).toBeNull()
      const missing = await api(t.base, 'GET', '/admin/company/00000000-0000-4000-8000-000000000000', {
        token: tokens[RECRUITER.email],
      })
      expect(missing.status).toBe(404)
      expect(missing.body).toEqual({ message: ['Company not found.'] })
    })
  })

  describe('password reset', () => {
    it('mails a single-use link that sets a new password and ends other sign-ins', async () => {
      const email = 'talent.draft@hireloop.test'
      const session = await signIn(t.base, email, DEMO_PASSWORD, { offlineAccess: true })
      expect(
        (await api(t.base, 'POST', '/password_reset', { body: { email: 'TALENT.DRAFT@hireloop.test' } })).status,
      ).toBe(202)
      const mail = (await mailbox()).find((m) => m.to === email && m.subject === 'Reset your Hireloop password')
      const token = new URL(mail!.links[0]!).searchParams.get('token')!
      expect(mail!.links[0]).toContain(`${t.base}/change-password?token=`)

      const confirm = await api(t.base, 'POST', '/password_reset/confirm', { body: { token, value: 'Brand-new#2027' } })
      expect(confirm.status).toBe(204)
      expect(
        (await api(t.base, 'POST', '/password_reset/confirm', { body: { token, value: 'Another#2028' } })).status,
      ).toBe(400)

      const flow = new OidcFlow(t.base)
      const page = await flow.openLoginPage()
      expect((await flow.submitLogin(page.url, email, DEMO_PASSWORD)).status).toBe(401)
      expect((await signIn(t.base, email, 'Brand-new#2027')).access_token).toBeTruthy()
      // The refresh token of the earlier sign-in is revoked.
      const refreshed = await fetch(`${t.base}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: session.refresh_token!,
          client_id: 'hireloop-portal',
        }),
      })
      expect(refreshed.status).toBe(400)
    })

    it('answers 202 for an unknown email and sends nothing', async () => {
      const before = await count('outbox')
      expect((await api(t.base, 'POST', '/password_reset', { body: { email: 'ghost@hireloop.test' } })).body).toEqual(
        {},
      )
      expect(await count('outbox')).toBe(before)
    })
  })

  describe('me', () => {
    /** A talent of its own, signed up and activated through the mailed link, so seeded logins stay intact. */
    async function newTalent(email: string, password = 'Hireloop#2026') {
      const registered = await api(t.base, 'POST', '/register/talent', {
        body: { first_name: 'Mia', last_name: 'Mover', email, password },
      })
      expect(registered.status).toBe(201)
      const token = new URL((await mailTo(email))!.links[0]!).searchParams.get('token')
      const activated = await api(t.base, 'POST', `/register/activate_talent/${registered.body.user_id}`, {
        body: { token },
      })
      expect(activated.status).toBe(200)
      return { id: registered.body.user_id as string, email, password }
    }

    const refresh = (refreshToken: string) =>
      fetch(`${t.base}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: 'hireloop-portal',
        }),
      })

    it('updates names and refuses a company change', async () => {
      const token = tokens[EMPLOYER_NEW.email]
      const updated = await api(t.base, 'PUT', '/me', {
        token,
        body: { first_name: 'Ezra ', last_name: 'Later', image_url: 'https://img.test/a.png' },
      })
      expect(updated.status).toBe(200)
      expect(updated.body).toMatchObject({
        first_name: 'Ezra',
        last_name: 'Later',
        image_url: 'https://img.test/a.png',
        company_id: EMPLOYER_NEW.company_id,
      })
      const move = await api(t.base, 'PUT', '/me', {
        token,
        body: { first_name: 'E', last_name: 'L', company_id: COMPANY.id },
      })
      expect(move.status).toBe(403)
    })

    it('stores only https image URLs (http on localhost), never javascript:, data: or file: (finding 11)', async () => {
      const token = tokens[EMPLOYER_NEW.email]
      for (const image_url of [
        'javascript:alert(document.domain)',
        'file:///etc/passwd',
        'data:image/svg+xml;base64,PHN2Zz4=',
        'http://img.test/a.png',
        'https://',
      ]) {
        const response = await api(t.base, 'PUT', '/me', {
          token,
          body: { first_name: 'E', last_name: 'L', image_url },
        })
        expect(response.status, image_url).toBe(400)
        expect(response.body.detail).toEqual([
          { loc: ['body', 'image_url'], msg: 'URL is not valid.', type: 'pattern' },
        ])
      }
      expect((await api(t.base, 'GET', '/me', { token })).body.image_url).toBe('https://img.test/a.png')
      const local = await api(t.base, 'PUT', '/me', {
        token,
        body: { first_name: 'Ezra', last_name: 'Later', image_url: 'http://localhost:3000/files/a.png' },
      })
      expect(local.body.image_url).toBe('http://localhost:3000/files/a.png')
    })

    it('changes the password only with the current one and signs every other session out (finding 4)', async () => {
      const mia = await newTalent('mia.password@hireloop.test')
      const here = await signIn(t.base, mia.email, mia.password, { offlineAccess: true })
      const elsewhere = await signIn(t.base, mia.email, mia.password, { offlineAccess: true })
      const change = (body: unknown) => api(t.base, 'PUT', '/me/password', { token: here.access_token, body })

      const without = await change({ value: 'Changed#2027' })
      expect(without.status).toBe(400)
      expect(without.body.detail).toEqual([
        { loc: ['body', 'current_password'], msg: 'This field is required.', type: 'required' },
      ])
      const wrong = await change({ value: 'Changed#2027', current_password: 'not-my-password' })
      expect(wrong.status).toBe(400)
      expect(wrong.body).toEqual({ current_password: ['The current password is not correct.'] })
      // Refused attempts changed nothing: the old password still signs in.
      expect((await signIn(t.base, mia.email, mia.password)).access_token).toBeTruthy()

      expect((await change({ value: 'Changed#2027', current_password: mia.password })).status).toBe(204)
      expect((await refresh(elsewhere.refresh_token!)).status).toBe(400)
      expect((await refresh(here.refresh_token!)).status).toBe(200)
      // The other sign-in's access token stops working too, within the grant recheck (ADR 0100); this one keeps.
      await expect
        .poll(async () => (await api(t.base, 'GET', '/me', { token: elsewhere.access_token })).status, {
          timeout: 5_000,
          interval: 250,
        })
        .toBe(401)
      expect((await api(t.base, 'GET', '/me', { token: here.access_token })).status).toBe(200)
      expect((await signIn(t.base, mia.email, 'Changed#2027')).access_token).toBeTruthy()
      await expect(signIn(t.base, mia.email, mia.password)).rejects.toThrow('sign-in answered 401')
      expect((await mailTo(mia.email))?.subject).toBe('Your Hireloop password was changed')
    })

    it('changes the email only with the current password and after the new address confirms (finding 3)', async () => {
      const mia = await newTalent('mia.old@hireloop.test')
      const { access_token: token } = await signIn(t.base, mia.email, mia.password)
      const ask = (body: unknown) => api(t.base, 'PUT', '/me/email', { token, body })

      expect((await ask({ email: 'mia.new@hireloop.test' })).status).toBe(400)
      const wrong = await ask({ email: 'mia.new@hireloop.test', current_password: 'stolen-token-only' })
      expect(wrong.body).toEqual({ current_password: ['The current password is not correct.'] })
      expect((await ask({ email: 'Admin@Hireloop.test', current_password: mia.password })).status).toBe(409)
      expect(await mailTo('mia.new@hireloop.test')).toBeUndefined()

      const asked = await ask({ email: 'Mia.New@hireloop.test', current_password: mia.password })
      expect(asked.status).toBe(202)
      expect(asked.body).toEqual({ pending_email: 'mia.new@hireloop.test', expires_at: expect.any(String) })
      // Nothing changed yet: the account still signs in with, and the API still reports, the old address.
      expect((await api(t.base, 'GET', '/me', { token })).body.email).toBe(mia.email)
      const notice = await mailTo(mia.email)
      expect(notice?.subject).toBe('A change of your Hireloop email address was requested')
      expect(notice?.text).not.toContain('mia.new')
      const confirmation = await mailTo('mia.new@hireloop.test')
      expect(confirmation?.subject).toBe('Confirm your new email address')
      const link = new URL(confirmation!.links[0]!)
      expect(`${link.origin}${link.pathname}`).toBe(`${t.base}/confirm-email`)
      const mailed = link.searchParams.get('token')!

      expect((await api(t.base, 'POST', '/email_change/confirm', { body: { token: 'made-up' } })).body).toEqual({
        token: ['This link is invalid or has expired.'],
      })
      const confirmed = await api(t.base, 'POST', '/email_change/confirm', { body: { token: mailed } })
      expect(confirmed.status).toBe(200)
      expect(confirmed.body).toEqual({ email: 'mia.new@hireloop.test' })
      expect((await api(t.base, 'POST', '/email_change/confirm', { body: { token: mailed } })).status).toBe(400)
      expect((await api(t.base, 'GET', '/me', { token })).body.email).toBe('mia.new@hireloop.test')
      const changed = await mailTo(mia.email)
      expect(changed?.subject).toBe('Your Hireloop email address was changed')
      // Locked out of the account, the old owner still reaches a person.
      expect(changed?.text).toContain('write to Hireloop support at once: support@hireloop.test')
      expect(changed?.text).toContain('Write to support: mailto:support@hireloop.test')
      // The new address signs in; the old one no longer does.
      const tokens = await signIn(t.base, 'mia.new@hireloop.test', mia.password)
      const claims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1]!, 'base64url').toString())
      expect(claims).toMatchObject({ email: 'mia.new@hireloop.test', email_verified: true })
      await expect(signIn(t.base, mia.email, mia.password)).rejects.toThrow('sign-in answered 401')
    })
  })

  describe('safe writes', () => {
    const companyPath = `/company/${COMPANY.id}/company/${COMPANY.id}`
    const read = () => api(t.base, 'GET', companyPath, { token: tokens[EMPLOYER.email] })
    const write = (body: unknown, ifMatch?: string) =>
      api(t.base, 'PUT', companyPath, {
        token: tokens[EMPLOYER.email],
        body,
        ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
      })
    const northwind = { name: COMPANY.name, website_url: COMPANY.website_url, type: COMPANY.type }

    it('answers reads with an ETag and 304 when the client holds that version', async () => {
      const first = await read()
      const etag = first.headers.get('etag')!
      expect(etag).toMatch(/^"[\w-]{27}"$/)
      const again = await api(t.base, 'GET', companyPath, {
        token: tokens[EMPLOYER.email],
        headers: { 'if-none-match': etag },
      })
      expect(again.status).toBe(304)
    })

    it('refuses a change made on a stale version with 412 and writes nothing', async () => {
      const stale = (await read()).headers.get('etag')!
      const changed = await write({ ...northwind, name: 'Northwind Robotics GmbH' }, stale)
      expect(changed.status).toBe(200)
      expect(changed.headers.get('etag')).toBeNull()
      const lost = await write({ ...northwind, name: 'Northwind (lost update)' }, stale)
      expect(lost.status).toBe(412)
      expect(lost.body.message[0]).toMatch(/^Someone else changed this company after you loaded it/)
      expect((await read()).body.name).toBe('Northwind Robotics GmbH')
      // Without If-Match the last writer wins, as before.
      expect((await write(northwind)).status).toBe(200)
    })

    it('lets exactly one of two writers racing on the same version win', async () => {
      const version = (await read()).headers.get('etag')!
      const [a, b] = await Promise.all([
        write({ ...northwind, name: 'Northwind A' }, version),
        write({ ...northwind, name: 'Northwind B' }, version),
      ])
      expect([a.status, b.status].sort()).toEqual([200, 412])
      const winner = a.status === 200 ? 'Northwind A' : 'Northwind B'
      expect((await read()).body.name).toBe(winner)
      await write(northwind)
    })

    it('replays a creation retried with the same Idempotency-Key, creating it once', async () => {
      const body = { first_name: 'Ida', last_name: 'Empotent', email: 'ida@hireloop.test', password: 'Hireloop#2026' }
      const key = 'b4f0c1de-7f1e-4c2a-9d3b-5e6f7a8b9c0d'
      const send = (payload: unknown, idempotencyKey = key) =>
        api(t.base, 'POST', '/register/talent', { body: payload, headers: { 'idempotency-key': idempotencyKey } })
      const users = await count('users')
      const first = await send(body)
      expect(first.status).toBe(201)
      const retry = await send(body)
      expect(retry.status).toBe(201)
      expect(retry.body).toEqual(first.body)
      expect(retry.headers.get('idempotent-replayed')).toBe('true')
      expect(await count('users')).toBe(users + 1)
      expect((await mailbox()).filter((mail) => mail.to === 'ida@hireloop.test')).toHaveLength(1)

      const other = await send({ ...body, email: 'ida.other@hireloop.test' })
      expect(other.status).toBe(422)
      expect(other.body.message[0]).toMatch(/already used for another request/)
      expect((await send(body, 'short')).status).toBe(400)
      expect(await count('users')).toBe(users + 1)
    })

    it('tells a retry whether the first request with its key may still answer, and frees the key of a dead one', async () => {
      const body = {
        first_name: 'Ida',
        last_name: 'Waiting',
        email: 'ida.waiting@hireloop.test',
        password: 'Hireloop#2026',
      }
      const key = 'c5a1d2ef-8a2f-4d3b-8e4c-6f7a8b9c0d1e'
      const send = (idempotencyKey = key) =>
        api(t.base, 'POST', '/register/talent', { body, headers: { 'idempotency-key': idempotencyKey } })
      const claim = (idempotencyKey = key) =>
        t.server.db.updateTable('idempotency_keys').where('scope', '=', 'anonymous').where('key', '=', idempotencyKey)
      expect((await send()).status).toBe(201)

      // Committed, answer not kept yet (the moment between the write's commit and its answer): still running.
      await claim().set({ status: null, body: null }).execute()
      const running = await send()
      expect(running).toMatchObject({
        status: 409,
        body: { message: [expect.stringMatching(/still being processed/)] },
      })
      expect(running.headers.get('retry-after')).toBe('1')

      // Committed long ago and never answered: the answer is lost, and a retry must not carry it out again.
      await sql`update idempotency_keys set created_at = now() - interval '10 minutes' where key = ${key}`.execute(
        t.server.db,
      )
      const lost = await send()
      expect(lost).toMatchObject({ status: 409, body: { message: [expect.stringMatching(/answer was lost/)] } })
      expect(lost.headers.get('retry-after')).toBeNull()

      // Claimed long ago, never committed: the first request died before writing, so a retry carries it out.
      const dead = 'd6b2e3f0-9b3a-4e4c-9f5d-7a8b9c0d1e2f'
      const row = await t.server.db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('scope', '=', 'anonymous')
        .where('key', '=', key)
        .executeTakeFirstOrThrow()
      await t.server.db
        .insertInto('idempotency_keys')
        .values({ ...row, key: dead, status: null, body: null, committed_at: null })
        .execute()
      const retried = await send(dead)
      expect(retried.body.message?.join(' ') ?? '').not.toMatch(/Idempotency-Key/)
      expect(retried.status).toBeLessThan(500)
      const kept = await t.server.db
        .selectFrom('idempotency_keys')
        .select('status')
        .where('scope', '=', 'anonymous')
        .where('key', '=', dead)
        .executeTakeFirstOrThrow()
      expect(kept.status).toBe(retried.status)
    })
  })

  describe('audit log', () => {
    const audit = (objectType: string, objectId: string, token = tokens[RECRUITER.email]) =>
      api(t.base, 'GET', `/admin/audit?object_type=${objectType}&object_id=${objectId}`, { token })

    it('records each state-changing call with who, what, before and after, readable by recruiters', async () => {
      const token = tokens[EMPLOYER.email]
      const before = (await audit('user', EMPLOYER.id)).body.total
      expect(
        (await api(t.base, 'PUT', '/me', { token, body: { first_name: 'Erin', last_name: 'Audited' } })).status,
      ).toBe(200)
      // A refused write leaves no entry: it changed nothing.
      expect(
        (
          await api(t.base, 'PUT', '/me', {
            token,
            body: { first_name: 'E', last_name: 'L', company_id: OTHER_COMPANY.id },
          })
        ).status,
      ).toBe(403)
      const page = await audit('user', EMPLOYER.id)
      expect(page.status).toBe(200)
      expect(page.body.total).toBe(before + 1)
      expect(page.body.results[0]).toMatchObject({
        operation_id: 'updateMe',
        actor_id: EMPLOYER.id,
        actor_role: 'employer',
        object_type: 'user',
        object_id: EMPLOYER.id,
        before: { first_name: 'Erin', last_name: 'Employer', image_url: null },
        after: { first_name: 'Erin', last_name: 'Audited', image_url: null },
        request_id: expect.any(String),
        created_at: expect.any(String),
      })
      await api(t.base, 'PUT', '/me', { token, body: { first_name: 'Erin', last_name: 'Employer' } })
    })

    it('names no secret and is closed to everyone but recruiters', async () => {
      const rows = await t.server.db.selectFrom('audit_log').select(['before', 'after']).execute()
      expect(JSON.stringify(rows)).not.toMatch(/Hireloop#20|argon2|password_hash|"token"/)
      expect((await audit('user', EMPLOYER.id, tokens[EMPLOYER.email])).status).toBe(403)
      expect((await audit('user', EMPLOYER.id, tokens[ADMIN.email])).status).toBe(200)
      expect(
        (await api(t.base, 'GET', `/admin/audit?object_type=user`, { token: tokens[RECRUITER.email] })).status,
      ).toBe(400)
    })

    it('is append-only in the database itself', async () => {
      await expect(t.server.db.updateTable('audit_log').set({ operation_id: 'forged' }).execute()).rejects.toThrow(
        /append-only/,
      )
      await expect(t.server.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/)
    })
  })

  describe('notifications', () => {
    it('lists newest first with page numbers, filters unread, clears and saves settings', async () => {
      const token = tokens[ADMIN.email]
      const page1 = await api(t.base, 'GET', '/me/notification?size=2', { token })
      expect(page1.status).toBe(200)
      expect(page1.body).toMatchObject({ total: 4, size: 2, current_page: 1, next: 2, previous: null })
      expect(page1.body.results[0].metadata_field.message).toBe('Erin Employer sent you a message.')
      const times = page1.body.results.map((n: { created_at: string }) => n.created_at)
      expect([...times].sort().reverse()).toEqual(times)
      const page2 = await api(t.base, 'GET', '/me/notification?size=2&page=2', { token })
      expect(page2.body).toMatchObject({ next: null, previous: 1, current_page: 2 })

      const unread = await api(t.base, 'GET', '/me/notification?unread=true', { token })
      expect(unread.body.total).toBe(3)
      const one = await api(t.base, 'POST', '/me/notification', { token, body: { ids: [unread.body.results[0].id] } })
      expect(one.body).toEqual({ cleared: 1 })
      expect((await api(t.base, 'POST', '/me/notification', { token })).body).toEqual({ cleared: 2 })
      expect((await api(t.base, 'GET', '/me/notification?unread=true', { token })).body.total).toBe(0)

      const settings = { email_on_message: false, email_on_application: true, email_on_meeting: false }
      expect((await api(t.base, 'PUT', '/me/notification', { token, body: settings })).body).toEqual(settings)
      expect((await api(t.base, 'GET', '/me', { token })).body.notification_settings).toEqual(settings)
    })

    it('validates paging parameters', async () => {
      const response = await api(t.base, 'GET', '/me/notification?size=1000&page=0', { token: tokens[TALENT.email] })
      expect(response.status).toBe(400)
      expect(response.body.detail.map((d: { loc: unknown[] }) => d.loc)).toEqual(
        expect.arrayContaining([
          ['query', 'size'],
          ['query', 'page'],
        ]),
      )
    })
  })

  describe('bad input', () => {
    it('never answers 500 to malformed requests', async () => {
      const token = tokens[TALENT.email]
      const cases: {
        method: string
        path: string
        rawBody?: string
        body?: unknown
        contentType?: string
        token?: string
      }[] = [
        { method: 'POST', path: '/register/talent', rawBody: '{"first_name":' },
        { method: 'POST', path: '/register/talent', rawBody: '' },
        { method: 'POST', path: '/register/talent', body: [] },
        { method: 'POST', path: '/register/talent', body: null },
        { method: 'POST', path: '/register/talent', body: 'a string' },
        { method: 'POST', path: '/register/talent', body: { first_name: 1, last_name: {}, email: [], password: true } },
        {
          method: 'POST',
          path: '/register/talent',
          body: { first_name: 'x'.repeat(100_000), last_name: 'y', email: 'a@b.test', password: 'Hireloop#2026' },
        },
        {
          method: 'POST',
          path: '/register/talent',
          rawBody: 'first_name=a',
          contentType: 'application/x-www-form-urlencoded',
        },
        { method: 'POST', path: '/register/talent', rawBody: '{}', contentType: 'text/plain' },
        { method: 'POST', path: '/register/company', body: { employer: 'x', company: [] } },
        { method: 'POST', path: '/register/activate_talent/not-a-uuid', body: { token: 'x' } },
        { method: 'POST', path: '/password_reset/confirm', body: { token: '', value: '' } },
        { method: 'PUT', path: '/me/notification', body: { email_on_message: 'yes' }, token },
        { method: 'POST', path: '/me/notification', body: { ids: ['not-a-uuid'] }, token },
        { method: 'GET', path: '/me/notification?page=abc', token },
        { method: 'GET', path: '/admin/company/not-a-uuid', token: tokens[RECRUITER.email] },
        { method: 'DELETE', path: '/me', token },
      ]
      for (const request of cases) {
        const response = await api(t.base, request.method, request.path, request)
        if (response.status >= 500) console.error(request, response.body)
        expect(
          response.status,
          `${request.method} ${request.path} ${request.rawBody ?? JSON.stringify(request.body)}`,
        ).toBeGreaterThanOrEqual(400)
        expect(response.status).toBeLessThan(500)
        expect(typeof response.body).toBe('object')
      }
    })

    it('answers a JSON 404 for unknown API paths', async () => {
      const response = await api(t.base, 'GET', '/no/such/thing')
      expect(response.status).toBe(404)
      expect(response.body).toEqual({ message: ['Not found.'] })
    })
  })
}
