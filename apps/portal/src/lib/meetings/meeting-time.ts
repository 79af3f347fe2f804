/**
 * Meeting times (ADR 0082): the server keeps instants in UTC; the portal shows each in the viewer's zone and names
 * the zone, and reads a picked date and time as the viewer's wall clock. Only `Intl`: no zone table that ages.
 */

/** The viewer's IANA zone, as the browser knows it; UTC when it does not say. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

const partsFormats = new Map<string, Intl.DateTimeFormat>()

/** The wall clock of `timeZone` at an instant. */
export function wallClockOf(instant: Date, timeZone: string): WallClock {
  let format = partsFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
    partsFormats.set(timeZone, format)
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(format.formatToParts(instant).find((p) => p.type === type)?.value)
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') }
}

/**
 * The instant as a Date whose local fields read the wall clock of `timeZone`: what the calendar (which lays days out
 * by local fields) needs to place a meeting by the viewer's zone whatever zone the browser runs in.
 */
export function zonedDate(instant: Date, timeZone: string): Date {
  const c = wallClockOf(instant, timeZone)
  return new Date(c.year, c.month - 1, c.day, c.hour, c.minute)
}

const DAY = 86_400_000

/** Milliseconds `timeZone` is ahead of UTC at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const c = wallClockOf(new Date(instant), timeZone)
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute) - Math.floor(instant / 60_000) * 60_000
}

/**
 * The instant a wall-clock date (`YYYY-MM-DD`) and time (`HH:mm`) name in `timeZone`. A time the clocks skip (spring
 * forward) moves on by the gap; a time they pass twice (fall back) is its first passing.
 */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const [hour, minute] = time.split(':').map(Number) as [number, number]
  const asUtc = Date.UTC(year, month - 1, day, hour, minute)
  // The zone's offsets a day either side: the same unless the clocks change in between.
  const before = asUtc - offsetAt(asUtc - DAY, timeZone)
  const after = asUtc - offsetAt(asUtc + DAY, timeZone)
  const exact = [before, after].filter((at) => at + offsetAt(at, timeZone) === asUtc)
  return new Date(exact.length > 0 ? Math.min(...exact) : before)
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The date and time fields of the schedule dialog for an instant, on the wall clock of `timeZone`. */
export function dateAndTimeOf(instant: Date, timeZone: string): { date: string; time: string } {
  const c = wallClockOf(instant, timeZone)
  return { date: `${c.year}-${pad(c.month)}-${pad(c.day)}`, time: `${pad(c.hour)}:${pad(c.minute)}` }
}

/** The end of a meeting. */
export const endOf = (meeting: { startsAt: string; durationMinutes: number }) =>
  new Date(new Date(meeting.startsAt).getTime() + meeting.durationMinutes * 60_000)

/** The zone's short name at an instant ("CET", "GMT-5"): it changes with daylight saving, so it is asked per meeting. */
export function zoneName(instant: Date, timeZone: string, locale = 'en-GB'): string {
  return (
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone
  )
}

/** "Thursday 5 March 2026": the day a meeting starts on in `timeZone`. */
export function formatDay(instant: Date, timeZone: string, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(instant)
}

/** "11:00–11:45 CET": a meeting's times on the wall clock of `timeZone`, with the zone named. */
export function formatTimes(
  meeting: { startsAt: string; durationMinutes: number },
  timeZone: string,
  locale = 'en-GB',
): string {
  const start = new Date(meeting.startsAt)
  const format = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' })
  return `${format.formatRange(start, endOf(meeting))} ${zoneName(start, timeZone, locale)}`
}

/** Minutes as a person says them: "45 minutes", "1 hour", "1 hour 30 minutes". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const h = hours === 0 ? '' : hours === 1 ? '1 hour' : `${hours} hours`
  const m = rest === 0 ? '' : `${rest} minutes`
  return [h, m].filter(Boolean).join(' ')
}
