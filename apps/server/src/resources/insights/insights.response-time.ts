import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { cohort, oneDecimal, type InsightsScope } from './insights.sql.ts'

/**
 * How fast companies answer: over the applications created in the period that the company did not start itself
 * (a talent applied, a recruiter matched; the creator is not an employer), hours to the company's first answer:
 * the first status move an employer made on the application (its audit entry), or the first message an employer
 * of the company sent in the application's conversation. Bulk moves are recorded per vacancy and do not count
 * (ADR 0089). Applications not answered yet count in `applications` only.
 */
export async function responseTimeOf(db: Db, scope: InsightsScope) {
  const { rows } = await sql<{
    applications: number
    answered: number
    median_hours: number | null
    p75_hours: number | null
  }>`
    with cohort as ${cohort(scope)},
    waiting as (
      select c.* from cohort c
      left join users creator on creator.id = c.created_by
      where creator.user_type is distinct from 'employer'
    ),
    answers as (
      select w.id, l.created_at as answered_at
      from waiting w
      join audit_log l on l.object_type = 'application' and l.object_id = w.id::text
      where l.actor_role = 'employer' and l.operation_id = 'setApplicationStatus'
      union all
      select w.id, m.sent_at
      from waiting w
      join conversations cv on cv.application_id = w.id
        or (cv.application_id is null and cv.vacancy_id = w.vacancy_id and cv.talent_id = w.talent_id)
      join messages m on m.conversation_id = cv.id and m.sent_at >= w.created_at
      join users sender on sender.id = m.sender_id and sender.user_type = 'employer' and sender.company_id = w.company_id
    ),
    first_answers as (
      select w.id, extract(epoch from min(a.answered_at) - w.created_at)::float8 / 3600 as hours
      from waiting w
      join answers a on a.id = w.id
      group by w.id, w.created_at
    )
    select
      (select count(*)::int from waiting) as applications,
      count(*)::int as answered,
      percentile_cont(0.5) within group (order by hours) as median_hours,
      percentile_cont(0.75) within group (order by hours) as p75_hours
    from first_answers
  `.execute(db)
  const row = rows[0]!
  return {
    applications: row.applications,
    answered: row.answered,
    median_hours: oneDecimal(row.median_hours),
    p75_hours: oneDecimal(row.p75_hours),
  }
}
