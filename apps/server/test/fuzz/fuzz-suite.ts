import fc from 'fast-check'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { hashPassword } from '../../src/accounts/passwords.ts'
import { defaultNotificationSettings } from '../../src/accounts/users.ts'
import { deriveScopedDocument, loadContract } from '../../src/api/contract.ts'
import { contractPath } from '../../src/config.ts'
import { DEMO_PASSWORD, DEMO_USERS } from '../../src/db/seed.ts'
import * as fixtures from '../helpers/file-fixtures.ts'
import { signIn } from '../helpers/oidc-client.ts'
import { startTestServer, type DatabaseKind, type TestServer } from '../helpers/server.ts'
import { contractViolations, loadContractModel, type ContractModel, type FuzzRoute } from './contract-model.ts'
import { requestArbitrary, type Caller, type FileSamples, type FuzzRequest } from './requests.ts'
import type { Hints } from './schema-arbitrary.ts'
import { BACKGROUND_TABLES, statementCount, writeMark, writesBetween, type WriteMark } from './write-probe.ts'

/**
 * The default seed: fixed, so every run of CI tries the same requests; FUZZ_SEED explores (or replays) others. Each
 * database has its own (`fuzzSuite`'s third argument), so that the two runs together try different requests.
 */
const DEFAULT_SEED = 17

/**
 * Operations that destroy what the others use (the demo users, their objects): fuzzed last, in this order, so that
 * the 4xx they leave behind (a deleted vacancy answers 404) meet only each other.
 */
const LAST = [
  'mergeSkill',
  'deleteSkill',
  'deleteAccessRule',
  'deleteInvite',
  'deleteMeeting',
  'deleteApplication',
  'deleteVacancy',
  'deleteEmployer',
  'setTalentStatus',
  'deleteMyAccount',
]

/**
 * What a refused request with an Idempotency-Key may write by design (the answer kept for its key, ADR 0027), besides
 * the tables background work writes at any time.
 */
const BOOKKEEPING = ['idempotency_keys', ...BACKGROUND_TABLES]

const LEVELS = [
  ['sourcer', 'fuzz.sourcer@hireloop.test'],
  ['senior_recruiter', 'fuzz.senior@hireloop.test'],
  ['head_of_recruitment', 'fuzz.head@hireloop.test'],
] as const

/** Table of the ids a field or path parameter names (`vacancy_id`, `/vacancy/{id}`, `fileId`). */
function tableFor(field: string | undefined, tables: Set<string>): string | undefined {
  if (!field) return undefined
  const stem = field
    .replace(/(_id|Id|_ids)$/, '')
    .replace(/^(talent|employer|recruiter|user|author|owner|organiser|sender)$/, 'users')
    .replace(/^(image|logo|avatar)$/, 'file')
  for (const candidate of [stem, `${stem}s`, stem.replace(/y$/, 'ies'), `${stem}es`]) {
    if (tables.has(candidate)) return candidate
  }
  return undefined
}

interface Tally {
  operations: number
  requests: number
  serverErrors: number
  violations: number
  refusedWrites: number
}

/**
 * Fuzzing every operation of the contract (issue 17, ADR 0099): for each operation, `runs` requests generated from the
 * contract's own schemas (valid ones and broken ones), across the callers its scopes admit and some they do not, sent
 * in-process (Fastify's inject). Three properties per request: no 5xx; the answer (status, headers, body) is one the
 * contract declares for the operation; a request answered 4xx wrote nothing. fast-check shrinks a failure to a
 * smallest request and prints the seed and path that replay it.
 */
