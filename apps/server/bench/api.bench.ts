// API benchmark (issue 16): id reads against a bare server, and list pages over 100,000 rows.
// 1. Id reads: our server (a child process: `node dist/main.js` under `pnpm bench`, which has just built it, else
//    src/main.ts through tsx) and bench/bare-server.ts (node:http + jose + pg, the same SQL and the same JSON), each in
//    a process of its own, the load generator in this one: CONNECTIONS keep-alive connections, ROUNDS rounds of
//    SECONDS seconds per server, alternating which goes first, for `GET /me` and `GET /company/{companyId}/vacancy/{id}`
//    as the demo employer. On PostgreSQL (the goals), then on PGlite beside it (no goal).
// 2. List pages with totals: the back-office lists of vacancies, applications and talents (/admin, a recruiter sees
//    every row), each with a filter and a sort of the contract, pages one after another on one connection.
// Writes docs/benchmarks/api.md. Under `pnpm bench` it reads the scaled database (BENCH_DATABASE_URL) through a copy of
// its own; alone it runs the scale generator for LIST_ROWS talents on a throwaway cluster.
// Usage: pnpm bench:api   [ROUNDS=5 SECONDS=5 CONNECTIONS=10 LIST_ROWS=100000 LIST_REQUESTS=200 PGLITE=1 LISTS=1
//        PROFILE=dir (CPU profiles of both servers)]
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import { join, resolve } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { sql } from 'kysely'
import pg from 'pg'
import { openDatabase } from '../src/db/database.ts'
import { migrateToLatest } from '../src/db/migrate.ts'
import { generateScale } from '../src/db/scale/index.ts'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS, seed } from '../src/db/seed.ts'
import { loadProviderSecrets } from '../src/oidc/keys.ts'
import { freePort } from '../test/global-setup.ts'
import { signIn } from '../test/helpers/oidc-client.ts'
import { benchDatabase } from './lib/cluster.ts'
import { describeMachine, machineMarkdown } from './lib/machine.ts'
import { goalsTable, writeReport, type GoalResult } from './lib/report.ts'
import { ms, ratio, summarize, type Summary } from './lib/stats.ts'

const ROUNDS = Number(process.env.ROUNDS ?? 5)
const SECONDS = Number(process.env.SECONDS ?? 5)
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10)
const LIST_ROWS = Number(process.env.LIST_ROWS ?? 100_000)
const LIST_REQUESTS = Number(process.env.LIST_REQUESTS ?? 200)
const PGLITE = process.env.PGLITE !== '0'
/** LISTS=0 leaves the list pages out (while working on the id reads). */
const LISTS_ON = process.env.LISTS !== '0'
/** A directory for CPU profiles of the servers (`node --cpu-prof`), written when they stop. */
const PROFILE = process.env.PROFILE ? resolve(process.env.PROFILE) : undefined
const GOALS = { ratio: 0.7, p99: 25, listP99: 50 }

const serverRoot = resolve(import.meta.dirname, '..')
const COMPANY = DEMO_COMPANIES[0]!
const EMPLOYER = DEMO_USERS.find((user) => user.user_type === 'employer' && user.company_id === COMPANY.id)!
const ADMIN = DEMO_USERS.find((user) => user.user_type === 'recruiter' && user.is_admin)!
const step = (text: string) => console.log(`[bench:api] ${text}`)

const dir = mkdtempSync(join(os.tmpdir(), 'hireloop-bench-api-'))
const children = new Set<ChildProcess>()
function cleanUp() {
  for (const child of children) child.kill('SIGKILL')
  children.clear()
  rmSync(dir, { recursive: true, force: true, maxRetries: 5 })
}
process.on('exit', cleanUp)

// --- The servers, each a child process -----------------------------------------------------------------------------

interface Target {
  name: string
  base: string
  pid: number
  agent: http.Agent
  stop(): Promise<void>
}

/** The built server when `pnpm bench` has just built it (what `pnpm start` runs), else the sources through tsx. */
const ourEntry = () =>
  process.env.BENCH_SKIP_BUILD === '1' && existsSync(join(serverRoot, 'dist/main.js'))
    ? { args: ['dist/main.js'], what: 'node dist/main.js (the build)' }
    : { args: ['--import', 'tsx', 'src/main.ts'], what: 'node --import tsx src/main.ts' }

