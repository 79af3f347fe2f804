import { sql } from 'kysely'
import type { Db } from '../database.ts'

/** Rows per statement: large enough that a statement's round trip is noise, small enough for PGlite's memory. */
export const CHUNK = 5_000

/**
 * Inserts rows through one JSON parameter, `json_to_recordset` with the columns' types (`"id uuid, name text"`),
 * CHUNK rows per statement. One parameter whatever the row count: PostgreSQL caps a statement at 65,535 parameters.
 */
export async function insertJson(db: Db, table: string, columns: string, rows: readonly object[]): Promise<void> {
  const names = columns
    .split(',')
    .map((column) => column.trim().split(' ')[0])
    .join(', ')
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK)
    await sql`insert into ${sql.raw(table)} (${sql.raw(names)}) select ${sql.raw(names)} from json_to_recordset(${JSON.stringify(chunk)}::json) as x(${sql.raw(columns)})`.execute(
      db,
    )
  }
}
