import { sql } from 'kysely'
import type { Db } from '../../src/db/database.ts'

/**
 * Did a request write? Every row change needs a transaction id, so a request that committed none changed no row:
 * we read the next transaction id to be assigned before and after it, and ask the database about each id in
 * between (`pg_xact_status`): one that committed is a write. A request may well take ids and roll back (a unique
 * violation answered 409): rolled back, nothing stayed. Sequences move outside transactions (and take no id
 * between their WAL records): their values are compared as well. Two small queries per request, on PGlite and
 * PostgreSQL alike.
 */
export interface WriteMark {
  nextXid: bigint
  sequences: string
}

const sequenceNames = new WeakMap<Db, Promise<string[]>>()

export async function writeMark(db: Db): Promise<WriteMark> {
  let names = sequenceNames.get(db)
  if (!names) {
    names = sql<{ name: string }>`
      select quote_ident(sequence_schema) || '.' || quote_ident(sequence_name) as name
      from information_schema.sequences order by 1`
      .execute(db)
      .then(({ rows }) => rows.map((row) => row.name))
    sequenceNames.set(db, names)
  }
  // Read from each sequence itself: the pg_sequences view costs a catalog join per call.
  const values = (await names).map((name) => sql`(select last_value::text from ${sql.raw(name)})`)
  const { rows } = await sql<{ next_xid: string; sequences: string | null }>`
    select pg_snapshot_xmax(pg_current_snapshot())::text as next_xid,
      ${values.length > 0 ? sql`concat_ws(',', ${sql.join(values)})` : sql`''`} as sequences`.execute(db)
  return { nextXid: BigInt(rows[0]!.next_xid), sequences: rows[0]!.sequences ?? '' }
}

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
 * where it wrote a row of this database outside BACKGROUND_TABLES. A delete leaves no visible row: on PGlite (one
 * database, one session) a committed id that wrote no visible row is still a write; on PostgreSQL it cannot be told
 * from another database's commit and is left to the PGlite run of the same code.
 */
export async function writesBetween(
  db: Db,
  before: WriteMark,
  after: WriteMark,
  options: { singleSession: boolean },
): Promise<string[]> {
  const found: string[] = []
  if (after.sequences !== before.sequences) found.push(`a sequence moved (${before.sequences} -> ${after.sequences})`)
  if (after.nextXid <= before.nextXid) return found
  const { rows: committed } = await sql<{ xid: string }>`
    select x::text as xid from generate_series(${before.nextXid.toString()}::bigint, ${(after.nextXid - 1n).toString()}::bigint) as x
    where pg_xact_status(x::text::xid8) = 'committed'`.execute(db)
  if (committed.length === 0) return found
  // `xmin` is the 32-bit transaction id: the 64-bit one without its epoch.
  const xids = committed.map((row) => (BigInt(row.xid) % 4_294_967_296n).toString())
  const tables = await tableNames(db)
  const parts = tables.map(
    (name) =>
      sql`select ${name}::text as name, xmin::text as xid from ${sql.table(name)} where xmin::text = any(${xids}::text[])`,
  )
  const { rows } = await sql<{ name: string; xid: string }>`${sql.join(parts, sql` union `)}`.execute(db)
  const written = [...new Set(rows.filter((row) => !BACKGROUND_TABLES.includes(row.name)).map((row) => row.name))]
  if (written.length > 0) found.push(`transaction(s) ${xids.join(', ')} committed rows of ${written.join(', ')}`)
  if (options.singleSession) {
    const unseen = xids.filter((xid) => !rows.some((row) => row.xid === xid))
    if (unseen.length > 0) found.push(`transaction(s) ${unseen.join(', ')} committed without a visible row (a delete?)`)
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

/**
 * A fingerprint of every row of every table but `except`: row counts plus an order-free hash of the rows. For the
 * requests where a refusal may write bookkeeping of its own (the answer kept for an Idempotency-Key).
 */
export async function tableFingerprint(db: Db, except: readonly string[]): Promise<Map<string, string>> {
  const names = (await tableNames(db)).filter((name) => !except.includes(name))
  const parts = names.map(
    (name) =>
      sql`select ${name}::text as name, count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint), 0)::text as print from ${sql.table(name)} as t`,
  )
  const { rows } = await sql<{ name: string; print: string }>`${sql.join(parts, sql` union all `)}`.execute(db)
  return new Map(rows.map((row) => [row.name, row.print]))
}

export function fingerprintChanges(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([name, print]) => before.get(name) !== print).map(([name]) => `table ${name} changed`)
}