async function startChild(name: string, args: string[], env: Record<string, string>): Promise<Target> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, args, {
    cwd: serverRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.add(child)
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before answering`)
    const up = await fetch(`${base}/livez`).then(
      (response) => response.status < 500,
      () => false,
    )
    if (up) break
    await new Promise((done) => setTimeout(done, 100))
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  return {
    name,
    base,
    pid: child.pid!,
    agent,
    async stop() {
      agent.destroy()
      child.kill('SIGTERM')
      await exited
      children.delete(child)
    },
  }
}

const profile = (name: string) =>
  PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`, `--cpu-prof-name=${name}.${Date.now()}.cpuprofile`] : []

function startOurs(database: Record<string, string>): Promise<Target> {
  const entry = ourEntry()
  return startChild('ours', [...profile('ours'), ...entry.args], {
    NODE_ENV: 'production',
    // Production wants a mail server; reads send no mail.
    SMTP_URL: 'smtp://127.0.0.1:9',
    FILES_DIR: join(dir, 'files'),
    PORTAL_DIST: join(dir, 'no-portal'),
    ...database,
  })
}

const startBare = (database: Record<string, string>, base: string) =>
  startChild('bare', [...profile('bare'), '--import', 'tsx', 'bench/bare-server.ts'], {
    ISSUER: `${base}/oidc`,
    AUDIENCE: `${base}/api`,
    ...database,
  })

// --- Load ----------------------------------------------------------------------------------------------------------

function get(target: Target, path: string, token: string): Promise<{ status: number; body: string; etag?: string }> {
  return new Promise((done, fail) => {
    const request = http.get(
      `${target.base}${path}`,
      { agent: target.agent, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => done({ status: response.statusCode!, body, etag: response.headers.etag }))
      },
    )
    request.on('error', fail)
  })
}

interface Load {
  requests: number
  seconds: number
  latencies: number[]
  /** CPU time of the server process (user + system), which holds better than throughput on a busy machine. */
  cpuMs: number
}

/** A process's CPU time so far in milliseconds, from Linux's /proc (clock ticks of 10 ms; NaN elsewhere). */
function cpuMsOf(pid: number): number {
  const path = `/proc/${pid}/stat`
  if (!existsSync(path)) return Number.NaN
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = readFileSync(path, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** CONNECTIONS loops, each sending its next request when the previous one has answered, for `seconds`. */
async function load(target: Target, path: string, token: string, seconds: number): Promise<Load> {
  const latencies: number[] = []
  const cpuBefore = cpuMsOf(target.pid)
  const started = performance.now()
  const until = started + seconds * 1000
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const at = performance.now()
        const { status, body } = await get(target, path, token)
        if (status !== 200) throw new Error(`${target.name} ${path} answered ${status}: ${body.slice(0, 200)}`)
        latencies.push(performance.now() - at)
      }
    }),
  )
  const took = (performance.now() - started) / 1000
  return { requests: latencies.length, seconds: took, latencies, cpuMs: cpuMsOf(target.pid) - cpuBefore }
}

interface Compared {
  what: string
  ours: Summary & { rps: number; cpuUs: number }
  bare: Summary & { rps: number; cpuUs: number }
  ratio: number
  roundRatios: number[]
}

/** ROUNDS rounds, each loading both servers in turn (who goes first alternates); a short warm-up first. */
async function compare(what: string, ours: Target, bare: Target, path: string, token: string): Promise<Compared> {
  for (const target of [ours, bare]) await load(target, path, token, Math.min(2, SECONDS))
  const all = { ours: [] as Load[], bare: [] as Load[] }
  const roundRatios: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? [ours, bare] : [bare, ours]
    const measured = new Map<Target, Load>()
    for (const target of order) measured.set(target, await load(target, path, token, SECONDS))
    const [o, b] = [measured.get(ours)!, measured.get(bare)!]
    all.ours.push(o)
    all.bare.push(b)
    roundRatios.push(o.requests / o.seconds / (b.requests / b.seconds))
  }
  const figures = (loads: Load[]) => ({
    ...summarize(loads.flatMap((l) => l.latencies)),
    rps: loads.reduce((n, l) => n + l.requests, 0) / loads.reduce((s, l) => s + l.seconds, 0),
    cpuUs: (1000 * loads.reduce((t, l) => t + l.cpuMs, 0)) / loads.reduce((n, l) => n + l.requests, 0),
  })
  const result = { what, ours: figures(all.ours), bare: figures(all.bare), roundRatios, ratio: 0 }
  result.ratio = result.ours.rps / result.bare.rps
  step(
    `${what}: ours ${Math.round(result.ours.rps)} req/s p99 ${ms(result.ours.p99)} ms ${Math.round(result.ours.cpuUs)} us CPU/req, bare ${Math.round(result.bare.rps)} req/s p99 ${ms(result.bare.p99)} ms ${Math.round(result.bare.cpuUs)} us CPU/req, ratio ${ratio(result.ratio)} (rounds ${roundRatios.map(ratio).join(' ')})`,
  )
  return result
}

