import {
  addUtcDays,
  INSIGHTS_FUNNEL_STEPS,
  insightsPeriodOf,
  insightsPeriodRefusal,
  pipelineGroupOf,
  pipelineGroups,
  weekStartOf,
  weeksOf,
  type InsightsFunnelStep,
} from '@hireloop/flows/rules'
import { db, FIXTURE_NOW } from '../db.ts'
import { fail, notFound, searchOf, type Definitions, type Detail, type S } from '../support.ts'

const DATE = /^\d{4}-\d{2}-\d{2}$/
const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
const TOP = 10

const isDate = (value: string) => DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)

/** The moment both sides had confirmed the hire (the later confirmation), or null. */
function hiredAt(application: S['Application']): string | null {
  if (!application.hired) return null
  return (
    application.hire_confirmation
      .map((c) => c.confirmed_at)
      .sort()
      .at(-1) ?? null
  )
}

/** percentile_cont as PostgreSQL computes it: linear between the two nearest ranks. */
function percentile(values: number[], fraction: number): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const rank = fraction * (sorted.length - 1)
  const low = Math.floor(rank)
  const high = Math.ceil(rank)
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low)
}

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10)
const rateOf = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 1000)

/**
 * The server's figures (apps/server/src/resources/insights, ADR 0089) over the fixture data. The mock keeps no
 * status history, so the funnel reads each application's current status only (and a hire reaches every step), and
 * the company's first answer is its first message in the application's conversation; today is the fixtures'
 * today, so the default period holds the fixture applications on every day a story runs.
 */
export function insightsOf(query: { from?: string; to?: string; companyId: string | null }): S['Insights'] {
  const period = insightsPeriodOf(query, FIXTURE_NOW)
  const start = `${period.from}T00:00:00.000Z`
  const end = `${addUtcDays(period.to, 1)}T00:00:00.000Z`
  const inPeriod = (at: string | null): at is string =>
    at !== null && new Date(at).toISOString() >= start && new Date(at).toISOString() < end
  const ofCompany = db.applications.filter((a) => query.companyId === null || a.vacancy.company.id === query.companyId)
  const created = ofCompany.filter((a) => inPeriod(a.created_at))
  const hires = ofCompany.filter((a) => inPeriod(hiredAt(a)))

  const days = hires.map((a) => (Date.parse(hiredAt(a)!) - Date.parse(a.created_at)) / DAY_MS)

  const rank = (a: S['Application']) => {
    if (a.hired) return INSIGHTS_FUNNEL_STEPS.length
    const group = pipelineGroupOf(a.status)
    return group === null ? 0 : pipelineGroups.indexOf(group) + 1
  }
  const reached = (index: number) => (index === 0 ? created.length : created.filter((a) => rank(a) >= index + 1).length)
  const funnel = INSIGHTS_FUNNEL_STEPS.map((step: InsightsFunnelStep, index) => ({
    step,
    reached: reached(index),
    rate: index === 0 ? null : rateOf(reached(index), reached(index - 1)),
  }))

  const waiting = created.filter((a) => a.status !== 'employer_interested')
  const answers = waiting.flatMap((a) => {
    const conversations = db.conversations.filter((c) => c.context?.type === 'application' && c.context.id === a.id)
    const sent = db.messages
      .filter((m) => conversations.some((c) => c.id === m.conversation_id))
      .filter((m) => m.sender.user_type === 'employer' && m.sent_at >= a.created_at)
      .map((m) => m.sent_at)
      .sort()
    return sent.length === 0 ? [] : [(Date.parse(sent[0]!) - Date.parse(a.created_at)) / HOUR_MS]
  })

  const countBy = (key: (a: S['Application']) => string) => {
    const counts = new Map<string, { applications: number; hires: number; sample: S['Application'] }>()
    for (const [list, field] of [
      [created, 'applications'],
      [hires, 'hires'],
    ] as const) {
      for (const a of list) {
        const entry = counts.get(key(a)) ?? { applications: 0, hires: 0, sample: a }
        entry[field] += 1
        counts.set(key(a), entry)
      }
    }
    return [...counts.values()].sort((x, y) => y.applications - x.applications || y.hires - x.hires)
  }

  const weekly = weeksOf(period).map((week_start) => ({
    week_start,
    applications: created.filter((a) => weekStartOf(a.created_at.slice(0, 10)) === week_start).length,
    hires: hires.filter((a) => weekStartOf(hiredAt(a)!.slice(0, 10)) === week_start).length,
  }))

  return {
    from: period.from,
    to: period.to,
    company_id: query.companyId,
    totals: { applications: created.length, hires: hires.length },
    time_to_hire: {
      hires: hires.length,
      median_days: oneDecimal(percentile(days, 0.5)),
      p75_days: oneDecimal(percentile(days, 0.75)),
    },
    funnel,
    response_time: {
      applications: waiting.length,
      answered: answers.length,
      median_hours: oneDecimal(percentile(answers, 0.5)),
      p75_hours: oneDecimal(percentile(answers, 0.75)),
    },
    vacancies: countBy((a) => a.vacancy_id)
      .slice(0, TOP)
      .map(({ sample, applications, hires }) => ({
        vacancy_id: sample.vacancy_id,
        title: sample.vacancy.title,
        company_id: sample.vacancy.company.id,
        company_name: sample.vacancy.company.name,
        applications,
        hires,
      })),
    companies: countBy((a) => a.vacancy.company.id)
      .slice(0, TOP)
      .map(({ sample, applications, hires }) => ({
        company_id: sample.vacancy.company.id,
        name: sample.vacancy.company.name,
        applications,
        hires,
      })),
    weekly,
  }
}

export const insightsHandlers = {
  getInsights: (http) =>
    http.get('/insights', ({ request, response }) => {
      const search = searchOf(request)
      const from = search.get('from') ?? undefined
      const to = search.get('to') ?? undefined
      const companyId = search.get('company_id')
      const detail: Detail = []
      for (const [field, value] of [
        ['from', from],
        ['to', to],
      ] as const) {
        if (value !== undefined && !isDate(value)) {
          detail.push({ loc: ['query', field], msg: 'Must be a date (YYYY-MM-DD).', type: 'format' })
        }
      }
      if (detail.length > 0) return response.untyped(fail(400, { detail }))
      const refusal = insightsPeriodRefusal(insightsPeriodOf({ from, to }, FIXTURE_NOW), { from })
      if (refusal) {
        return response.untyped(
          fail(400, { detail: [{ loc: ['query', refusal.field], msg: refusal.message, type: 'value' }] }),
        )
      }
      if (companyId !== null && !db.companies.some((c) => c.id === companyId)) {
        return response.untyped(notFound('Company'))
      }
      return response(200).json(insightsOf({ from, to, companyId }))
    }),
} satisfies Definitions
