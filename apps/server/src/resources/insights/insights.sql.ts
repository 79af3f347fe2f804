import { PIPELINE_STATUSES, pipelineGroups } from '@hireloop/flows/rules'
import { sql, type RawBuilder } from 'kysely'
import type { Period } from './insights.period.ts'

/** What every insight query is limited to: a period and, optionally, one company's vacancies. */
export interface InsightsScope {
  period: Period
  companyId: string | null
}

/**
 * Hired applications with the moment they became hires: both sides confirmed (ADR 0071), at the later confirmation.
 * Nothing else records a hire, so this is the one definition every figure uses.
 */
export const HIRED = sql`(
  select application_id, max(confirmed_at) as hired_at
  from hire_confirmations
  group by application_id
  having count(*) = 2
)`

/** `and <vacancy>.company_id = ...` when the figures are one company's; nothing otherwise. */
export const companyFilter = (scope: InsightsScope, vacancy: string): RawBuilder<unknown> =>
  scope.companyId === null ? sql`` : sql`and ${sql.ref(`${vacancy}.company_id`)} = ${scope.companyId}`

/** `<column> inside the period` (the period's end is the day after `to`, excluded). */
export const inPeriod = (scope: InsightsScope, column: string): RawBuilder<unknown> =>
  sql`${sql.ref(column)} >= ${scope.period.start} and ${sql.ref(column)} < ${scope.period.end}`

/**
 * The applications created in the period (of the company's vacancies when one is asked for): the cohort the funnel
 * and the response time follow.
 */
export const cohort = (scope: InsightsScope): RawBuilder<unknown> => sql`(
  select a.id, a.status, a.vacancy_id, a.talent_id, a.created_at, a.created_by, v.company_id
  from applications a
  join vacancies v on v.id = a.vacancy_id
  where ${inPeriod(scope, 'a.created_at')} ${companyFilter(scope, 'v')}
)`

/**
 * The pipeline group of a status as its rank in packages/flows' column order (matched 1 ... decision 4), 0 for a
 * closed status or none: the statuses come from the flows table, so a status moving group moves here too.
 */
export const groupRank = (status: RawBuilder<unknown>): RawBuilder<number> =>
  sql<number>`case ${sql.join(
    pipelineGroups.map(
      (group, index) => sql`when ${status} in (${sql.join([...PIPELINE_STATUSES[group]])}) then ${sql.lit(index + 1)}`,
    ),
    sql` `,
  )} else 0 end`

/** Rounded for the wire: figures to one decimal, rates to three. */
export const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10)
export const rateOf = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 1000)