/** Both servers must answer the same: the bare one is a baseline only if it does the same work. */
async function checkSameAnswer(ours: Target, bare: Target, path: string, token: string) {
  const [a, b] = [await get(ours, path, token), await get(bare, path, token)]
  if (a.status !== 200 || b.status !== 200) throw new Error(`${path}: ours ${a.status}, bare ${b.status}: ${a.body}`)
  if (!isDeepStrictEqual(JSON.parse(a.body), JSON.parse(b.body)) || a.etag !== b.etag) {
    throw new Error(`${path}: the bare server answers differently:\n${a.body}\n${b.body}`)
  }
}

async function idReads(database: 'PostgreSQL' | 'PGlite', ours: Target, bare: Target, vacancyId: string) {
  const token = (await signIn(ours.base, EMPLOYER.email, DEMO_PASSWORD)).access_token
  const paths = {
    me: '/api/v1/me',
    vacancy: `/api/v1/company/${COMPANY.id}/vacancy/${vacancyId}`,
  }
  for (const path of Object.values(paths)) await checkSameAnswer(ours, bare, path, token)
  return {
    me: await compare(`GET /me (${database})`, ours, bare, paths.me, token),
    vacancy: await compare(`GET /company/{companyId}/vacancy/{id} (${database})`, ours, bare, paths.vacancy, token),
  }
}

// --- Data ----------------------------------------------------------------------------------------------------------

/** A database of our own on the cluster: the server signs in and stores sessions, the given one stays as it is. */
async function copyOf(url: string): Promise<string> {
  const source = new URL(url)
  const name = `hireloop_api_${process.pid}`
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href })
  await admin.connect()
  try {
    await admin.query(`create database ${name} template ${source.pathname.slice(1)}`)
  } finally {
    await admin.end()
  }
  return Object.assign(source, { pathname: `/${name}` }).href
}

/** Alone: the scale generator's marketplace for LIST_ROWS talents (3 applications each, a vacancy per ten). */
async function generateLists(url: string) {
  const { db, close } = await openDatabase({ kind: 'postgres', url })
  try {
    const summary = await generateScale(db, { talents: LIST_ROWS, onProgress: (message) => step(message) })
    await sql`vacuum analyze`.execute(db)
    step(
      `generated ${LIST_ROWS.toLocaleString('en')} talents and ${summary.applications.toLocaleString('en')} applications in ${summary.seconds.toFixed(0)} s`,
    )
  } finally {
    await close()
  }
}

/** The demo company's vacancy with the most applications: the heaviest id read of the demo employer. */
async function pickVacancy(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: string }>(
      `select v.id from vacancies v left join applications a on a.vacancy_id = v.id where v.company_id = $1
       group by v.id order by count(a.id) desc, v.id limit 1`,
      [COMPANY.id],
    )
    return rows[0]!.id
  } finally {
    await client.end()
  }
}

/** A PGlite data directory with the demo marketplace and the provider's keys, and a copy for the bare server. */
async function pgliteDirectories(): Promise<[string, string]> {
  const ours = join(dir, 'pglite-ours')
  const bare = join(dir, 'pglite-bare')
  const { db, close } = await openDatabase({ kind: 'pglite', dataDir: ours })
  try {
    await migrateToLatest(db)
    await seed(db)
    await loadProviderSecrets(db, null)
  } finally {
    await close()
  }
  cpSync(ours, bare, { recursive: true })
  return [ours, bare]
}

