import type { Transaction } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import type { Database } from '../src/db/schema.ts'
import type { PublishInput } from '../src/events/index.ts'
import { png } from './helpers/file-fixtures.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'
import { SseStream } from './helpers/sse.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const TALENT = demo('talent.published@hireloop.test')
const OTHER_TALENT = demo('talent.new@hireloop.test')
const PASSWORD_CHANGER = demo('talent.draft@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const OTHER_EMPLOYER = demo('employer.new@hireloop.test')
const ADMIN = demo('admin@hireloop.test')
const COMPANY = DEMO_COMPANIES[0]!

/** Short heartbeats, so "nothing else came" can be said after a few of them. */
export const HEARTBEAT_MS = 100

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * Live events (issue 9, item 5; ADR 0026), black box over HTTP with real sign-ins: the stream's protocol
 * (authentication, headers, heartbeats, Last-Event-ID), who receives what, exactly-once delivery, and the first real
 * producers (password, email, avatar, company logo). Runs on PGlite and PostgreSQL; the two-process test is in
 * events.postgres.test.ts.
 */
export function eventsSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const token = (user: { email: string }) => tokens[user.email]!
  const open: SseStream[] = []

  async function stream(user: { email: string } | null, options: { lastEventId?: string } = {}) {
    const opened = await SseStream.open(t.base, user ? token(user) : null, options)
    open.push(opened)
    return opened
  }

  /** Publishes as a handler does: in a transaction, delivered after the commit. */
  async function publish(input: PublishInput, options: { rollback?: boolean } = {}) {
    let transaction: Transaction<Database> | undefined
    const events = await t.server.db.transaction().execute(async (trx) => {
      transaction = trx
      const published = await t.server.events.publish(trx, input)
      if (options.rollback) throw new Error('rolled back on purpose')
      return published
    })
    t.server.events.committed(transaction!)
    return events
  }

  const notice = (to: string, message: string) =>
    publish({ type: 'notification.created', to, notification: { message } })

  /** Lets a few heartbeats pass: whatever was on its way has arrived by then. */
  const quiet = (s: SseStream, beats = 3) => {
    const seen = s.heartbeats
    return s.until((x) => x.heartbeats >= seen + beats, 5_000, `${beats} heartbeats`)
  }

  const messages = (s: SseStream) =>
    s.events.map((e) => (e.data.notification as { metadata_field: { message: string } } | null)?.metadata_field.message)

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false', EVENTS_HEARTBEAT_MS: String(HEARTBEAT_MS) })
    for (const user of [TALENT, OTHER_TALENT, PASSWORD_CHANGER, EMPLOYER, OTHER_EMPLOYER, ADMIN]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()))
    await t?.close()
  })

  describe('the stream', () => {
    it('needs a valid bearer token (401) and a well-formed Last-Event-ID (400)', async () => {
      expect((await stream(null)).status).toBe(401)
      expect((await SseStream.open(t.base, 'not-a-token')).status).toBe(401)
      const refused = await stream(TALENT, { lastEventId: 'yesterday' })
      expect(refused.status).toBe(400)
      expect(refused.headers.get('content-type')).toContain('application/json')
    })

    it('answers text/event-stream, never cached nor buffered, starting with the position to resume from', async () => {
      await notice(OTHER_TALENT.id, 'Someone else’s news.')
      const { max } = await t.server.db
        .selectFrom('events')
        .select((eb) => eb.fn.max('id').as('max'))
        .executeTakeFirstOrThrow()
      const s = await stream(TALENT)
      expect(s.status).toBe(200)
      expect(s.headers.get('content-type')).toBe('text/event-stream')
      expect(s.headers.get('cache-control')).toBe('no-store')
      expect(s.headers.get('x-accel-buffering')).toBe('no')
      await s.until((x) => x.frames.length > 0)
      // A bare id (no data: no event fires), so a reconnect skips what happened before this stream.
      expect(s.frames[0]).toEqual({ id: String(max), at: expect.any(Number) })
    })

    it('sends a keep-alive comment every EVENTS_HEARTBEAT_MS', async () => {
      const s = await stream(TALENT)
      const started = performance.now()
      await s.until((x) => x.heartbeats >= 3, 3_000, 'three heartbeats')
      expect(performance.now() - started).toBeGreaterThanOrEqual(2 * HEARTBEAT_MS)
      expect(s.events).toEqual([])
    })

    it('forgets a stream when the client goes away', async () => {
      const before = t.server.events.streams.size
      const s = await stream(TALENT)
      expect(t.server.events.streams.size).toBe(before + 1)
      const subscribers = t.server.events.hub.subscriberCount
      await s.close()
      await expect.poll(() => t.server.events.streams.size).toBe(before)
      expect(t.server.events.hub.subscriberCount).toBe(subscribers - 1)
    })

    it('ends when the access token expires (the client reconnects with a renewed one)', async () => {
      const endsAt = Date.now() + 150
      const body = await t.server.events.streams.open({
        userId: TALENT.id,
        lastEventId: null,
        heartbeatMs: HEARTBEAT_MS,
        endsAt,
      })
      const chunks: string[] = []
      for await (const chunk of body) chunks.push(String(chunk))
      // Not before the token expires (a timer may fire a few ms early), and soon after it. Measured against the
      // expiry itself: opening the stream may take longer than 50 ms on a loaded machine.
      expect(Date.now()).toBeGreaterThanOrEqual(endsAt - 10)
      expect(Date.now()).toBeLessThan(endsAt + 2_000)
    })
  })

  describe('delivery', () => {
    it('turns a password change into one notification and one event, for that user only', async () => {
      const mine = await stream(PASSWORD_CHANGER)
      const others = await stream(TALENT)
      const changed = await api(t.base, 'PUT', '/me/password', {
        token: token(PASSWORD_CHANGER),
        body: { value: 'Hireloop#2027', current_password: DEMO_PASSWORD },
      })
      expect(changed.status).toBe(204)
      await mine.until((x) => x.events.length > 0)
      const [event] = mine.events
      expect(event).toMatchObject({ event: 'account.password_changed' })
      expect(event!.data).toEqual({
        id: event!.id,
        type: 'account.password_changed',
        occurred_at: expect.any(String),
        subject: { type: 'user', id: PASSWORD_CHANGER.id },
        notification: {
          id: expect.any(String),
          type: 'app',
          created_at: expect.any(String),
          read_at: null,
          metadata_field: { message: 'Your password was changed.', context: null },
        },
      })
      // The bell lists the very same notification.
      const listed = await api(t.base, 'GET', '/me/notification', { token: token(PASSWORD_CHANGER) })
      expect(listed.body.results[0]).toEqual(event!.data.notification)

      // Published once: no second copy (on PostgreSQL the NOTIFY echo reaches this process too), one row each.
      await quiet(mine)
      await quiet(others)
      expect(mine.events).toHaveLength(1)
      expect(others.events).toEqual([])
      const rows = await t.server.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', PASSWORD_CHANGER.id)
        .where('message', '=', 'Your password was changed.')
        .execute()
      expect(rows).toHaveLength(1)
      const events = await t.server.db
        .selectFrom('events')
        .select('id')
        .where('user_id', '=', PASSWORD_CHANGER.id)
        .where('type', '=', 'account.password_changed')
        .execute()
      expect(events).toHaveLength(1)
    })

    it("tells every employer of a company that its logo changed, and nobody else's", async () => {
      const employer = await stream(EMPLOYER)
      const other = await stream(OTHER_EMPLOYER)
      const admin = await stream(ADMIN)
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'logo.png')
      const uploaded = await fetch(`${t.base}/api/v1/admin/company/${COMPANY.id}/logo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token(ADMIN)}` },
        body: form,
      })
      expect(uploaded.status).toBe(200)
      await employer.until((x) => x.events.length > 0)
      expect(employer.events[0]!.data).toMatchObject({
        type: 'company.logo_changed',
        subject: { type: 'company', id: COMPANY.id },
        notification: {
          metadata_field: { message: 'Your company logo was updated.', context: { type: 'company', id: COMPANY.id } },
        },
      })
      await quiet(other)
      expect(other.events).toEqual([])
      expect(admin.events).toEqual([])
    })

    it('sends an avatar change to the user without a notification', async () => {
      const s = await stream(TALENT)
      const count = () =>
        t.server.db
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', TALENT.id)
          .executeTakeFirstOrThrow()
      const before = await count()
      const form = new FormData()
      form.append('profile_picture', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'me.png')
      const uploaded = await fetch(`${t.base}/api/v1/me/avatar`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token(TALENT)}` },
        body: form,
      })
      expect(uploaded.status).toBe(200)
      await s.until((x) => x.events.length > 0)
      expect(s.events[0]!.data).toMatchObject({
        type: 'account.avatar_changed',
        subject: { type: 'user', id: TALENT.id },
        notification: null,
      })
      expect(await count()).toEqual(before)
    })

    it('sends an email change once it is confirmed', async () => {
      const s = await stream(OTHER_TALENT)
      const asked = await api(t.base, 'PUT', '/me/email', {
        token: token(OTHER_TALENT),
        body: { email: 'talent.renamed@hireloop.test', current_password: DEMO_PASSWORD },
      })
      expect(asked.status).toBe(202)
      await t.server.jobs.drain()
      const mail = await t.server.db
        .selectFrom('outbox')
        .select('links')
        .where('to_address', '=', 'talent.renamed@hireloop.test')
        .executeTakeFirstOrThrow()
      await quiet(s, 2)
      // Asking changes nothing yet, so nothing is announced.
      expect(s.events).toEqual([])
      const mailed = new URL(mail.links[0]!).searchParams.get('token')!
      expect((await api(t.base, 'POST', '/email_change/confirm', { body: { token: mailed } })).status).toBe(200)
      await s.until((x) => x.events.length > 0)
      expect(s.events.map((e) => e.data.type)).toEqual(['account.email_changed'])
      expect(messages(s)).toEqual(['Your email address was changed.'])
    })

    it('publishes nothing from a transaction that rolls back', async () => {
      const s = await stream(TALENT)
      await expect(
        publish(
          { type: 'notification.created', to: TALENT.id, notification: { message: 'Never happened.' } },
          {
            rollback: true,
          },
        ),
      ).rejects.toThrow('rolled back on purpose')
      await notice(TALENT.id, 'Happened.')
      await s.until((x) => x.events.length > 0)
      await quiet(s)
      expect(messages(s)).toEqual(['Happened.'])
      const ghost = await t.server.db
        .selectFrom('notifications')
        .select('id')
        .where('message', '=', 'Never happened.')
        .execute()
      expect(ghost).toEqual([])
    })

    it('delivers to every open stream of the user (several tabs)', async () => {
      const [a, b] = [await stream(TALENT), await stream(TALENT)]
      await notice(TALENT.id, 'Both tabs.')
      await a.until((x) => x.events.length > 0)
      await b.until((x) => x.events.length > 0)
      expect([messages(a), messages(b)]).toEqual([['Both tabs.'], ['Both tabs.']])
    })
  })

  describe('resume with Last-Event-ID', () => {
    it('replays exactly the events missed, in order, then goes on live', async () => {
      await notice(TALENT.id, 'Before.')
      const first = await stream(TALENT)
      await first.until((x) => x.lastEventId !== undefined)
      const position = first.lastEventId!
      await first.close()

      await notice(TALENT.id, 'Missed 1.')
      await notice(OTHER_TALENT.id, 'Not for this user.')
      const [missed2] = await notice(TALENT.id, 'Missed 2.')
      await notice(TALENT.id, 'Missed 3.')
      const resumed = await stream(TALENT, { lastEventId: position })
      await resumed.until((x) => x.events.length >= 3)
      expect(messages(resumed)).toEqual(['Missed 1.', 'Missed 2.', 'Missed 3.'])
      await notice(TALENT.id, 'Live.')
      await resumed.until((x) => x.events.length >= 4)
      await quiet(resumed)
      expect(messages(resumed)).toEqual(['Missed 1.', 'Missed 2.', 'Missed 3.', 'Live.'])
      // Ids only grow on a stream: the last one received is always the right Last-Event-ID.
      const ids = resumed.frames.filter((f) => f.id !== undefined).map((f) => Number(f.id))
      expect(ids).toEqual([...ids].sort((a, b) => a - b))
      expect(new Set(ids).size).toBe(ids.length)

      const fromMissed2 = await stream(TALENT, { lastEventId: missed2!.id })
      await fromMissed2.until((x) => x.events.length >= 2)
      await quiet(fromMissed2)
      expect(messages(fromMissed2)).toEqual(['Missed 3.', 'Live.'])

      const upToDate = await stream(TALENT, { lastEventId: resumed.lastEventId! })
      await quiet(upToDate)
      expect(upToDate.events).toEqual([])
    })

    it('replays only the last 24 hours, at most the 500 newest', async () => {
      const [old] = await notice(ADMIN.id, 'Too old.')
      await t.server.db
        .updateTable('events')
        .set({ created_at: new Date(Date.now() - 25 * 3_600_000) } as never)
        .where('id', '=', Number(old!.id))
        .execute()
      const [recent] = await notice(ADMIN.id, 'Recent.')
      const beforeOld = String(Number(old!.id) - 1)
      const s = await stream(ADMIN, { lastEventId: beforeOld })
      await s.until((x) => x.events.length > 0)
      await quiet(s)
      expect(messages(s)).toEqual(['Recent.'])

      await t.server.db.transaction().execute(async (trx) => {
        for (let n = 1; n <= 501; n++) {
          await t.server.events.publish(trx, {
            type: 'notification.created',
            to: ADMIN.id,
            notification: { message: `Bulk ${n}.` },
          })
        }
      })
      const bulk = await stream(ADMIN, { lastEventId: recent!.id })
      await bulk.until((x) => x.events.length >= 500)
      await quiet(bulk)
      expect(bulk.events).toHaveLength(500)
      expect(messages(bulk).at(0)).toBe('Bulk 2.')
      expect(messages(bulk).at(-1)).toBe('Bulk 501.')
    })
  })

  it('measures publish to delivery in the same process', async () => {
    const s = await stream(TALENT)
    await s.until((x) => x.comments > 0)
    const latencies: number[] = []
    for (let n = 0; n < 20; n++) {
      const started = performance.now()
      await notice(TALENT.id, `Timed ${n}.`)
      await s.until((x) => x.events.length > n)
      latencies.push(s.frames.filter((f) => f.data !== undefined)[n]!.at - started)
    }
    console.log(
      `live events on ${kind}: publish to delivery in the same process: p50 ${median(latencies).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms (20 events)`,
    )
    expect(median(latencies)).toBeLessThan(250)
  })

  it('ends open streams when the server closes, without waiting for them', async () => {
    const other = await startTestServer(kind, { EVENTS_HEARTBEAT_MS: String(HEARTBEAT_MS) })
    const { access_token } = await signIn(other.base, TALENT.email, DEMO_PASSWORD)
    const s = await SseStream.open(other.base, access_token)
    expect(s.status).toBe(200)
    await s.until((x) => x.comments > 0)
    const started = performance.now()
    await other.close()
    await s.finished()
    expect(s.ended).toBe(true)
    expect(performance.now() - started).toBeLessThan(5_000)
  })
}