export function fuzzSuite(kind: DatabaseKind, defaultRuns: number, defaultSeed = DEFAULT_SEED) {
  const seed = Number(process.env.FUZZ_SEED ?? defaultSeed)
  const runs = Number(process.env.FUZZ_RUNS ?? defaultRuns)
  let t: TestServer
  let model: ContractModel
  const callers: Caller[] = []
  const files: FileSamples = {}
  const tally: Tally = { operations: 0, requests: 0, serverErrors: 0, violations: 0, refusedWrites: 0 }
  let idPools = new Map<string, string[]>()
  let started = 0
  /** Seconds per operation: the slowest are named at the end (where the CI budget goes). */
  const timings = new Map<string, number>()

  const hints: Hints = {
    ids(field) {
      const table = tableFor(field, new Set(idPools.keys()))
      return table ? idPools.get(table)! : (idPools.get('*') ?? [])
    },
    known(field) {
      if (!field) return []
      if (/password/.test(field)) return [DEMO_PASSWORD]
      if (field === 'email') return DEMO_USERS.map((user) => user.email)
      return []
    },
  }

  /** The tables with a uuid `id` (the schema does not change during the run). */
  let idTables: Promise<{ name: string }[]> | undefined
  /** Whether a request may have created or deleted objects since the id pools were read. */
  let poolsStale = true

  /**
   * Every id of every table with a uuid `id`: generated requests name objects that exist. One query for them all,
   * and only when a request succeeded in writing since the last read.
   */
  async function refreshIdPools() {
    idTables ??= sql<{ name: string }>`
      select table_name as name from information_schema.columns
      where table_schema = 'public' and column_name = 'id' and data_type = 'uuid'`
      .execute(t.server.db)
      .then(({ rows }) => rows)
    const parts = (await idTables).map(
      ({ name }) => sql`(select ${name}::text as name, id::text as id from ${sql.table(name)} order by id limit 200)`,
    )
    const { rows } = await sql<{ name: string; id: string }>`${sql.join(parts, sql` union all `)}`.execute(t.server.db)
    const pools = new Map<string, string[]>()
    for (const { name, id } of rows) {
      const pool = pools.get(name)
      if (pool) pool.push(id)
      else pools.set(name, [id])
    }
    pools.set(
      '*',
      rows.map((row) => row.id),
    )
    idPools = pools
    poolsStale = false
  }

  beforeAll(async () => {
    started = performance.now()
    // No compaction of the list counters in the background: its commits would read as a refused request's writes.
    t = await startTestServer(kind, { RATE_LIMITS: 'false', LIST_COUNTS_COMPACTION_MS: '0' })
    model = await loadContractModel()
    const passwordHash = await hashPassword(DEMO_PASSWORD)
    // The seeded hashes carry the production cost, which every sign-in and password check would pay again.
    await t.server.db
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('password_hash', 'is not', null)
      .execute()
    for (const [level, email] of LEVELS) {
      await t.server.db
        .insertInto('users')
        .values({
          user_type: 'recruiter',
          email,
          password_hash: passwordHash,
          first_name: 'Fuzz',
          last_name: 'Recruiter',
          image_url: null,
          is_active: true,
          recruiter_level: level,
          company_id: null,
          notification_settings: JSON.stringify(defaultNotificationSettings),
        })
        .execute()
    }
    const people = [
      ['talent', 'talent.published@hireloop.test'],
      ['talent other', 'talent.new@hireloop.test'],
      ['employer', 'employer@hireloop.test'],
      ['employer other company', 'employer.new@hireloop.test'],
      ['recruiter', 'recruiter@hireloop.test'],
      ['admin', 'admin@hireloop.test'],
      ...LEVELS.map(([level, email]) => [level, email] as const),
    ] as const
    callers.push({ name: 'anonymous', token: null, userType: null, userId: null, companyId: null })
    for (const [name, email] of people) {
      const row = await t.server.db
        .selectFrom('users')
        .select(['id', 'user_type', 'company_id'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
      const { access_token: token } = await signIn(t.base, email, DEMO_PASSWORD, {
        company: row.user_type === 'employer',
      })
      callers.push({ name, token, userType: row.user_type, userId: row.id, companyId: row.company_id })
    }
    const [png, webp, jpeg, bomb] = await Promise.all([
      fixtures.png(),
      fixtures.webp(),
      fixtures.jpegWithExif(),
      fixtures.pngClaiming(60_000, 60_000),
    ])
    Object.assign(files, {
      png: { bytes: png, contentType: 'image/png' },
      webp: { bytes: webp, contentType: 'image/webp' },
      jpeg: { bytes: jpeg, contentType: 'image/jpeg' },
      bomb: { bytes: bomb, contentType: 'image/png' },
      pdf: { bytes: fixtures.pdf(), contentType: 'application/pdf' },
      docx: {
        bytes: await fixtures.docx(),
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      text: { bytes: Buffer.from('Ada Lovelace\nEngineer\nSkills: TypeScript, SQL\n'), contentType: 'text/plain' },
      svg: { bytes: Buffer.from(fixtures.svg()), contentType: 'image/svg+xml' },
      truncatedPdf: { bytes: Buffer.from(fixtures.truncated(fixtures.pdf())), contentType: 'application/pdf' },
      html: { bytes: Buffer.from('<html><script>alert(1)</script></html>'), contentType: 'text/html' },
      empty: { bytes: Buffer.alloc(0), contentType: 'application/octet-stream' },
      zeros: { bytes: Buffer.alloc(4096), contentType: 'application/pdf' },
    } satisfies FileSamples)
  }, 180_000)

  afterAll(async () => {
    const seconds = ((performance.now() - started) / 1000).toFixed(0)
    console.log(
      `${tally.operations} operations, ${tally.requests} requests, ${tally.serverErrors} 5xx, ${tally.violations} contract violations` +
        ` (${tally.refusedWrites} refused requests that wrote; ${kind}, seed ${seed}, ${runs} runs per operation, ${seconds} s)`,
    )
    const slowest = [...timings].sort((a, b) => b[1] - a[1]).slice(0, 5)
    console.log(`slowest: ${slowest.map(([id, s]) => `${id} ${s.toFixed(1)} s`).join(', ')}`)
    await t?.close()
  })

  /** The last write mark: still the state before the next request while no statement was sent since. */
  let mark: WriteMark | null = null

  /** Sends one request and returns what is wrong with its answer (nothing, mostly). */
  async function exchange(route: FuzzRoute, request: FuzzRequest): Promise<string[]> {
    const { app, db, jobs } = t.server
    if (!mark || mark.statements !== statementCount()) mark = await writeMark(db)
    const before = mark
    const stream = route.operationId === 'streamEvents'
    const response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      // The host guard answers 421 to any host but the public one.
      headers: { host: new URL(t.base).host, ...request.headers },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
      ...(stream ? { payloadAsStream: true } : {}),
    })
    let body: Buffer
    if (stream) {
      // An accepted event stream never ends: its status and headers are the answer; the stream is closed unread.
      const readable = response.stream()
      body = Buffer.alloc(0)
      if (response.statusCode < 300) readable.destroy()
      else {
        const chunks: Buffer[] = []
        for await (const chunk of readable) chunks.push(Buffer.from(chunk as Buffer))
        body = Buffer.concat(chunks)
      }
    } else body = response.rawPayload
    tally.requests++
    const problems: string[] = []
    if (response.statusCode >= 500) {
      tally.serverErrors++
      problems.push(`answered ${response.statusCode}: ${body.toString('utf8').slice(0, 200)}`)
    }
    const violations = contractViolations(model.responses.get(route.operationId) ?? {}, {
      status: response.statusCode,
      headers: response.headers,
      body,
    })
    if (violations.length > 0) {
      tally.violations++
      problems.push(
        ...violations.map((violation) => `contract: ${violation}`),
        `answer: ${response.statusCode} ${body.toString('utf8').slice(0, 300)}`,
      )
    }
    const refused = response.statusCode >= 400 && response.statusCode < 500
    if (!refused && request.method !== 'GET') {
      // A write may have queued jobs: they run now, not in the middle of the next request's write check.
      await jobs.drain()
      poolsStale = true
    }
    // No statement reached the database since the mark (most refusals come before any handler): nothing was written.
    if (refused && statementCount() !== before.statements) {
      mark = await writeMark(db)
      const writes = await writesBetween(db, before, mark, {
        singleSession: kind === 'pglite',
        allowed: route.config.creates && 'idempotency-key' in request.headers ? BOOKKEEPING : BACKGROUND_TABLES,
      })
      if (writes.length > 0) {
        tally.refusedWrites++
        problems.push(`refused with ${response.statusCode} but wrote: ${writes.join('; ')}`)
      }
    }
    return problems
  }

  // One test per operation, in the order of the contract with the destructive ones last.
  const last = (id: string) => (LAST.includes(id) ? LAST.indexOf(id) + 1 : 0)
  const operationIds = [
    ...new Set(deriveScopedDocument(loadContract(contractPath)).routes.map((route) => route.operationId)),
  ]
    .map((id, index) => ({ id, index }))
    .sort((a, b) => last(a.id) - last(b.id) || a.index - b.index)

  describe(`fuzzing every operation (${kind}, seed ${seed}, ${runs} runs per operation)`, () => {
    for (const { id: operationId, index } of operationIds) {
      it(operationId, { timeout: 600_000 }, async () => {
        if (poolsStale) await refreshIdPools()
        const routes = model.routes.filter((route) => route.operationId === operationId)
        const arbitrary = fc.oneof(
          ...routes.map((route) =>
            requestArbitrary(route, callers, hints, files).map((request) => ({ route, request })),
          ),
        )
        tally.operations++
        const begun = performance.now()
        await fc
          .assert(
            fc.asyncProperty(arbitrary, async ({ route, request }) => {
              const problems = await exchange(route, request)
              if (problems.length > 0) {
                throw new Error(
                  `${request.method} ${request.url.slice(0, 300)} as ${request.caller} (aimed: ${request.aim})\n` +
                    `  body: ${String(request.payload ?? '').slice(0, 300)}\n  ${problems.join('\n  ')}`,
                )
              }
            }),
            { seed: seed + index, numRuns: runs },
          )
          .finally(() => timings.set(operationId, (performance.now() - begun) / 1000))
      })
    }
  })
}
