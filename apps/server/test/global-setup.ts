import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Kysely } from 'kysely'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase, openPGlite } from '../src/db/database.ts'
import { migrateToLatest } from '../src/db/migrate.ts'
import { PGliteDialect } from '../src/db/pglite-dialect.ts'
import type { Database } from '../src/db/schema.ts'
import { seed } from '../src/db/seed.ts'

/**
 * Once per run: a migrated + seeded PGlite data directory image (each suite loads a copy in ~0.4 s instead of
 * an initdb of several seconds), and a throwaway PostgreSQL 15 cluster with a migrated + seeded template
 * database (each suite creates its own database from it).
 */

export type PostgresInfo = { available: true; url: string; template: string } | { available: false; reason: string }

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage: string
    postgres: PostgresInfo
  }
}

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'
const TEMPLATE = 'hireloop_template'

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

async function buildPGliteImage(dir: string): Promise<string> {
  const pglite = await openPGlite('memory://')
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) })
  await migrateToLatest(db)
  await seed(db)
  const image = await pglite.dumpDataDir('gzip')
  await db.destroy()
  const path = join(dir, 'pglite-image.tgz')
  writeFileSync(path, Buffer.from(await image.arrayBuffer()))
  return path
}

/** PostgreSQL refuses to run as root: as root, run its binaries as the `postgres` user. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
}

export async function startPostgres(dir: string): Promise<{ info: PostgresInfo; stop: () => Promise<void> }> {
  const none = async () => {}
  if (!existsSync(join(PG_BIN, 'initdb'))) {
    return { info: { available: false, reason: `no PostgreSQL server binaries at ${PG_BIN} (set PG_BIN)` }, stop: none }
  }
  if (process.getuid?.() === 0) {
    const uid = Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim())
    const gid = Number(spawnSync('id', ['-g', 'postgres']).stdout.toString().trim())
    if (!Number.isInteger(uid) || uid <= 0)
      return { info: { available: false, reason: 'running as root and there is no postgres user' }, stop: none }
    chownSync(dir, uid, gid)
  }
  const data = join(dir, 'data')
  const [initdb, initArgs] = asPostgres(join(PG_BIN, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-locale',
    '--no-sync',
  ])
  const init = spawnSync(initdb, initArgs, { encoding: 'utf8' })
  if (init.status !== 0)
    return { info: { available: false, reason: `initdb failed: ${init.stderr || init.error}` }, stop: none }

  const port = await freePort()
  const [postgres, args] = asPostgres(join(PG_BIN, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ])
  const child: ChildProcess = spawn(postgres, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let log = ''
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  // Synchronous on purpose: vitest may end the process right after calling the teardown, before an awaited
  // 'exit' event arrives; pg_ctl -w returns once the server is down.
  const stop = async () => {
    if (child.exitCode !== null) return
    const [pgCtl, stopArgs] = asPostgres(join(PG_BIN, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w'])
    spawnSync(pgCtl, stopArgs)
  }

  const url = `postgresql://postgres@127.0.0.1:${port}`
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: `${url}/postgres` })
    try {
      await client.connect()
      await client.query(`create database ${TEMPLATE}`)
      await client.end()
      break
    } catch (error) {
      await client.end().catch(() => {})
      if (attempt > 100 || child.exitCode !== null) {
        await stop()
        return { info: { available: false, reason: `PostgreSQL did not start: ${String(error)}\n${log}` }, stop: none }
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const { db, close } = await openDatabase({ kind: 'postgres', url: `${url}/${TEMPLATE}` })
  await migrateToLatest(db)
  await seed(db)
  await close()
  return { info: { available: true, url, template: TEMPLATE }, stop }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'hireloop-server-tests-'))
  const [image, postgres] = await Promise.all([buildPGliteImage(dir), startPostgres(dir)])
  project.provide('pgliteImage', image)
  project.provide('postgres', postgres.info)
  return async () => {
    try {
      await postgres.stop()
    } finally {
      rmSync(dir, { recursive: true, force: true, maxRetries: 5 })
    }
  }
}
