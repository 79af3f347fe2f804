// Pure, no XState: the server validates a period with these, the mock marketplace computes with them and the
// portal's period picker offers them, so the three agree on what a period is (ADR 0089).

/** The longest period the dashboard computes at once: a year, leap day included. */
export const INSIGHTS_MAXIMUM_DAYS = 366
/** The period when the caller names neither end: the last 90 days, today included. */
export const INSIGHTS_DEFAULT_DAYS = 90
/** The periods the dashboard offers in one click (the last N days, today included). */
export const INSIGHTS_PRESET_DAYS = [30, 90, 365] as const

export const INSIGHTS_PERIOD_REVERSED = 'The period starts after it ends: choose a from date on or before the to date.'
export const INSIGHTS_PERIOD_TOO_LONG = `The period is too long: choose at most ${INSIGHTS_MAXIMUM_DAYS} days.`

/** The steps of the conversion funnel: the pipeline groups of docs/product.md §4 in order, then the hire. */
export const INSIGHTS_FUNNEL_STEPS = ['matched', 'interested', 'interview', 'decision', 'hired'] as const
export type InsightsFunnelStep = (typeof INSIGHTS_FUNNEL_STEPS)[number]

/** A period of whole UTC days, both ends included, as ISO dates (`2026-11-23`). */
export interface InsightsPeriod {
  from: string
  to: string
}

const DAY_MS = 86_400_000

const midnight = (day: string) => new Date(`${day}T00:00:00Z`)

/** The UTC date of an instant. */
export const utcDayOf = (instant: Date): string => instant.toISOString().slice(0, 10)

/** A date moved by whole days. */
export const addUtcDays = (day: string, days: number): string =>
  utcDayOf(new Date(midnight(day).getTime() + days * DAY_MS))

/** How many days a period holds, both ends counted. */
export const periodDays = (period: InsightsPeriod): number =>
  Math.round((midnight(period.to).getTime() - midnight(period.from).getTime()) / DAY_MS) + 1

/** The last `days` days up to `today`, today included. */
export const lastDays = (days: number, today: Date): InsightsPeriod => {
  const to = utcDayOf(today)
  return { from: addUtcDays(to, 1 - days), to }
}

/** The period a query asks for, defaults filled in: `to` today, `from` 89 days before `to` (90 days in all). */
export function insightsPeriodOf(query: { from?: string; to?: string }, today: Date): InsightsPeriod {
  const to = query.to ?? utcDayOf(today)
  return { from: query.from ?? addUtcDays(to, 1 - INSIGHTS_DEFAULT_DAYS), to }
}

/** Why a period cannot be computed, naming the field to change; null when it can. */
export function insightsPeriodRefusal(
  period: InsightsPeriod,
  asked: { from?: string } = period,
): { field: 'from' | 'to'; message: string } | null {
  if (period.from > period.to) return { field: 'from', message: INSIGHTS_PERIOD_REVERSED }
  if (periodDays(period) > INSIGHTS_MAXIMUM_DAYS) {
    return { field: asked.from === undefined ? 'to' : 'from', message: INSIGHTS_PERIOD_TOO_LONG }
  }
  return null
}

/** The Monday (UTC) of a day's week. */
export function weekStartOf(day: string): string {
  return addUtcDays(day, -((midnight(day).getUTCDay() + 6) % 7))
}

/** Every week that overlaps the period, by its Monday, in order. */
export function weeksOf(period: InsightsPeriod): string[] {
  const weeks: string[] = []
  for (let week = weekStartOf(period.from); week <= period.to; week = addUtcDays(week, 7)) weeks.push(week)
  return weeks
}
