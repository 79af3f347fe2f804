import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { freePort } from './global-setup.ts'
import { api, startTestServer, type TestServer } from './helpers/server.ts'

/** With SMTP_URL the outbox is sent for real (to a local catcher here), and the developer mailbox is gone. */
const received: { to: string[]; raw: string }[] = []
let smtp: SMTPServer
let t: TestServer

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    // No DNS in the sandbox: a reverse lookup per connection only waits for its timeout.
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS'],
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
