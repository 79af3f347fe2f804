import { readFileSync } from 'node:fs'
import { QueryClient } from '@tanstack/react-query'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { type ApiError } from '../client/api-error.ts'
import { createApiClient } from '../client/create-api-client.ts'
import { getCompanyQuery, getMeQuery } from '../generated/operations.ts'
import { callOperation as call } from '../operations/call-operation.ts'
import { activate } from '../requests/activate.ts'
import { notificationsQuery } from '../requests/notifications.ts'
import { createDb, db, DEMO_PASSWORD, demoEmailChange, demoEmails, resetDb, signInAs, userByEmail } from './db.ts'
import { clientAs, useMockMarketplace } from './mock-clients.ts'
import { IMAGE_URL_PATTERN, MESSAGES, PERSON_NAME_MESSAGE, PERSON_NAME_PATTERN } from './support.ts'
import { emptyNotifications, errorFor, loadingForever, networkErrorFor, slow } from './states.ts'

const server = useMockMarketplace()

describe('fixture db', () => {
  it('is the same on every build (fixed seed)', () => {
    expect(createDb()).toEqual(createDb())
    expect(db.users.map((u) => u.email)).toEqual(expect.arrayContaining(Object.values(demoEmails)))
  })
})

describe('handlers answer through the real client', () => {
  it('gives each demo login its profile, camelCased', async () => {
    const me = await call(clientAs('employer'), 'getMe', {})
    expect(me).toMatchObject({ email: demoEmails.employer, userType: 'employer', company: { type: 'scaleup' } })
    expect(me.notificationSettings).toHaveProperty('emailOnMessage')
    expect((await call(clientAs('talentDraft'), 'getMe', {})).resume).toMatchObject({ draft: true })
    expect((await call(clientAs('talentNew'), 'getMe', {})).resume).toBeNull()
    expect((await call(clientAs('employerNew'), 'getMe', {})).company).toMatchObject({ type: null })
    expect(await call(clientAs('admin'), 'getMe', {})).toMatchObject({ isAdmin: true, userType: 'recruiter' })
  })

  it('answers 401 when nobody is signed in', async () => {
    await expect(call(clientAs(null), 'getMe', {})).rejects.toMatchObject({ status: 401, silent: true })
  })

  it('treats the db signed-in user as the caller when no token is sent (Storybook)', async () => {
    signInAs('recruiter')
    const client = createApiClient({ baseUrl: 'http://localhost' })
    expect((await client.GET('/me')).data?.email).toBe(demoEmails.recruiter)
  })

  it('serves a company under the employer scope and under /admin, and enforces the scope', async () => {
    const employer = userByEmail(demoEmails.employer)!
    const other = db.companies.find((c) => c.id !== employer.company_id)!
    const client = clientAs('employer')
    expect(
      await new QueryClient().fetchQuery(getCompanyQuery(client, { path: { id: employer.company_id! } })),
    ).toMatchObject({
      name: 'Acme Robotics',
      websiteUrl: expect.any(String),
    })
    // Another company is not there for an employer at all (the server's 404: no existence leak).
    await expect(call(client, 'getCompany', { path: { id: other.id } })).rejects.toMatchObject({
      status: 404,
      message: 'Company not found.',
    })
    expect(await call(clientAs('recruiter'), 'getCompany', { path: { id: other.id } })).toMatchObject({ id: other.id })
    await expect(
      call(clientAs('recruiter'), 'getCompany', { path: { id: '00000000-0000-4000-8000-ffffffffffff' } }),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Company not found.',
    })
    // A talent's client refuses before sending (getCompany is not offered to talents).
    await expect(call(clientAs('talentPublished'), 'getCompany', { path: { id: other.id } })).rejects.toMatchObject({
      kind: 'scope',
    })
  })

  it('registers a talent visible to later calls: duplicate, activation, sign-in', async () => {
    const anonymous = clientAs(null)
    const body = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@hireloop.test', password: 'Hireloop#2026' }
    const registration = await call(anonymous, 'registerTalent', { body })
    expect(registration).toMatchObject({ userType: 'talent', email: body.email })
    await expect(call(anonymous, 'registerTalent', { body })).rejects.toMatchObject({
      status: 409,
      message: 'email: An account with this email already exists.',
    })
    const created = userByEmail(body.email)!
    expect(created.is_active).toBe(false)
    await expect(
      activate(anonymous, { userType: 'talent', id: registration.userId, token: 'wrong' }),
    ).rejects.toMatchObject({ status: 400 })
    expect(
      await activate(anonymous, { userType: 'talent', id: registration.userId, token: created.activation_token }),
    ).toEqual({ userId: registration.userId, userType: 'talent', isActive: true })
    const grace = createApiClient({ baseUrl: 'http://localhost', getAccessToken: () => `mock:${body.email}` })
    expect(await call(grace, 'getMe', {})).toMatchObject({ firstName: 'Grace', resume: null })
  })

  it('registers a company with validation errors as loc: msg pairs', async () => {
    const anonymous = clientAs(null)
    const error = (await call(anonymous, 'registerCompany', {
      body: {
        employer: { firstName: '', lastName: 'L', email: 'nope', password: 'short' },
        company: { name: 'X', websiteUrl: 'ftp://x' },
      },
    }).catch((e: unknown) => e)) as ApiError
    expect(error.status).toBe(400)
    expect(error.message.split('\n')).toEqual([
      'employer.first_name: This field is required.',
      'employer.email: Invalid email.',
      'employer.password: Must be at least 8 characters.',
      'company.website_url: URL is not valid.',
    ])
    const ok = await call(anonymous, 'registerCompany', {
      body: {
        employer: { firstName: 'Ada', lastName: 'L', email: 'ada@a.test', password: 'Hireloop#2026' },
        company: { name: 'Analytical', websiteUrl: 'https://a.test' },
      },
    })
    expect(db.companies.find((c) => c.id === ok.companyId)?.name).toBe('Analytical')
  })

  it('resets a password with the mailed token', async () => {
    const anonymous = clientAs(null)
    await call(anonymous, 'requestPasswordReset', { body: { email: 'nobody@hireloop.test' } })
    await call(anonymous, 'requestPasswordReset', { body: { email: demoEmails.talentNew } })
    const user = userByEmail(demoEmails.talentNew)!
    await expect(
      call(anonymous, 'confirmPasswordReset', { body: { token: 'bad', value: 'Hireloop#2027' } }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'token: This link is invalid or has expired.',
    })
    await call(anonymous, 'confirmPasswordReset', { body: { token: user.reset_token!, value: 'Hireloop#2027' } })
    expect(user.password).toBe('Hireloop#2027')
  })

  it('updates the profile; names and image URLs follow the contract', async () => {
    const client = clientAs('talentPublished')
    expect(await call(client, 'updateMe', { body: { firstName: 'Tina', lastName: "O'Brien-Smith" } })).toMatchObject({
      firstName: 'Tina',
    })
    expect((await call(client, 'getMe', {})).firstName).toBe('Tina')
    const refused = (await call(client, 'updateMe', {
      body: {
        firstName: 'visit evil.com',
        lastName: 'Bob2',
        imageUrl: 'javascript:alert(1)',
      },
    }).catch((e: unknown) => e)) as ApiError
    expect(refused.status).toBe(400)
    expect(refused.fieldErrors).toEqual({
      firstName: [PERSON_NAME_MESSAGE],
      lastName: [PERSON_NAME_MESSAGE],
      imageUrl: ['URL is not valid.'],
    })
    expect((await call(client, 'getMe', {})).firstName).toBe('Tina')
    for (const imageUrl of ['http://example.com/a.png', 'data:image/png;base64,AAAA', 'file:///etc/passwd']) {
      await expect(
        call(client, 'updateMe', { body: { firstName: 'Tina', lastName: 'T', imageUrl } }),
      ).rejects.toMatchObject({
        status: 400,
        message: 'image_url: URL is not valid.',
      })
    }
    for (const imageUrl of ['https://cdn.example.com/a.png', 'http://localhost:3000/a.png', null]) {
      expect(await call(client, 'updateMe', { body: { firstName: 'Tina', lastName: 'T', imageUrl } })).toMatchObject({
        imageUrl,
      })
    }
    const talent = userByEmail(demoEmails.talentPublished)!
    await expect(
      call(clientAs('recruiter'), 'updateTalent', {
        path: { id: talent.id },
        body: { firstName: 'Tina', lastName: 'T', imageUrl: 'http://x.test/a' },
      }),
    ).rejects.toMatchObject({ status: 400, message: 'image_url: URL is not valid.' })
  })

  it('refuses a sign-up whose name is not a name', async () => {
    const anonymous = clientAs(null)
    const body = {
      firstName: 'Click',
      lastName: 'x\nvisit http://x',
      email: 'n@hireloop.test',
      password: DEMO_PASSWORD,
    }
    await expect(call(anonymous, 'registerTalent', { body })).rejects.toMatchObject({
      status: 400,
      message: `last_name: ${PERSON_NAME_MESSAGE}`,
    })
    expect(userByEmail('n@hireloop.test')).toBeUndefined()
  })

  it('changes the password only with the current one', async () => {
    const client = clientAs('talentPublished')
    const user = userByEmail(demoEmails.talentPublished)!
    await expect(
      call(client, 'updateMyPassword', { body: { value: 'Hireloop#2027', currentPassword: 'wrong' } }),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: { currentPassword: ['The current password is not correct.'] },
    })
    expect(user.password).toBe(DEMO_PASSWORD)
    await expect(
      call(client, 'updateMyPassword', { body: { value: 'x', currentPassword: DEMO_PASSWORD } }),
    ).rejects.toMatchObject({
      message: 'value: Must be at least 8 characters.',
    })
    expect(
      await call(client, 'updateMyPassword', { body: { value: 'Hireloop#2027', currentPassword: DEMO_PASSWORD } }),
    ).toBeUndefined()
    expect(user.password).toBe('Hireloop#2027')
  })

  it('asks for an email change (202, nothing changes) and moves the account when the link is used', async () => {
    const client = clientAs('employer')
    const user = userByEmail(demoEmails.employer)!
    await expect(
      call(client, 'updateMyEmail', { body: { email: 'erin@hireloop.test', currentPassword: 'wrong' } }),
    ).rejects.toMatchObject({ status: 400, fieldErrors: { currentPassword: ['The current password is not correct.'] } })
    // Without the password nobody learns that an address is taken.
    await expect(
      call(client, 'updateMyEmail', { body: { email: demoEmails.recruiter, currentPassword: 'wrong' } }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      call(client, 'updateMyEmail', { body: { email: demoEmails.recruiter, currentPassword: DEMO_PASSWORD } }),
    ).rejects.toMatchObject({ status: 409 })
    await expect(
      call(client, 'updateMyEmail', {
        body: { email: demoEmails.employer.toUpperCase(), currentPassword: DEMO_PASSWORD },
      }),
    ).rejects.toMatchObject({ status: 400, message: 'email: This is already your email address.' })
    expect(user.email_change).toBeNull()

    const requested = await call(client, 'updateMyEmail', {
      body: { email: 'Erin@Hireloop.test', currentPassword: DEMO_PASSWORD },
    })
    expect(requested.pendingEmail).toBe('erin@hireloop.test')
    const hours = (Date.parse(requested.expiresAt) - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(23.9)
    expect(hours).toBeLessThanOrEqual(24)
    expect((await call(client, 'getMe', {})).email).toBe(demoEmails.employer)

    const anonymous = clientAs(null)
    await expect(call(anonymous, 'confirmEmailChange', { body: { token: 'not-a-token' } })).rejects.toMatchObject({
      status: 400,
      message: 'token: This link is invalid or has expired.',
    })
    expect(await call(anonymous, 'confirmEmailChange', { body: { token: user.email_change!.token } })).toEqual({
      email: 'erin@hireloop.test',
    })
    expect(user.email).toBe('erin@hireloop.test')
    // Single use.
    await expect(
      call(anonymous, 'confirmEmailChange', { body: { token: `email-change-${user.id}` } }),
    ).rejects.toMatchObject({
      status: 400,
    })
  })

  it('refuses an expired link, and an address taken in the meantime', async () => {
    const anonymous = clientAs(null)
    const tara = userByEmail(demoEmails.talentPublished)!
    expect(tara.email_change).toMatchObject({ token: demoEmailChange.token, email: demoEmailChange.email })

    createUserWithEmail(demoEmailChange.email)
    await expect(
      call(anonymous, 'confirmEmailChange', { body: { token: demoEmailChange.token } }),
    ).rejects.toMatchObject({
      status: 409,
    })
    expect(tara.email).toBe(demoEmails.talentPublished)

    resetDb()
    const fresh = userByEmail(demoEmails.talentPublished)!
    fresh.email_change = { ...fresh.email_change!, expires_at: new Date(Date.now() - 1000).toISOString() }
    await expect(
      call(anonymous, 'confirmEmailChange', { body: { token: demoEmailChange.token } }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'token: This link is invalid or has expired.',
    })
    resetDb()
    expect(await call(anonymous, 'confirmEmailChange', { body: { token: demoEmailChange.token } })).toEqual({
      email: demoEmailChange.email,
    })
  })

  it('pages notifications, clears them and saves settings', async () => {
    const client = clientAs('employer')
    const first = await call(client, 'listMyNotifications', { query: { size: 2 } })
    expect(first.results).toHaveLength(2)
    expect(first).toMatchObject({ currentPage: 1, size: 2, previous: null })
    expect(first.results[0]).toHaveProperty('metadataField.message')
    expect(notificationsQuery(client).refetchInterval).toBe(10_000)
    const unread = await call(client, 'listMyNotifications', { query: { unread: true, size: 100 } })
    const { cleared } = await call(client, 'clearMyNotifications', {})
    expect(cleared).toBe(unread.total)
    expect((await call(client, 'listMyNotifications', { query: { unread: true } })).total).toBe(0)
    const settings = { emailOnMessage: false, emailOnApplication: true, emailOnMeeting: false }
    expect(await call(client, 'updateNotificationSettings', { body: settings })).toEqual(settings)
    expect((await call(client, 'getMe', {})).notificationSettings).toEqual(settings)
  })
})

