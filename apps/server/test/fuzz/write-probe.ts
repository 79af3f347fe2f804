import { PGlite } from '@electric-sql/pglite'
import { sql } from 'kysely'
import pg from 'pg'
import type { Db } from '../../src/db/database.ts'

/**
 * Did a request write? Every row change needs a transaction id, so a request that committed none changed no row:
 * we read the next transaction id to be assigned before and after it, and ask the database about each id in
 * between (`pg_xact_status`): one that committed is a write. A request may well take ids and roll back (a unique
 * violation answered 409): rolled back, nothing stayed. Sequences move outside transactions (and take no id
 * between their WAL records): their values are compared as well. Two small queries per request, on PGlite and
 * PostgreSQL alike, and none when the process sent the database no statement since the last mark.
 */
export interface WriteMark {
  nextXid: bigint
  sequences: string
  /** statementCount() once the mark's own query was sent: unchanged later, nothing was written since. */
  statements: number
}

const sequenceOids = new WeakMap<Db, Promise<number[]>>()

export async function writeMark(db: Db): Promise<WriteMark> {
  let oids = sequenceOids.get(db)
  if (!oids) {
    oids = sql<{ oid: number }>`select oid::int as oid from pg_class where relkind = 'S' order by oid`
      .execute(db)
      .then(({ rows }) => rows.map((row) => row.oid))
    sequenceOids.set(db, oids)
  }
  // pg_sequence_last_value reads each sequence without a subquery per sequence; null until its first nextval.
  const values = (await oids).map((oid) => sql`coalesce(pg_sequence_last_value(${sql.lit(oid)}::oid)::text, '-')`)
  const statements = statementCount() + 1
  const { rows } = await sql<{ next_xid: string; sequences: string | null }>`
    select pg_snapshot_xmax(pg_current_snapshot())::text as next_xid,
      ${values.length > 0 ? sql`concat_ws(',', ${sql.join(values)})` : sql`''`} as sequences`.execute(db)
  return { nextXid: BigInt(rows[0]!.next_xid), sequences: rows[0]!.sequences ?? '', statements }
}

let statements = 0

/**
 * How many statements this process has sent to a database so far. A request during which the count did not move
 * wrote nothing (nor did anything else of ours): no query needed to prove it. Most refused requests are refused
 * before any handler (validation, the token, the scope), so this is the common case. Counted at the drivers the
 * server's Kysely dialects call (src/db/pglite-dialect.ts, pg's pool), which every statement passes through.
 */
export function statementCount(): number {
  return statements
}

function countCalls<T extends object>(prototype: T, method: keyof T & string) {
  const original = prototype[method] as (...args: unknown[]) => unknown
  if ((original as { counted?: boolean }).counted) return
  const counted = Object.assign(
    function (this: unknown, ...args: unknown[]) {
      statements++
      return original.apply(this, args)
    },
    { counted: true },
  )
  Object.defineProperty(prototype, method, { value: counted, writable: true, configurable: true })
}

countCalls(PGlite.prototype, 'query')
countCalls(PGlite.prototype, 'exec')
countCalls(pg.Client.prototype, 'query')

/**
 * Tables that work outside the request writes (inserts or updates, which carry the writer's transaction id in `xmin`):
 * a job that failed is retried by the queue's timer after a backoff, whatever request is running then.
 */
export const BACKGROUND_TABLES = [
  // The queue claims, finishes and reschedules its jobs here.
  'jobs',
  // A parse_file job records its progress and, when it gives up, the failure.
  'parse_jobs',
  // The mail jobs mark their messages sent.
  'outbox',
]

/**
 * What was written between two marks: committed transaction ids, attributed to the tables whose visible rows they
 * wrote, and whether a sequence moved. Transaction ids are the cluster's, not the database's: on PostgreSQL other
 * databases (other test files) and autovacuum's analyze take and commit them all the time, so an id counts only
 * where it wrote a row of this database outside `allowed` (BACKGROUND_TABLES, and the bookkeeping a refusal may
 * write by design). A delete leaves no visible row: on PGlite (one database, one session) a committed id that wrote
 * no visible row is still a write; on PostgreSQL it cannot be told from another database's commit and is left to the
 * PGlite run of the same code. One exception, counted exactly: an Idempotency-Key is claimed (an insert) and then
 * given its answer (an update) in two transactions, and the claim's row version is gone once the answer is kept, so
 * each id that wrote an `idempotency_keys` row (the answer) excuses one id without a visible row (its claim).
 */
export async function writesBetween(
  db: Db,
  before: WriteMark,
  after: WriteMark,
  options: { singleSession: boolean; allowed: readonly string[] },
): Promise<string[]> {
  const found: string[] = []
  if (after.sequences !== before.sequences) found.push(`a sequence moved (${before.sequences} -> ${after.sequences})`)
  if (after.nextXid <= before.nextXid) return found
  const { rows: committed } = await sql<{ xid: string }>`
    select x::text as xid from generate_series(${before.nextXid.toString()}::bigint, ${(after.nextXid - 1n).toString()}::bigint) as x
    where pg_xact_status(x::text::xid8) = 'committed'`.execute(db)
  if (committed.length === 0) return found
  // `xmin` is the 32-bit transaction id: the 64-bit one without its epoch. Compared as xid, not as text (this scans
  // every table). One row per table and id that wrote there.
  const xids = committed.map((row) => (BigInt(row.xid) % 4_294_967_296n).toString())
  const tables = await tableNames(db)
  const parts = tables.map(
    (name) =>
      sql`select ${name}::text as name, xmin::text as xid from ${sql.table(name)} where xmin = any(${xids}::text[]::xid[])`,
  )
  const { rows } = await sql<{ name: string; xid: string }>`${sql.join(parts, sql` union `)}`.execute(db)
  const written = [...new Set(rows.filter((row) => !options.allowed.includes(row.name)).map((row) => row.name))]
  if (written.length > 0) found.push(`transaction(s) ${xids.join(', ')} committed rows of ${written.join(', ')}`)
  if (options.singleSession) {
    const unseen = xids.filter((xid) => !rows.some((row) => row.xid === xid))
    const answered = options.allowed.includes('idempotency_keys')
      ? rows.filter((row) => row.name === 'idempotency_keys').length
      : 0
    if (unseen.length > answered) {
      found.push(`transaction(s) ${unseen.join(', ')} committed without a visible row (a delete?)`)
    }
  }
  return found
}

const tableNameCache = new WeakMap<Db, Promise<string[]>>()

function tableNames(db: Db): Promise<string[]> {
  let names = tableNameCache.get(db)
  if (!names) {
    names = sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`
      .execute(db)
      .then(({ rows }) => rows.map((row) => row.name))
    tableNameCache.set(db, names)
  }
  return names
}
