import { sql, type Kysely } from 'kysely'

// Exact totals kept by the database (issue 16, ADR 0110): statement-level triggers append each statement's signed
// change of a count to `list_counts`; a total sums its counters' rows, compaction (db/list-counts.ts) folds them.

/**
 * What each table counts: a query over `rows` (the table itself for the backfill, a transition table in a trigger)
 * giving one `counter` per row counted, named `<table>:<value>` (db/list-counts.ts reads them).
 */
export const COUNTED: Record<'users' | 'talent_profiles' | 'applications', (rows: string) => string> = {
  // Talents, whatever their profile says (the default status is all talents but the profiles with another).
  users: (rows) => `select 'users:talent' as counter from ${rows} where user_type = 'talent'`,
  // A profile belongs to a talent (migration 0022 enforces it): profiles by status.
  talent_profiles: (rows) => `select 'talent_profiles:' || status as counter from ${rows}`,
  // The applications every list reads (those with a resume, ADR 0071), by status.
  applications: (rows) => `select 'applications:' || status as counter from ${rows} where resume_id is not null`,
}

/** The transition tables each event's trigger hands the function (one trigger per event, see below). */
const TRANSITIONS = {
  insert: 'new table as new_rows',
  update: 'old table as old_rows new table as new_rows',
  delete: 'old table as old_rows',
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // No key: appending never waits on another writer's row, so concurrent writes in any order cannot deadlock here.
  await sql`create table list_counts (counter text not null, delta bigint not null)`.execute(db)
  await sql`create index list_counts_counter_idx on list_counts (counter) include (delta)`.execute(db)

  await sql`create function list_counts_truncated() returns trigger language plpgsql as $$
    begin
      delete from list_counts where starts_with(counter, tg_table_name || ':');
      return null;
    end $$`.execute(db)

  for (const [table, counted] of Object.entries(COUNTED)) {
    // One statement's net change per counter; a statement that changes no count (most updates) appends nothing.
    // Transition tables are per event (PostgreSQL allows them on single-event triggers only), one function for all.
    await sql
      .raw(
        `create function list_counts_${table}() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then
            insert into list_counts (counter, delta)
            select counter, count(*) from (${counted('new_rows')}) counted group by counter;
          elsif tg_op = 'DELETE' then
            insert into list_counts (counter, delta)
            select counter, -count(*) from (${counted('old_rows')}) counted group by counter;
          else
            insert into list_counts (counter, delta)
            select counter, sum(delta) from (
              select counter, 1 as delta from (${counted('new_rows')}) added
              union all
              select counter, -1 as delta from (${counted('old_rows')}) removed
            ) changed group by counter having sum(delta) <> 0;
          end if;
          return null;
        end $$`,
      )
      .execute(db)
    for (const [event, transitions] of Object.entries(TRANSITIONS)) {
      await sql
        .raw(
          `create trigger list_counts_${event} after ${event} on ${table} referencing ${transitions}
          for each statement execute function list_counts_${table}()`,
        )
        .execute(db)
    }
    // A truncate (nothing truncates these tables today; a restore might) empties the table's counters too.
    await sql
      .raw(
        `create trigger list_counts_truncate after truncate on ${table}
        for each statement execute function list_counts_truncated()`,
      )
      .execute(db)
    // Backfill: the triggers exist and the table is locked against writers (creating a trigger takes a share row
    // exclusive lock until the migration commits), so the counts start exact.
    await sql
      .raw(
        `insert into list_counts (counter, delta) select counter, count(*) from (${counted(table)}) counted group by counter`,
      )
      .execute(db)
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of Object.keys(COUNTED)) {
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await sql.raw(`drop trigger list_counts_${event} on ${table}`).execute(db)
    }
    await sql.raw(`drop function list_counts_${table}()`).execute(db)
  }
  await sql`drop function list_counts_truncated()`.execute(db)
  await sql`drop table list_counts`.execute(db)
}