describe('rules copied from the contract', () => {
  const schemas = (
    parse(readFileSync(new URL('../../../../openapi/openapi.yaml', import.meta.url), 'utf8')) as {
      components: { schemas: Record<string, { pattern?: string; 'x-pattern-message'?: string }> }
    }
  ).components.schemas

  it('PersonName: the same pattern and message as openapi.yaml', () => {
    expect(PERSON_NAME_PATTERN.source).toBe(schemas.PersonName!.pattern)
    expect(PERSON_NAME_MESSAGE).toBe(schemas.PersonName!['x-pattern-message'])
  })

  it('ImageUrl: the same pattern as openapi.yaml', () => {
    expect(new RegExp(schemas.ImageUrl!.pattern!).source).toBe(IMAGE_URL_PATTERN.source)
  })
})

describe("the server's words", () => {
  // The mocks cannot import the server; its messages are read from its source, each `${...}` standing for a value.
  const source = readFileSync(new URL('../../../../apps/server/src/api/validation.ts', import.meta.url), 'utf8')
  const wording = source.slice(source.indexOf('function message('), source.indexOf('export function validationIssues'))
  const serverSays = [...wording.matchAll(/`([^`\n]*)`|'([^'\n]*)'/g)]
    .map(([, template, quoted]) => (template ?? quoted)!)
    .filter((text) => text.endsWith('.'))
    .map((text) => {
      const parts = text.split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      return new RegExp(`^${parts.join('.*')}$`)
    })

  it('words every validation failure of the mocks as the server does', () => {
    expect(serverSays.length).toBeGreaterThan(20)
    const ours = [
      MESSAGES.required,
      MESSAGES.blank,
      MESSAGES.email,
      MESSAGES.url,
      MESSAGES.atLeast(8),
      MESSAGES.atMost(100),
      MESSAGES.minimum(1),
      MESSAGES.maximum(5),
      MESSAGES.minItems(1),
      MESSAGES.oneOf(['resume', 'vacancy']),
    ]
    for (const message of ours)
      expect(
        serverSays.some((pattern) => pattern.test(message)),
        message,
      ).toBe(true)
  })
})

describe('state helpers', () => {
  it('emptyNotifications gives an empty page', async () => {
    server.use(...emptyNotifications())
    expect(await call(clientAs('employer'), 'listMyNotifications', {})).toEqual({
      results: [],
      next: null,
      previous: null,
      total: 0,
      size: 10,
      currentPage: 1,
    })
  })

  it('errorFor answers the status with a typical body, or the given one', async () => {
    server.use(...errorFor('getMe', 403))
    await expect(call(clientAs('employer'), 'getMe', {})).rejects.toMatchObject({
      status: 403,
      message: 'You cannot access this resource.',
    })
    server.use(...errorFor('getCompany', 500, { message: ['Down for maintenance.'] }))
    const employer = userByEmail(demoEmails.employer)!
    await expect(
      call(clientAs('employer'), 'getCompany', { path: { id: employer.company_id! } }),
    ).rejects.toMatchObject({
      message: 'Down for maintenance.',
    })
  })

  it('networkErrorFor gives the offline error', async () => {
    server.use(...networkErrorFor('getMe'))
    await expect(call(clientAs('employer'), 'getMe', {})).rejects.toMatchObject({ kind: 'offline' })
  })

  it('loadingForever never answers', async () => {
    server.use(...loadingForever('getMe'))
    const outcome = await Promise.race([
      call(clientAs('employer'), 'getMe', {}).then(() => 'answered'),
      new Promise((resolve) => setTimeout(resolve, 200, 'pending')),
    ])
    expect(outcome).toBe('pending')
  })

  it('slow delays every call, then the regular handlers answer', async () => {
    server.use(...slow(150))
    const started = performance.now()
    expect(await new QueryClient().fetchQuery(getMeQuery(clientAs('employer')))).toMatchObject({
      email: demoEmails.employer,
    })
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
  })
})

function createUserWithEmail(email: string) {
  const other = createDb().users.find((u) => u.email === demoEmails.talentNew)!
  db.users.push({ ...other, id: '00000000-0000-4000-8000-0000000000ff', email })
}
