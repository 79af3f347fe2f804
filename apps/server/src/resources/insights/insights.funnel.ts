import { INSIGHTS_FUNNEL_STEPS, type InsightsFunnelStep } from '@hireloop/flows/rules'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { cohort, groupRank, HIRED, rateOf, type InsightsScope } from './insights.sql.ts'

type Reached = Record<InsightsFunnelStep, number>

/**
 * Conversion between the pipeline groups, for the applications created in the period: how many reached each step.
 * No table keeps a status history, so the statuses an application went through are its current one and every
 * status the audit log recorded for it (each single move writes before and after, ADR 0025); an application
 * reached a group when any of them was in that group or a later one, and every step when it is hired. Bulk moves
 * write one audit entry for the vacancy: a status passed through only by a bulk move and left since is not seen
 * (ADR 0089).
 */
export async function funnelOf(db: Db, scope: InsightsScope) {
  const { rows } = await sql<Reached>`
    with cohort as ${cohort(scope)},
    seen as (
      select c.id, c.status from cohort c
      union all
      select c.id, l.after ->> 'status' from cohort c
        join audit_log l on l.object_type = 'application' and l.object_id = c.id::text
      union all
      select c.id, l.before ->> 'status' from cohort c
        join audit_log l on l.object_type = 'application' and l.object_id = c.id::text
    ),
    reached as (
      select s.id, case when h.application_id is null then max(${groupRank(sql.ref('s.status'))}) else 5 end as rank
      from seen s
      left join ${HIRED} h on h.application_id = s.id
      group by s.id, h.application_id
    )
    select
      count(*)::int as matched,
      count(*) filter (where rank >= 2)::int as interested,
      count(*) filter (where rank >= 3)::int as interview,
      count(*) filter (where rank >= 4)::int as decision,
      count(*) filter (where rank >= 5)::int as hired
    from reached
  `.execute(db)
  const reached = rows[0]!
  return INSIGHTS_FUNNEL_STEPS.map((step, index) => ({
    step,
    reached: reached[step],
    rate: index === 0 ? null : rateOf(reached[step], reached[INSIGHTS_FUNNEL_STEPS[index - 1]!]),
  }))
}
