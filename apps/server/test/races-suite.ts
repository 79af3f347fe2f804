import {
  applicationStatuses,
  canTransition,
  closedStatuses,
  type ApplicationActor,
  type ApplicationStatus,
} from '@hireloop/flows/rules'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { compactListCounts } from '../src/db/list-counts.ts'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { countersCounted, countersKept } from './helpers/list-counts.ts'
import { signIn } from './helpers/oidc-client.ts'
import { vacancyInput } from './helpers/vacancy-input.ts'
import { api, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const TALENT = demo('talent.published@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const COMPANY = DEMO_COMPANIES[0]!

/**
 * Interleavings per run: 300 in `pnpm test` (about a minute on a calm 2-core machine), 2,000 in `pnpm test:soak`
 * (RACE_RUNS); RACE_SEED replays a run.
 */
const RUNS = Number(process.env.RACE_RUNS ?? 300)
const SEED = Number(process.env.RACE_SEED ?? Date.now() % 2 ** 31)

type Writer = ApplicationActor
const SIDE_PATH: Record<Writer, (path: string) => string> = {
  talent: (path) => `/talent/${TALENT.id}${path}`,
  employer: (path) => `/company/${COMPANY.id}${path}`,
  recruiter: (path) => `/admin${path}`,
}
const USER: Record<Writer, { email: string }> = { talent: TALENT, employer: EMPLOYER, recruiter: RECRUITER }

/** A call of the interleaving: who, and how long after the burst's start it is sent (0-3 ms). */
const delay = fc.integer({ min: 0, max: 3 })
const writer = fc.constantFrom<Writer>('talent', 'employer', 'recruiter')
const openStatus = fc.constantFrom(
  ...applicationStatuses.filter((status) => !(closedStatuses as readonly string[]).includes(status)),
)

/** The scenarios: each one a burst of concurrent calls on one fresh object, and the invariant it must keep. */
const scenario = fc.oneof(
  // Editors of one vacancy, each holding the same ETag: one wins, the others get 412, reload and try again.
  fc.record({
    kind: fc.constant('vacancy-updates' as const),
    writers: fc.array(fc.record({ side: fc.constantFrom<Writer>('employer', 'recruiter'), delay }), {
      minLength: 2,
      maxLength: 4,
    }),
  }),
  // Moves of one application by both sides and recruiters at once, to any status: the table is never violated.
  fc.record({
    kind: fc.constant('status-moves' as const),
    from: openStatus,
    moves: fc.array(fc.record({ side: writer, to: fc.constantFrom(...applicationStatuses), delay }), {
      minLength: 2,
      maxLength: 4,
    }),
  }),
  // Both sides confirm an accepted offer (some twice: a retry), while a recruiter may let the hire fall through.
  fc.record({
    kind: fc.constant('hire' as const),
    confirmations: fc.array(fc.record({ side: fc.constantFrom<Writer>('talent', 'employer'), delay }), {
      minLength: 2,
      maxLength: 4,
    }),
    fallThrough: fc.option(delay, { nil: undefined }),
  }),
  // Sends to one conversation, some of them retries of another send with the same Idempotency-Key.
  fc.record({
    kind: fc.constant('sends' as const),
    sends: fc.array(
      fc.record({ side: fc.constantFrom<Writer>('talent', 'employer'), key: fc.integer({ min: 0, max: 2 }), delay }),
      {
        minLength: 2,
        maxLength: 5,
      },
    ),
  }),
)
type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never

const after = <T>(ms: number, call: () => Promise<T>) =>
  new Promise<T>((resolve, reject) => setTimeout(() => call().then(resolve, reject), ms))

/**
 * Racing writers (issue 17): generated interleavings of concurrent writes on the same objects, on PostgreSQL, each
 * checked against the invariant a user relies on: no lost update (If-Match losers get 412 and get through on a
 * retry), the transition table never violated, a hire confirmed once with one invoice, one message per
 * Idempotency-Key, and invoice numbers without gaps or duplicates. Every call goes over HTTP to the started server.
 */
export function racesSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const call = (
    side: Writer,
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ) => api(t.base, method, SIDE_PATH[side](path), { token: tokens[USER[side].email]!, ...options })
  const counts: Record<Scenario['kind'], number> = { 'vacancy-updates': 0, 'status-moves': 0, hire: 0, sends: 0 }

  async function freshVacancy() {
    const row = await t.server.db
      .insertInto('vacancies')
      .values({ company_id: COMPANY.id, title: 'Contested role', status: 'active', draft: false })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }
  async function freshApplication(status: ApplicationStatus) {
    const row = await t.server.db
      .insertInto('applications')
      .values({ vacancy_id: await freshVacancy(), talent_id: TALENT.id, resume_id: TALENT.resume!.id, status })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }
  const auditCount = async (objectId: string) =>
    Number(
      (
        await t.server.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('object_id', '=', objectId)
          .executeTakeFirstOrThrow()
      ).n,
    )

  const expectNo5xx = (responses: { status: number }[]) =>
    expect(responses.filter((response) => response.status >= 500)).toEqual([])

  async function vacancyUpdates({ writers }: Extract<Scenario, { kind: 'vacancy-updates' }>) {
    const id = await freshVacancy()
    const path = `/vacancy/${id}`
    const first = await call('employer', 'GET', path)
    // Each writer edits from what it read; a 412 sends it back to read again (at most 20 tries).
    const wins: string[] = []
    const outcomes = await Promise.all(
      writers.map(({ side, delay: wait }, index) =>
        after(wait, async () => {
          let etag = first.headers.get('etag')!
          for (let attempt = 0; attempt < 20; attempt++) {
            const response = await call(side, 'PUT', path, {
              body: vacancyInput(`Edit ${index}`),
              headers: { 'if-match': etag },
            })
            if (response.status === 200) {
              wins.push(etag)
              return response
            }
            if (response.status !== 412) return response
            etag = (await call(side, 'GET', path)).headers.get('etag')!
          }
          throw new Error(`writer ${index} never got through`)
        }),
      ),
    )
    expectNo5xx(outcomes)
    expect(outcomes.map((outcome) => outcome.status)).toEqual(writers.map(() => 200))
    // No lost update: no two writes went through over the same version, and every one of them is in the audit log.
    expect(new Set(wins).size).toBe(wins.length)
    expect(await auditCount(id)).toBe(writers.length)
    const stored = await t.server.db
      .selectFrom('vacancies')
      .select('title')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(writers.map((_, index) => `Edit ${index}`)).toContain(stored.title)
  }

  async function statusMoves({ from, moves }: Extract<Scenario, { kind: 'status-moves' }>) {
    const id = await freshApplication(from)
    const responses = await Promise.all(
      moves.map(({ side, to, delay: wait }) =>
        after(wait, () =>
          call(side, 'POST', `/application/${id}/application_status`, { body: { status: to, application_id: id } }),
        ),
      ),
    )
    expectNo5xx(responses)
    for (const response of responses) expect([200, 403, 409]).toContain(response.status)
    const done = moves.filter((_, index) => responses[index]!.status === 200)
    const stored = await t.server.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    // The successful moves happened one after another: some order of them walks the table from the first status
    // to the stored one, each move allowed for its side at its turn.
    expect(chainExists(from, done, stored.status)).toBe(true)
    expect(await auditCount(id)).toBe(done.length)
  }

  async function hire({ confirmations, fallThrough }: Extract<Scenario, { kind: 'hire' }>) {
    const id = await freshApplication('offer_accepted')
    const calls = confirmations.map(({ side, delay: wait }) =>
      after(wait, () => call(side, 'PUT', `/application/${id}/hire`)),
    )
    if (fallThrough !== undefined) {
      calls.push(
        after(fallThrough, () =>
          call('recruiter', 'POST', `/application/${id}/application_status`, {
            body: { status: 'rejected', application_id: id },
          }),
        ),
      )
    }
    const responses = await Promise.all(calls)
    expectNo5xx(responses)
    for (const response of responses) expect([200, 409]).toContain(response.status)
    const stored = (await call('employer', 'GET', `/application/${id}`)).body as { status: string; hired: boolean }
    const sides = await t.server.db
      .selectFrom('hire_confirmations')
      .select('side')
      .where('application_id', '=', id)
      .execute()
    const invoices = await t.server.db.selectFrom('invoices').select('id').where('application_id', '=', id).execute()
    // One confirmation per side at most; hired exactly when both sides confirmed; one invoice per hire, none without.
    expect(new Set(sides.map((row) => row.side)).size).toBe(sides.length)
    const bothSides = new Set(confirmations.map(({ side }) => side)).size === 2
    expect(stored.hired).toBe(sides.length === 2)
    expect(invoices).toHaveLength(stored.hired ? 1 : 0)
    if (stored.hired) expect(stored.status).toBe('offer_accepted')
    // Both sides confirmed and still no hire: only because the recruiter's fall-through came first.
    else if (bothSides)
      expect({ status: stored.status, fellThrough: fallThrough !== undefined }).toEqual({
        status: 'rejected',
        fellThrough: true,
      })
  }

  async function sends({ sends: planned }: Extract<Scenario, { kind: 'sends' }>) {
    const application = await freshApplication('applied')
    const opened = await call('employer', 'POST', `/application/${application}/conversation`)
    expect(opened.status).toBe(201)
    const conversation = opened.body.id as string
    // A retry repeats its first send exactly: the same side, key and text.
    const firstOf = new Map(planned.map((send) => [send.key, send] as const).reverse())
    const responses = await Promise.all(
      planned.map(({ key, delay: wait }) =>
        after(wait, async () => {
          const { side } = firstOf.get(key)!
          for (;;) {
            const response = await call(side, 'POST', `/conversation/${conversation}/message`, {
              body: { body: `Message ${key}` },
              headers: { 'idempotency-key': `race-${conversation}-${key}` },
            })
            // 409 with Retry-After: the first send with this key is still running; a client waits and asks again.
            if (response.status !== 409 || !response.headers.get('retry-after')) return response
            await new Promise((resume) => setTimeout(resume, 5))
          }
        }),
      ),
    )
    expectNo5xx(responses)
    expect(responses.map((response) => response.status)).toEqual(planned.map(() => 201))
    const idsByKey = new Map<number, Set<string>>()
    planned.forEach(({ key }, index) =>
      idsByKey.set(key, (idsByKey.get(key) ?? new Set()).add(responses[index]!.body.id)),
    )
    const rows = await t.server.db
      .selectFrom('messages')
      .select(['id', 'body'])
      .where('conversation_id', '=', conversation)
      .execute()
    // Exactly one row per key, and every retry answered that row.
    expect(rows).toHaveLength(idsByKey.size)
    for (const ids of idsByKey.values()) expect(ids.size).toBe(1)
  }

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    for (const user of [TALENT, EMPLOYER, RECRUITER]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  it(
    `keeps every invariant over ${RUNS} generated interleavings (seed ${SEED})`,
    { timeout: 15 * 60_000 },
    async () => {
      console.log(`[races] ${RUNS} interleavings, seed ${SEED} (RACE_SEED=${SEED} replays this run)`)
      await fc.assert(
        fc.asyncProperty(scenario, async (planned) => {
          counts[planned.kind] += 1
          if (planned.kind === 'vacancy-updates') await vacancyUpdates(planned)
          else if (planned.kind === 'status-moves') await statusMoves(planned)
          else if (planned.kind === 'hire') await hire(planned)
          else await sends(planned)
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      )
      console.log(
        `[races] ${RUNS} interleavings: ${Object.entries(counts)
          .map(([name, n]) => `${n} ${name}`)
          .join(', ')}; 0 lost updates, 0 table violations, 0 duplicate writes`,
      )
    },
  )

  it('numbers the invoices of every year without gaps or duplicates', async () => {
    const rows = await t.server.db.selectFrom('invoices').select('number').execute()
    const byYear = new Map<string, number[]>()
    for (const { number } of rows) {
      const [, year, n] = /^HL-(\d{4})-(\d+)$/.exec(number)!
      byYear.set(year!, [...(byYear.get(year!) ?? []), Number(n)])
    }
    expect(byYear.size).toBeGreaterThan(0)
    for (const numbers of byYear.values()) {
      expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, index) => index + 1))
    }
  })

  it('keeps the list counters equal to the rows after every burst, and after a compaction (ADR 0110)', async () => {
    expect(await countersKept(t.server.db)).toEqual(await countersCounted(t.server.db))
    await compactListCounts(t.server.db)
    expect(await countersKept(t.server.db)).toEqual(await countersCounted(t.server.db))
  })
}

/** Whether some order of the successful moves walks the transition table from `from` to `to`. */
function chainExists(
  from: ApplicationStatus,
  moves: readonly { side: Writer; to: ApplicationStatus }[],
  to: ApplicationStatus,
): boolean {
  if (moves.length === 0) return from === to
  return moves.some(
    (move, index) =>
      canTransition(from, move.to, move.side) &&
      chainExists(
        move.to,
        moves.filter((_, other) => other !== index),
        to,
      ),
  )
}
