import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { weeksOf } from '@hireloop/flows/rules'
import { companyFilter, HIRED, inPeriod, type InsightsScope } from './insights.sql.ts'

/** How many vacancies and companies the dashboard ranks. */
export const TOP = 10

/**
 * What happened in the period, one row each: an application created (`application` 1) or a hire confirmed
 * (`hire` 1), with its vacancy, its company and when. Every count of this module is a sum over these rows.
 */
const happenings = (scope: InsightsScope) => sql`(
  select a.vacancy_id, v.company_id, a.created_at as at, 1 as application, 0 as hire
  from applications a
  join vacancies v on v.id = a.vacancy_id
  where ${inPeriod(scope, 'a.created_at')} ${companyFilter(scope, 'v')}
  union all
  select a.vacancy_id, v.company_id, h.hired_at as at, 0 as application, 1 as hire
  from ${HIRED} h
  join applications a on a.id = h.application_id
  join vacancies v on v.id = a.vacancy_id
  where ${inPeriod(scope, 'h.hired_at')} ${companyFilter(scope, 'v')}
)`

interface Counts {
  applications: number
  hires: number
}

const COUNTS = sql`sum(e.application)::int as applications, sum(e.hire)::int as hires`

export async function totalsOf(db: Db, scope: InsightsScope): Promise<Counts> {
  const { rows } = await sql<Counts>`
    select coalesce(sum(e.application), 0)::int as applications, coalesce(sum(e.hire), 0)::int as hires
    from ${happenings(scope)} e
  `.execute(db)
  return rows[0]!
}

/** The vacancies with the most applications in the period, then the most hires. */
export async function topVacanciesOf(db: Db, scope: InsightsScope) {
  const { rows } = await sql<Counts & { vacancy_id: string; title: string; company_id: string; company_name: string }>`
    select v.id as vacancy_id, v.title, c.id as company_id, c.name as company_name, ${COUNTS}
    from ${happenings(scope)} e
    join vacancies v on v.id = e.vacancy_id
    join companies c on c.id = v.company_id
    group by v.id, v.title, c.id, c.name
    order by applications desc, hires desc, v.title, v.id
    limit ${TOP}
  `.execute(db)
  return rows
}

/** The companies with the most applications in the period, then the most hires. */
export async function topCompaniesOf(db: Db, scope: InsightsScope) {
  const { rows } = await sql<Counts & { company_id: string; name: string }>`
    select c.id as company_id, c.name, ${COUNTS}
    from ${happenings(scope)} e
    join companies c on c.id = e.company_id
    group by c.id, c.name
    order by applications desc, hires desc, c.name, c.id
    limit ${TOP}
  `.execute(db)
  return rows
}

/** Applications and hires per week (from Monday, UTC), every week of the period present, empty ones with zeros. */
export async function weeklyOf(db: Db, scope: InsightsScope) {
  const { rows } = await sql<Counts & { week_start: string }>`
    select to_char(date_trunc('week', e.at at time zone 'UTC'), 'YYYY-MM-DD') as week_start, ${COUNTS}
    from ${happenings(scope)} e
    group by 1
  `.execute(db)
  const byWeek = new Map(rows.map((row) => [row.week_start, row]))
  return weeksOf(scope.period).map((week_start) => ({
    week_start,
    applications: byWeek.get(week_start)?.applications ?? 0,
    hires: byWeek.get(week_start)?.hires ?? 0,
  }))
}
