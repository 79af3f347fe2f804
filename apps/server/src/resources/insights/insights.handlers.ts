import type { ApiContext } from '../../api/context.ts'
import { notFound } from '../../api/errors.ts'
import { ok, type OperationHandlers } from '../../api/operation.ts'
import { funnelOf } from './insights.funnel.ts'
import { periodOf } from './insights.period.ts'
import { responseTimeOf } from './insights.response-time.ts'
import type { InsightsScope } from './insights.sql.ts'
import { timeToHireOf } from './insights.time-to-hire.ts'
import { topCompaniesOf, topVacanciesOf, totalsOf, weeklyOf } from './insights.volume.ts'

/**
 * The recruiters' Insights dashboard (issue 15, ADR 0089): every figure computed by SQL on the live tables at each
 * request, over a period of at most a year, optionally for one company. The policy lets whoever reads applications
 * read their figures.
 */
export function insightsHandlers(ctx: ApiContext) {
  return {
    async getInsights({ query }) {
      const period = periodOf(query)
      const companyId = query.company_id ?? null
      if (companyId !== null) {
        const company = await ctx.db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst()
        if (!company) throw notFound('Company not found.')
      }
      const scope: InsightsScope = { period, companyId }
      // One after another: PGlite has one connection, and PostgreSQL gains little for a dashboard read.
      const totals = await totalsOf(ctx.db, scope)
      const timeToHire = await timeToHireOf(ctx.db, scope)
      const funnel = await funnelOf(ctx.db, scope)
      const responseTime = await responseTimeOf(ctx.db, scope)
      const vacancies = await topVacanciesOf(ctx.db, scope)
      const companies = await topCompaniesOf(ctx.db, scope)
      const weekly = await weeklyOf(ctx.db, scope)
      return ok({
        from: period.from,
        to: period.to,
        company_id: companyId,
        totals,
        time_to_hire: timeToHire,
        funnel,
        response_time: responseTime,
        vacancies,
        companies,
        weekly,
      })
    },
  } satisfies OperationHandlers
}
