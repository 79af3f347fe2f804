import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { resolve } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts'
import { DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { createEventHub, type EventHub } from '../src/events/event-hub.ts'
import { LISTENER_APPLICATION_NAME } from '../src/events/pg-listener.ts'
import { eventsSuite, HEARTBEAT_MS, median } from './events-suite.ts'
import { freePort } from './global-setup.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api } from './helpers/server.ts'
import { SseStream } from './helpers/sse.ts'

const postgres = inject('postgres')
const SERVER_DIR = resolve(import.meta.dirname, '..')
const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const TALENT = demo('talent.published@hireloop.test')
const PASSWORD_CHANGER = demo('talent.draft@hireloop.test')

/** A real server process (`node --import tsx src/main.ts`), as production runs several behind a load balancer. */
async function startProcess(
  databaseUrl: string,
): Promise<{ base: string; child: ChildProcess; output(): string; stop(): Promise<void> }> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    // Only what the server needs: SMTP_URL and the rest of this environment stay out.
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: base,
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: 'false',
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'warn',
      PORTAL_DIST: '/nonexistent/portal-dist',
      EVENTS_HEARTBEAT_MS: String(HEARTBEAT_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server process exited with ${child.exitCode}:\n${output}`)
    const ready = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server process did not answer /healthz:\n${output}`)
    }
    await new Promise((done) => setTimeout(done, 100))
  }
  return {
    base,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(killer)
    },
  }
}

const silent = { warn() {}, error() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger

if (postgres.available) {
  describe('live events on PostgreSQL 15', () => eventsSuite('postgres'))

  describe('live events across two server processes on one PostgreSQL (LISTEN/NOTIFY)', () => {
    const name = `events_${randomUUID().replaceAll('-', '')}`
    const url = `${postgres.url}/${name}`
    let admin: pg.Client
    let a: Awaited<ReturnType<typeof startProcess>>
    let b: Awaited<ReturnType<typeof startProcess>>
    // This test process is a third publisher: it writes events the way a server does, with its own hub.
    let database: DatabaseHandle
    let publisher: EventHub
    const streams: SseStream[] = []

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: `${postgres.url}/postgres` })
      await admin.connect()
      await admin.query(`create database ${name} template ${postgres.template}`)
      ;[a, b] = await Promise.all([startProcess(url), startProcess(url)])
      database = await openDatabase({ kind: 'postgres', url })
      publisher = await createEventHub(database.db, { notify: true, log: silent })
    })
    afterAll(async () => {
      await Promise.all(streams.map((s) => s.close()))
      await Promise.all([a?.stop(), b?.stop()])
      await publisher?.close()
      await database?.close()
      // pg's pool.end() resolves before its sockets close: let them go before the drop ends whatever is left.
      for (let waited = 0; waited < 5_000; waited += 50) {
        const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name])
        if (rows[0].n === 0) break
        await new Promise((done) => setTimeout(done, 50))
      }
      await admin?.query(`drop database if exists ${name} with (force)`)
      await admin?.end()
    })

    const publish = (message: string) =>
      database.db
        .transaction()
        .execute((trx) =>
          publisher.publish(trx, { type: 'notification.created', to: TALENT.id, notification: { message } }),
        )

    async function openOn(base: string, user = TALENT) {
      const { access_token } = await signIn(base, user.email, DEMO_PASSWORD)
      const s = await SseStream.open(base, access_token)
      streams.push(s)
      expect(s.status).toBe(200)
      return { s, token: access_token }
    }

    it('delivers on process A an event caused through process B, once', async () => {
      const { s: onA } = await openOn(a.base, PASSWORD_CHANGER)
      const { s: onB, token: tokenB } = await openOn(b.base, PASSWORD_CHANGER)
      const changed = await api(b.base, 'PUT', '/me/password', {
        token: tokenB,
        body: { value: 'Hireloop#2027', current_password: DEMO_PASSWORD },
      })
      expect(changed.status).toBe(204)
      await onA.until((x) => x.events.length > 0)
      await onB.until((x) => x.events.length > 0)
      // Same event, same id, on both processes; nothing twice.
      expect(onA.events.map((e) => e.data)).toEqual(onB.events.map((e) => e.data))
      expect(onA.events[0]!.data).toMatchObject({
        type: 'account.password_changed',
        notification: { metadata_field: { message: 'Your password was changed.' } },
      })
      const before = onA.heartbeats
      await onA.until((x) => x.heartbeats >= before + 3)
      expect(onA.events).toHaveLength(1)
      const notifications = await database.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', PASSWORD_CHANGER.id)
        .where('message', '=', 'Your password was changed.')
        .execute()
      expect(notifications).toHaveLength(1)
    })

    it('measures publish to delivery in another process', async () => {
      const { s } = await openOn(a.base)
      await s.until((x) => x.comments > 0)
      const latencies: number[] = []
      for (let n = 0; n < 20; n++) {
        const started = performance.now()
        await publish(`Across ${n}.`)
        await s.until((x) => x.events.length > n)
        latencies.push(s.frames.filter((f) => f.data !== undefined)[n]!.at - started)
      }
      console.log(
        `live events on postgres: publish to delivery in another process: p50 ${median(latencies).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms (20 events)`,
      )
      expect(median(latencies)).toBeLessThan(250)
    })

    it('keeps delivering after the LISTEN connections drop (reconnect, and nothing committed meanwhile is lost)', async () => {
      const { s } = await openOn(a.base)
      const listeners = `select pid from pg_stat_activity where application_name = $1 and datname = $2`
      expect((await admin.query(listeners, [LISTENER_APPLICATION_NAME, name])).rows).toHaveLength(2)
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = $2`,
        [LISTENER_APPLICATION_NAME, name],
      )
      // Published while the listeners are gone: their NOTIFY reaches nobody.
      await publish('While nobody listened.')
      await s.until((x) => x.events.length > 0, 10_000)
      await expect
        .poll(async () => (await admin.query(listeners, [LISTENER_APPLICATION_NAME, name])).rows.length, {
          timeout: 10_000,
        })
        .toBe(2)
      await publish('After the reconnect.')
      await s.until((x) => x.events.length > 1)
      expect(
        s.events.map((e) => (e.data.notification as { metadata_field: { message: string } }).metadata_field.message),
      ).toEqual(['While nobody listened.', 'After the reconnect.'])
    })

    it('keeps serving after PostgreSQL ends the idle connections of its pool (a restart, a failover)', async () => {
      const { token } = await openOn(a.base)
      // Signing in left connections idle in each pool; end every one but the listeners' and this test's admin.
      const { rows } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = $1 and application_name <> $2 and pid <> pg_backend_pid()`,
        [name, LISTENER_APPLICATION_NAME],
      )
      expect(rows.length).toBeGreaterThan(0)
      await new Promise((done) => setTimeout(done, 200))
      expect(a.child.exitCode).toBeNull()
      const me = await fetch(`${a.base}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } })
      expect(me.status).toBe(200)
      expect(((await me.json()) as { email: string }).email).toBe(TALENT.email)
      expect((await fetch(`${b.base}/readyz`)).status).toBe(200)
      expect(a.output()).toContain('A database connection ended while idle')
    })
  })
} else {
  it('runs the live events suite on PostgreSQL 15', () => {
    expect.fail(
      `PostgreSQL suite not run: ${postgres.reason}. Install the server binaries (apt-get install -y postgresql-15).`,
    )
  })
}
