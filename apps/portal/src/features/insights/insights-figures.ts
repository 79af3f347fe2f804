import type { Schema } from '@hireloop/api'
import type { InsightsFunnelStep } from '@hireloop/flows/rules'

export type Insights = Schema<'Insights'>
export type WeekFigures = Insights['weekly'][number]

const COUNT = new Intl.NumberFormat('en')
const DECIMAL = new Intl.NumberFormat('en', { maximumFractionDigits: 1 })
const SHORT_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const LONG_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

export const countText = (value: number) => COUNT.format(value)
export const daysText = (value: number) => `${DECIMAL.format(value)} ${value === 1 ? 'day' : 'days'}`
export const hoursText = (value: number) => `${DECIMAL.format(value)} ${value === 1 ? 'hour' : 'hours'}`
export const rateText = (rate: number | null) => (rate === null ? 'None to compare' : `${Math.round(rate * 100)}%`)
/** A date of the period as the dashboard writes it ("3 Nov 2026"); UTC, as the server counts days. */
export const dayText = (day: string) => LONG_DAY.format(new Date(`${day}T00:00:00Z`))

/** The funnel's steps in the words of the dashboard (the company's view of the pipeline, ADR 0089). */
export const STEP_LABELS: Record<InsightsFunnelStep, string> = {
  matched: 'Matched',
  interested: 'Interested',
  interview: 'Interview',
  decision: 'Decision',
  hired: 'Hired',
}

/** A period with nothing to show: no application created and no hire confirmed in it. */
export const isEmpty = (insights: Insights) => insights.totals.applications === 0 && insights.totals.hires === 0

/** At most this many bars or points per chart: more would crowd the axis labels. */
const MAX_BUCKETS = 9

export interface WeekBucket {
  /** The first day of the bucket's first week, as the chart's axis shows it ("3 Nov"). */
  label: string
  applications: number
  hires: number
}

/**
 * The weekly series as the charts draw it: a week per point up to nine weeks; beyond, consecutive weeks summed into
 * at most nine buckets of `weeks` weeks each (the chart titles say how many).
 */
export function weekBuckets(weekly: readonly WeekFigures[]): { weeks: number; buckets: WeekBucket[] } {
  const weeks = Math.max(1, Math.ceil(weekly.length / MAX_BUCKETS))
  const buckets: WeekBucket[] = []
  for (let index = 0; index < weekly.length; index += weeks) {
    const slice = weekly.slice(index, index + weeks)
    buckets.push({
      label: SHORT_DAY.format(new Date(`${slice[0]!.weekStart}T00:00:00Z`)),
      applications: slice.reduce((sum, week) => sum + week.applications, 0),
      hires: slice.reduce((sum, week) => sum + week.hires, 0),
    })
  }
  return { weeks, buckets }
}

/** "per week", "per 2 weeks". */
export const perWeeks = (weeks: number) => (weeks === 1 ? 'per week' : `per ${weeks} weeks`)