// --- Lists ---------------------------------------------------------------------------------------------------------

interface ListCase {
  what: string
  path: (page: number) => string
}

const LISTS: ListCase[] = [
  {
    what: 'Vacancies: status Active, sorted by title',
    path: (page) => `/api/v1/admin/vacancy?status=Active&sort=title&page=${page}&size=20`,
  },
  {
    what: 'Applications: pipeline group interview, latest change first',
    path: (page) => `/api/v1/admin/application?hiring_pipeline_group=interview&sort=-updated_at&page=${page}&size=20`,
  },
  {
    what: 'Talents: open to work, sorted by name',
    path: (page) => `/api/v1/admin/talent?status=open_to_work&sort=name&page=${page}&size=20`,
  },
]

interface ListFigures extends Summary {
  what: string
  total: number
  rows: number
}

async function lists(ours: Target, url: string): Promise<ListFigures[]> {
  const token = (await signIn(ours.base, ADMIN.email, DEMO_PASSWORD)).access_token
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const count = async (table: string) =>
    Number((await client.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n)
  const rows = {
    vacancies: await count('vacancies'),
    applications: await count('applications'),
    talents: await count(`users where user_type = 'talent'`),
  }
  await client.end()
  const figures: ListFigures[] = []
  for (const [index, list] of LISTS.entries()) {
    const latencies: number[] = []
    let total = 0
    // The first pages (where people look) and deeper ones, one after another: 1, 2, …, 25, 1, 2, …
    for (let i = -10; i < LIST_REQUESTS; i++) {
      const page = 1 + (((i % 25) + 25) % 25)
      const at = performance.now()
      const { status, body } = await get(ours, list.path(page), token)
      const took = performance.now() - at
      if (status !== 200) throw new Error(`${list.path(page)} answered ${status}: ${body.slice(0, 300)}`)
      total = (JSON.parse(body) as { total: number }).total
      if (i >= 0) latencies.push(took)
    }
    const summary = summarize(latencies)
    const all = Object.values(rows)[index]!
    step(
      `${list.what}: p50 ${ms(summary.p50)} ms, p99 ${ms(summary.p99)} ms (${total.toLocaleString('en')} of ${all.toLocaleString('en')} rows)`,
    )
    figures.push({ what: list.what, total, rows: all, ...summary })
  }
  return figures
}

// --- The run -------------------------------------------------------------------------------------------------------

async function main() {
  const given = await benchDatabase('api')
  const targets: Target[] = []
  const stopAll = async () => {
    for (const target of targets.splice(0)) await target.stop()
  }
  try {
    const url = await copyOf(given.url)
    if (!given.scaled) await generateLists(url)
    const postgres = new pg.Client({ connectionString: url })
    await postgres.connect()
    const version = (await postgres.query<{ server_version: string }>('show server_version')).rows[0]!.server_version
    await postgres.end()
    const vacancyId = await pickVacancy(url)

    step(`PostgreSQL ${version}: our server (${ourEntry().what}) and the bare one`)
    const ours = await startOurs({ DATABASE_URL: url })
    targets.push(ours)
    const bare = await startBare({ DATABASE_URL: url }, ours.base)
    targets.push(bare)
    const onPostgres = await idReads('PostgreSQL', ours, bare, vacancyId)
    const listFigures = LISTS_ON ? await lists(ours, url) : []
    await stopAll()

    let onPGlite: Awaited<ReturnType<typeof idReads>> | undefined
    if (PGLITE) {
      step('PGlite (the demo marketplace): our server and the bare one, each on its own copy of the data directory')
      const [oursDir, bareDir] = await pgliteDirectories()
      const oursPGlite = await startOurs({ DATA_DIR: oursDir })
      targets.push(oursPGlite)
      const barePGlite = await startBare({ DATA_DIR: bareDir }, oursPGlite.base)
      targets.push(barePGlite)
      onPGlite = await idReads('PGlite', oursPGlite, barePGlite, await firstVacancy(oursPGlite))
      await stopAll()
    }

    const machine = describeMachine({ postgres: version })
    const idGoals = [onPostgres.me, onPostgres.vacancy].flatMap((compared): GoalResult[] => [
      {
        what: `${compared.what}: throughput against bare node:http + pg`,
        measured: ratio(compared.ratio),
        goal: `≥ ${GOALS.ratio.toFixed(2)}`,
        met: compared.ratio >= GOALS.ratio,
      },
      {
        what: `${compared.what}: p99 at ${CONNECTIONS} connections`,
        measured: `${ms(compared.ours.p99)} ms`,
        goal: `≤ ${GOALS.p99} ms`,
        met: compared.ours.p99 <= GOALS.p99,
      },
    ])
    const listGoals = listFigures.map((list): GoalResult => ({
      what: `List page with total: ${list.what} (${list.rows.toLocaleString('en')} rows)`,
      measured: `${ms(list.p99)} ms`,
      goal: `p99 ≤ ${GOALS.listP99} ms`,
      met: list.p99 <= GOALS.listP99,
    }))
    const goals = [...idGoals, ...listGoals]
    const row = (c: Compared) => [
      `| ${c.what} | ours | ${Math.round(c.ours.rps).toLocaleString('en')} | ${ms(c.ours.p50)} | ${ms(c.ours.p95)} | ${ms(c.ours.p99)} | ${Math.round(c.ours.cpuUs)} | ${ratio(c.ratio)} (rounds: ${c.roundRatios.map(ratio).join(', ')}) |`,
      `| | bare | ${Math.round(c.bare.rps).toLocaleString('en')} | ${ms(c.bare.p50)} | ${ms(c.bare.p95)} | ${ms(c.bare.p99)} | ${Math.round(c.bare.cpuUs)} | |`,
    ]
    const compared = [onPostgres.me, onPostgres.vacancy, ...(onPGlite ? [onPGlite.me, onPGlite.vacancy] : [])]
    const markdown = `# API benchmark

Written by \`pnpm bench:api\` (apps/server/bench/api.bench.ts) on ${new Date().toISOString().slice(0, 10)}${given.scaled ? ' under `pnpm bench`' : ''}; ADR 0095
explains what the request path does per request. Run it again to replace this page.

${machineMarkdown(machine)}
## Goals

${goalsTable(goals)}

## Id reads against a bare server

Our server (${ourEntry().what}, NODE_ENV=production, LOG_LEVEL=warn) and apps/server/bench/bare-server.ts (node:http,
jose, the same SQL through a pg Pool of 10, the same JSON and ETag; the benchmark checks that both answer alike), each
in a process of its own, the load generator in a third: ${CONNECTIONS} keep-alive connections, each sending its next request
when the last has answered, signed in as the demo employer. ${ROUNDS} rounds of ${SECONDS} s per server after a warm-up, alternating
which goes first; throughput over all rounds, the ratio of each round beside it.${onPGlite ? ' PGlite: the demo marketplace, each server on its own copy of the data directory (no goal).' : ''}

| Request | Server | req/s | p50 ms | p95 ms | p99 ms | CPU µs/request | ours / bare (throughput) |
|---|---|---:|---:|---:|---:|---:|---|
${compared.flatMap(row).join('\n')}

## List pages with totals

\`GET /api/v1/admin/…\` as an admin recruiter (who sees every row), ${LIST_REQUESTS} pages of 20 one after another on one
connection (pages 1 to 25 in turn, after 10 unmeasured), each with its total.

| List | Matching rows (total) | Rows in the table | p50 ms | p95 ms | p99 ms |
|---|---:|---:|---:|---:|---:|
${listFigures.map((l) => `| ${l.what} | ${l.total.toLocaleString('en')} | ${l.rows.toLocaleString('en')} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} |`).join('\n')}
`
    writeReport({ name: 'api', title: 'API: id reads against bare node:http + pg, list pages', goals }, markdown)
  } finally {
    await stopAll()
    await given.stop()
  }
}

/** The demo company's first vacancy, as the employer's own list shows it. */
async function firstVacancy(target: Target): Promise<string> {
  const token = (await signIn(target.base, EMPLOYER.email, DEMO_PASSWORD)).access_token
  const { body } = await get(target, `/api/v1/company/${COMPANY.id}/vacancy?size=1`, token)
  return (JSON.parse(body) as { results: { id: string }[] }).results[0]!.id
}

main().then(
  () => {
    cleanUp()
    process.exit()
  },
  (error: unknown) => {
    console.error(error)
    cleanUp()
    process.exit(1)
  },
)
