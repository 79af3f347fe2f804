import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts'
import { createJobQueue } from '../src/jobs/queue.ts'
import { buildServer } from '../src/server.ts'
import { freePort } from './global-setup.ts'
import { connectionsGone } from './helpers/server.ts'

const run = promisify(execFile)
const FIXTURE = resolve(import.meta.dirname, 'fixtures/enqueue-and-die.ts')
const EMAIL = 'talent.published@hireloop.test'

/** Starts the real server on a database, lets its workers finish, and answers what the job left behind. */
async function restartAndDrain(env: Record<string, string>) {
  const port = await freePort()
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PORTAL_DIST: '/nonexistent/portal-dist',
    LOG_LEVEL: 'silent',
    ...env,
  })
  const server = await buildServer(config, { logger: false })
  try {
    await server.jobs.drain()
    const jobs = await server.db.selectFrom('jobs').select(['kind', 'status', 'attempts']).execute()
    const mail = await server.db.selectFrom('outbox').select(['to_address', 'subject']).execute()
    return { jobs, mail }
  } finally {
    await server.close()
  }
}

/** The process that queued the job is killed with SIGKILL; it exits on the signal, not by itself. */
async function enqueueAndDie(target: string, image?: string) {
  // node itself (with tsx as a loader), so the killed process is the one that queued.
  const child = await run(process.execPath, ['--import', 'tsx', FIXTURE, target, EMAIL, ...(image ? [image] : [])], {
    cwd: resolve(import.meta.dirname, '..'),
  }).then(
    () => ({ signal: null, stdout: '' }),
    (error: { signal: string | null; stdout: string }) => error,
  )
  expect(child.signal).toBe('SIGKILL')
  expect(child.stdout).toBe('queued\n')
}

/**
 * A child process started through tsx, killed, then a server started on its data: two cold starts, 20 to 30 s when the
 * machine runs the other stages beside (ci57 took 32 s for PGlite, which opens its data directory twice).
 */
const KILL_AND_RESTART_MS = 90_000

describe('durable jobs', () => {
  it(
    'runs a job queued before kill -9 after a restart (PGlite data directory)',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'hireloop-jobs-'))
      try {
        await enqueueAndDie(dir, inject('pgliteImage'))
        const { jobs, mail } = await restartAndDrain({ DATA_DIR: dir })
        expect(jobs).toEqual([{ kind: 'password_reset_mail', status: 'done', attempts: 1 }])
        expect(mail).toEqual([{ to_address: EMAIL, subject: 'Reset your Hireloop password' }])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
    KILL_AND_RESTART_MS,
  )

  it(
    'runs a job queued before kill -9 after a restart (PostgreSQL)',
    async () => {
      const postgres = inject('postgres')
      if (!postgres.available) expect.fail(`PostgreSQL unavailable: ${postgres.reason}`)
      const name = `jobs_${randomUUID().replaceAll('-', '')}`
      const admin = new pg.Client({ connectionString: `${postgres.url}/postgres` })
      await admin.connect()
      await admin.query(`create database ${name}`)
      try {
        await enqueueAndDie(`${postgres.url}/${name}`)
        const { jobs, mail } = await restartAndDrain({ DATABASE_URL: `${postgres.url}/${name}` })
        expect(jobs).toEqual([{ kind: 'password_reset_mail', status: 'done', attempts: 1 }])
        expect(mail).toEqual([{ to_address: EMAIL, subject: 'Reset your Hireloop password' }])
      } finally {
        await connectionsGone(postgres.url, name)
        await admin.query(`drop database if exists ${name} with (force)`)
        await admin.end()
      }
    },
    KILL_AND_RESTART_MS,
  )

  describe('retries', () => {
    let database: DatabaseHandle
    const log = { warn() {}, error() {} } as never

    beforeAll(async () => {
      database = await openDatabase(
        { kind: 'pglite', dataDir: 'memory://' },
        { loadDataDir: new Blob([readFileSync(inject('pgliteImage'))]) },
      )
    })
    afterAll(async () => {
      await database?.close()
    })

    const job = () =>
      database.db.selectFrom('jobs').select(['status', 'attempts', 'last_error', 'run_at']).executeTakeFirstOrThrow()
    const due = () => database.db.updateTable('jobs').set({ run_at: new Date() }).execute()

    it('retries a failed job with backoff, keeps its error visible, and gives up after the last attempt', async () => {
      const queue = createJobQueue(database.db, log)
      let calls = 0
      queue.register('password_reset_mail', async () => {
        calls += 1
        if (calls <= 2) throw new Error(`mail server down (${calls})`)
      })
      await database.db.transaction().execute((trx) => queue.enqueue(trx, 'password_reset_mail', { email: EMAIL }))

      const started = Date.now()
      await queue.drain()
      let state = await job()
      expect(state).toMatchObject({ status: 'pending', attempts: 1, last_error: 'Error: mail server down (1)' })
      // Not retried at once: the first backoff is 10 s.
      expect(state.run_at.getTime() - started).toBeGreaterThanOrEqual(9_000)
      await queue.drain()
      expect(calls).toBe(1)

      await due()
      await queue.drain()
      state = await job()
      expect(state).toMatchObject({ status: 'pending', attempts: 2 })
      // The backoff doubles.
      expect(state.run_at.getTime() - Date.now()).toBeGreaterThanOrEqual(19_000)

      await due()
      await queue.drain()
      expect(await job()).toMatchObject({ status: 'done', attempts: 3, last_error: null })
      await queue.close()
    })

    it('marks a job failed for good after eight attempts', async () => {
      await database.db.deleteFrom('jobs').execute()
      const queue = createJobQueue(database.db, log)
      queue.register('password_reset_mail', async () => {
        throw new Error('always down')
      })
      await database.db.transaction().execute((trx) => queue.enqueue(trx, 'password_reset_mail', { email: EMAIL }))
      for (let attempt = 0; attempt < 8; attempt++) {
        await due()
        await queue.drain()
      }
      expect(await job()).toMatchObject({ status: 'failed', attempts: 8, last_error: 'Error: always down' })
      await queue.close()
    })
  })
})
