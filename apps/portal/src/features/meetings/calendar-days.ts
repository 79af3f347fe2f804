import { addDays, monthWeeks, weekDays, type WeekStart } from '@hireloop/design-system/calendar'
import { instantOf } from '../../lib/meetings/meeting-time.ts'

export type CalendarView = 'month' | 'week'

/** ISO 8601 and the product's en-GB: weeks start on Monday (ADR 0082). */
export const WEEK_STARTS_ON: WeekStart = 1

const pad = (n: number) => String(n).padStart(2, '0')

/** `YYYY-MM-DD` of a calendar day (a Date whose local fields are the day on the viewer's wall clock). */
export const dayKey = (day: Date) => `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`

/** The calendar day of `YYYY-MM-DD`, or null for anything else. */
export function dayOf(key: string | null): Date | null {
  const match = key ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(key) : null
  if (!match) return null
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return dayKey(day) === key ? day : null
}

/** The days a view shows around `date`: the month's whole weeks, or the week. */
export function daysShown(view: CalendarView, date: Date): Date[] {
  return view === 'month' ? monthWeeks(date, WEEK_STARTS_ON).flat() : weekDays(date, WEEK_STARTS_ON)
}

/** The instants a view covers in the viewer's zone, for `GET /meeting?from&to`. */
export function rangeOf(view: CalendarView, date: Date, timeZone: string): { from: string; to: string } {
  const days = daysShown(view, date)
  return {
    from: instantOf(dayKey(days[0]!), '00:00', timeZone).toISOString(),
    to: instantOf(dayKey(addDays(days[days.length - 1]!, 1)), '00:00', timeZone).toISOString(),
  }
}
