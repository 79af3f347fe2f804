import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from './schema.ts'

// Exact totals kept by the database (migration 0023, ADR 0110). Triggers append each statement's signed change of a
// count; a count is the sum of its counter's rows, as exact as count(*) in any transaction (a transaction sees its own
// appends and the committed ones, nothing else). Compaction folds a counter's rows into one.

type Executor = Kysely<Database> | Transaction<Database>

/** The counters, named `<table>:<value>` as migration 0023 appends them. */
export const COUNTERS = {
  /** Users who are talents. */
  talents: 'users:talent',
  /** Talent profiles with this status (a talent without a profile has the default status). */
  talentProfiles: (status: string) => `talent_profiles:${status}`,
  /** Applications with a resume (those every list reads, ADR 0071) in this status. */
  applications: (status: string) => `applications:${status}`,
} as const

/**
 * The sum of the counters in `plus` less those in `minus` (a counter without rows is 0): an index-only read of a row
 * or a few per counter.
 */
export async function countOf(db: Executor, plus: readonly string[], minus: readonly string[] = []): Promise<number> {
  const counters = [...plus, ...minus]
  if (counters.length === 0) return 0
  const signed =
    minus.length === 0 ? sql`delta` : sql`case when counter in (${sql.join(minus)}) then -delta else delta end`
  const { rows } = await sql<{ total: number }>`select coalesce(sum(${signed}), 0)::int as total from list_counts
    where counter in (${sql.join(counters)})`.execute(db)
  return rows[0]!.total
}

/**
 * Folds the rows of every counter that has more than one into a single row of their sum (none when the sum is 0), in
 * one statement; returns how many rows it folded. Rows appended by transactions still open are not seen and stay, so
 * every total keeps its value in every snapshot.
 */
export async function foldListCounts(trx: Transaction<Database>): Promise<number> {
  const { rows } = await sql<{ folded: number }>`with folded as (
      delete from list_counts
      where counter in (select counter from list_counts group by counter having count(*) > 1)
      returning counter, delta
    ), summed as (
      insert into list_counts (counter, delta)
      select counter, sum(delta) from folded group by counter having sum(delta) <> 0
    )
    select count(*)::int as folded from folded`.execute(trx)
  return rows[0]!.folded
}

/** An arbitrary key of the advisory lock that keeps two compactions (two server processes) from meeting. */
const COMPACTION_LOCK = 110_2026

/**
 * Compaction in a transaction of its own. Two at once could each delete rows the other holds, in any order, and
 * deadlock: the second to start skips instead (0 folded).
 */
export async function compactListCounts(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      locked: boolean
    }>`select pg_try_advisory_xact_lock(${COMPACTION_LOCK}) as locked`.execute(trx)
    return rows[0]!.locked ? foldListCounts(trx) : 0
  })
}
