import { INSIGHTS_DEFAULT_DAYS, INSIGHTS_PRESET_DAYS, lastDays, type InsightsPeriod } from '@hireloop/flows/rules'

export type PresetDays = (typeof INSIGHTS_PRESET_DAYS)[number]

/** What the period picker holds: one of the presets (the last N days), or two dates the recruiter chose. */
export type PeriodChoice = { kind: 'preset'; days: PresetDays } | { kind: 'custom'; from: string; to: string }

const DEFAULT_DAYS = INSIGHTS_DEFAULT_DAYS as PresetDays
export const DEFAULT_CHOICE: PeriodChoice = { kind: 'preset', days: DEFAULT_DAYS }

const DATE = /^\d{4}-\d{2}-\d{2}$/

const isPreset = (days: number): days is PresetDays => (INSIGHTS_PRESET_DAYS as readonly number[]).includes(days)

/**
 * The choice a URL holds: `?period=30` (a preset), `?from=2026-01-01&to=2026-03-31` (custom), nothing for the
 * default 90 days. Anything else falls back to the default, so a hand-edited link still opens the dashboard.
 */
export function choiceOf(search: URLSearchParams): PeriodChoice {
  const from = search.get('from')
  const to = search.get('to')
  if (from && to && DATE.test(from) && DATE.test(to)) return { kind: 'custom', from, to }
  const days = Number(search.get('period'))
  return isPreset(days) ? { kind: 'preset', days } : DEFAULT_CHOICE
}

/** The URL of a choice: the default leaves the address bare. */
export function searchOfChoice(choice: PeriodChoice): URLSearchParams {
  if (choice.kind === 'custom') return new URLSearchParams({ from: choice.from, to: choice.to })
  return new URLSearchParams(choice.days === DEFAULT_DAYS ? {} : { period: String(choice.days) })
}

/** The dates a choice means on `today` (a preset counts back from today, today included). */
export function periodOfChoice(choice: PeriodChoice, today: Date): InsightsPeriod {
  return choice.kind === 'custom' ? { from: choice.from, to: choice.to } : lastDays(choice.days, today)
}
