import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { companyFilter, HIRED, inPeriod, oneDecimal, type InsightsScope } from './insights.sql.ts'

/**
 * Days from an application's creation to its hire (both sides confirmed), over the hires of the period: how many,
 * the median and the 75th percentile (continuous, as PostgreSQL's percentile_cont interpolates).
 */
export async function timeToHireOf(db: Db, scope: InsightsScope) {
  const { rows } = await sql<{ hires: number; median_days: number | null; p75_days: number | null }>`
    with durations as (
      select extract(epoch from h.hired_at - a.created_at)::float8 / 86400 as days
      from ${HIRED} h
      join applications a on a.id = h.application_id
      join vacancies v on v.id = a.vacancy_id
      where ${inPeriod(scope, 'h.hired_at')} ${companyFilter(scope, 'v')}
    )
    select
      count(*)::int as hires,
      percentile_cont(0.5) within group (order by days) as median_days,
      percentile_cont(0.75) within group (order by days) as p75_days
    from durations
  `.execute(db)
  const row = rows[0]!
  return { hires: row.hires, median_days: oneDecimal(row.median_days), p75_days: oneDecimal(row.p75_days) }
}
