import { sql } from 'kysely'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO_COMPANIES, DEMO_PASSWORD } from '../src/db/seed.ts'
import { freePort } from './global-setup.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, startTestServer, type TestServer } from './helpers/server.ts'

/**
 * With SMTP_URL the outbox is sent for real (to a local catcher here) by send_mail jobs on the durable queue
 * (ADR 0016), and the developer mailbox is gone.
 */
const received: { to: string[]; raw: string }[] = []
// The catcher refuses this recipient, as a mail server refuses a mailbox it does not know.
const REFUSED = 'refused@hireloop.test'
let smtp: SMTPServer
let t: TestServer

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    // No DNS in the sandbox: a reverse lookup per connection only waits for its timeout.
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (address.address === REFUSED) callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }))
      else callback()
    },
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw })
        callback()
      })
    },
  })
  const port = await freePort()
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve))
  t = await startTestServer('pglite', { SMTP_URL: `smtp://127.0.0.1:${port}` })
})
afterAll(async () => {
  await t?.close()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

it('sends the verification mail over SMTP and marks it sent', async () => {
  const response = await api(t.base, 'POST', '/register/talent', {
    body: { first_name: 'Sam', last_name: 'Smtp', email: 'sam@hireloop.test', password: 'Hireloop#2026' },
  })
  expect(response.status).toBe(201)
  await expect.poll(() => received.length, { timeout: 5000 }).toBe(1)
  expect(received[0]!.to).toEqual(['sam@hireloop.test'])
  expect(received[0]!.raw).toContain('Subject: Confirm your email address')
  await expect
    .poll(
      async () =>
        (
          await t.server.db
            .selectFrom('outbox')
            .select('status')
            .where('to_address', '=', 'sam@hireloop.test')
            .executeTakeFirst()
        )?.status,
    )
    .toBe('sent')
  expect((await fetch(`${t.base}/dev/mailbox.json`)).status).toBe(404)
  const config = (await (await fetch(`${t.base}/portal-config.json`)).json()) as { devMailbox: boolean }
  expect(config.devMailbox).toBe(false)
})

it('keeps a refused mail pending with its job retrying, and marks it failed when the job gives up', async () => {
  const response = await api(t.base, 'POST', '/register/talent', {
    body: { first_name: 'Rae', last_name: 'Refused', email: REFUSED, password: 'Hireloop#2026' },
  })
  expect(response.status).toBe(201)
  const outbox = () =>
    t.server.db
      .selectFrom('outbox')
      .select(['id', 'status', 'last_error'])
      .where('to_address', '=', REFUSED)
      .executeTakeFirstOrThrow()
  const job = async () =>
    t.server.db
      .selectFrom('jobs')
      .select(['status', 'attempts', 'last_error'])
      .where('kind', '=', 'send_mail')
      .where(sql<boolean>`payload->>'outboxId' = ${(await outbox()).id}`)
      .executeTakeFirstOrThrow()

  await t.server.jobs.drain()
  expect(await outbox()).toMatchObject({ status: 'pending', last_error: null })
  expect(await job()).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('550') })

  // The queue's backoff is minutes long in all: make each retry due now.
  for (let attempt = 2; attempt <= 8; attempt++) {
    await t.server.db.updateTable('jobs').set({ run_at: new Date() }).where('status', '=', 'pending').execute()
    await t.server.jobs.drain()
  }
  expect(await job()).toMatchObject({ status: 'failed', attempts: 8 })
  expect(await outbox()).toMatchObject({ status: 'failed', last_error: expect.stringContaining('550') })
  expect(received.some((mail) => mail.to.includes(REFUSED))).toBe(false)
})

it('sends a meeting invitation with its .ics as a calendar part, after the commit (ADR 0078)', async () => {
  const { access_token: token } = await signIn(t.base, 'employer@hireloop.test', DEMO_PASSWORD)
  const tara = '6f1c1b8e-4a52-4a4e-9d43-3c1f0a8f5b11'
  const response = await api(t.base, 'POST', `/company/${DEMO_COMPANIES[0]!.id}/meeting`, {
    token,
    body: {
      title: 'Intro call',
      type: 'intro',
      starts_at: '2027-02-01T09:00:00Z',
      duration_minutes: 30,
      time_zone: 'Europe/Berlin',
      participant_ids: [tara],
    },
  })
  expect(response.status).toBe(201)
  const invitations = () => received.filter((mail) => mail.raw.includes('Subject: Invitation: intro call'))
  await expect
    .poll(
      () =>
        invitations()
          .map((mail) => mail.to[0])
          .sort(),
      { timeout: 5000 },
    )
    .toEqual(['employer@hireloop.test', 'talent.published@hireloop.test'])
  for (const mail of invitations()) {
    expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i)
    expect(mail.raw).toMatch(/filename=invite\.ics/)
    expect(mail.raw).toContain(`UID:${response.body.id}@127.0.0.1`)
  }
})
