import { readFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { loadConfig, type Config } from '../../src/config.ts'
import type { Db } from '../../src/db/database.ts'
import type { Database } from '../../src/db/schema.ts'
import { buildServer, type HireloopServer } from '../../src/server.ts'
import { freePort } from '../global-setup.ts'

export type DatabaseKind = 'pglite' | 'postgres'

export interface TestServer {
  base: string
  server: HireloopServer
  config: Config
  close(): Promise<void>
}

/**
 * A started server on an ephemeral loopback port over a fresh copy of the migrated + seeded database:
 * PGlite from the image of the global setup, or a PostgreSQL database created from the template.
 * `emptyDatabase` starts PGlite on a database that was never migrated nor seeded (a first start; slower).
 */
export async function startTestServer(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: { emptyDatabase?: boolean } = {},
): Promise<TestServer> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  let dropDatabase = async () => {}
  const databaseEnv: Record<string, string> = {}
  if (kind === 'postgres') {
    const postgres = inject('postgres')
    if (!postgres.available) throw new Error(`PostgreSQL unavailable: ${postgres.reason}`)
    const name = `t_${randomUUID().replaceAll('-', '')}`
    await adminQuery(postgres.url, `create database ${name} template ${postgres.template}`)
    databaseEnv.DATABASE_URL = `${postgres.url}/${name}`
    dropDatabase = async () => {
      await connectionsGone(postgres.url, name)
      await adminQuery(postgres.url, `drop database if exists ${name} with (force)`)
    }
  } else {
    databaseEnv.DATA_DIR = 'memory://'
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: base,
    PORTAL_DIST: '/nonexistent/portal-dist',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    ...databaseEnv,
    ...env,
  })
  const loadDataDir =
    kind === 'pglite' && !options.emptyDatabase ? new Blob([readFileSync(inject('pgliteImage'))]) : undefined
  const server = await buildServer(config, { logger: false, ...(loadDataDir ? { loadDataDir } : {}) })
  await server.listen()
  return {
    base,
    server,
    config,
    async close() {
      await server.close()
      await dropDatabase()
    },
  }
}

/**
 * pg's pool.end() resolves before its sockets are closed; a forced drop that ends one of them first makes it raise an
 * error nobody listens to any more (an uncaught exception in the test run). Wait until they are gone (at most 5 s).
 */
export async function connectionsGone(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${url}/postgres` })
  await client.connect()
  try {
    for (let waited = 0; waited < 5_000; waited += 50) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      )
      if (rows[0]!.n === 0) return
      await new Promise((done) => setTimeout(done, 50))
    }
  } finally {
    await client.end()
  }
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${url}/postgres` })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** JSON request helper: returns status, parsed body and headers. */
export async function api(
  base: string,
  method: string,
  path: string,
  options: {
    token?: string
    body?: unknown
    rawBody?: string
    contentType?: string
    headers?: Record<string, string>
  } = {},
) {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  let body: string | undefined
  if (options.rawBody !== undefined) body = options.rawBody
  else if (options.body !== undefined) body = JSON.stringify(options.body)
  if (body !== undefined) headers['content-type'] = options.contentType ?? 'application/json'
  const response = await fetch(`${base}/api/v1${path}`, { method, headers, ...(body !== undefined ? { body } : {}) })
  const text = await response.text()
  let json: any // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = text
  }
  return { status: response.status, body: json, headers: response.headers }
}

/** How many rows a table holds: tests check that a refused request wrote nothing. */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  return Number(n)
}
