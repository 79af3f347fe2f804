import { sql, type Kysely } from 'kysely'
import type { Database } from '../../src/db/schema.ts'

type Counts = Record<string, number>

/** Every list counter's value as the counters say it (the sum of its rows, ADR 0110), zeros left out. */
export async function countersKept(db: Kysely<Database>): Promise<Counts> {
  const { rows } = await sql<{ counter: string; value: number }>`select counter, sum(delta)::int as value
    from list_counts group by counter having sum(delta) <> 0 order by counter`.execute(db)
  return Object.fromEntries(rows.map((row) => [row.counter, row.value]))
}

/** The same counts, counted now from the rows themselves (what migration 0023's triggers count). */
export async function countersCounted(db: Kysely<Database>): Promise<Counts> {
  const { rows } = await sql<{ counter: string; value: number }>`select counter, count(*)::int as value from (
      select 'users:talent' as counter from users where user_type = 'talent'
      union all select 'talent_profiles:' || status from talent_profiles
      union all select 'applications:' || status from applications where resume_id is not null
    ) counted group by counter order by counter`.execute(db)
  return Object.fromEntries(rows.map((row) => [row.counter, row.value]))
}

/** How many rows the counters hold (one per counter once compacted). */
export const counterRows = async (db: Kysely<Database>) =>
  (await sql<{ n: number }>`select count(*)::int as n from list_counts`.execute(db)).rows[0]!.n
