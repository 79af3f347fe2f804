import { TZDate } from '@date-fns/tz'
import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import type { MailCalendar, Meeting } from '../../db/schema.ts'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
/** A VTIMEZONE lists the offset changes from a year before the meeting to a year after: enough for any reader. */
const ZONE_MARGIN = 366 * DAY

export interface CalendarPerson {
  name: string
  email: string
}

export interface CalendarInput {
  meeting: Meeting
  organizer: CalendarPerson | null
  /** Everyone invited besides the organiser. */
  attendees: readonly CalendarPerson[]
}

/** Is this an IANA zone name the runtime knows? Returns its canonical spelling (`europe/berlin` -> `Europe/Berlin`). */
export function canonicalTimeZone(name: string): string | null {
  // Intl also takes offsets (`+01:00`): not a zone a calendar can follow across daylight saving, so refused.
  if (!/^[A-Za-z]/.test(name)) return null
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone
  } catch {
    return null
  }
}

function offsetReader(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
  return (at: number): number => {
    const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
    const match = /^GMT([+-])(\d{2}):(\d{2})/.exec(name)
    if (!match) return 0
    return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]))
  }
}

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0')
const icalOffset = (minutes: number) => `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}${pad(minutes % 60)}`
/** A local date-time, as an observance's DTSTART is written: the wall clock in the offset before the change. */
function localTime(at: number, offsetMinutes: number): string {
  const wall = new Date(at + offsetMinutes * MINUTE)
  return (
    `${pad(wall.getUTCFullYear(), 4)}${pad(wall.getUTCMonth() + 1)}${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}${pad(wall.getUTCMinutes())}${pad(wall.getUTCSeconds())}`
  )
}

/**
 * The VTIMEZONE of a zone around [from, to], from the runtime's own tz database (always as current as the runtime):
 * the offset at the start, then each change found, to the minute. Explicit observances, no RRULE, so no rule of a
 * past year is guessed forward. An observance is DAYLIGHT when its offset is above the zone's lowest in the window.
 */
export function vtimezone(timeZone: string, from: Date, to: Date): string {
  const offsetAt = offsetReader(timeZone)
  const start = from.getTime() - ZONE_MARGIN
  const end = to.getTime() + ZONE_MARGIN
  const changes: { at: number; from: number; to: number }[] = []
  let previous = offsetAt(start)
  for (let at = start; at < end; at += DAY) {
    const next = offsetAt(Math.min(at + DAY, end))
    if (next === previous) continue
    // Bisect to the minute at which the offset changes.
    let low = at
    let high = Math.min(at + DAY, end)
    while (high - low > MINUTE) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE
      if (offsetAt(middle) === previous) low = middle
      else high = middle
    }
    changes.push({ at: high, from: previous, to: next })
    previous = next
  }
  const initial = offsetAt(start)
  const lowest = Math.min(initial, ...changes.map((change) => change.to))
  const observance = (at: number, fromOffset: number, toOffset: number) => {
    const kind = toOffset > lowest ? 'DAYLIGHT' : 'STANDARD'
    return [
      `BEGIN:${kind}`,
      `DTSTART:${localTime(at, fromOffset)}`,
      `TZOFFSETFROM:${icalOffset(fromOffset)}`,
      `TZOFFSETTO:${icalOffset(toOffset)}`,
      `END:${kind}`,
    ]
  }
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...observance(start, initial, initial),
    ...changes.flatMap((change) => observance(change.at, change.from, change.to)),
    'END:VTIMEZONE',
  ].join('\r\n')
}

/**
 * The meeting as an iCalendar invitation (RFC 5545/5546): METHOD:REQUEST while scheduled, METHOD:CANCEL once
 * canceled; the UID is the meeting's for good and SEQUENCE its revision, so a calendar replaces or removes the
 * event it holds. The times are written in the organiser's zone with its VTIMEZONE, so each reader's calendar shows
 * them in the reader's own zone, right across daylight saving. DTSTAMP is the last change, so the mailed and the
 * downloaded document of one revision are the same bytes.
 */
export function meetingCalendar({ meeting, organizer, attendees }: CalendarInput, domain: string): MailCalendar {
  const canceled = meeting.status === 'canceled'
  const zone = meeting.time_zone
  const calendar = ical({
    prodId: { company: 'Hireloop', product: 'Meetings', language: 'EN' },
    method: canceled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // No calendar-wide zone (DTSTAMP stays UTC); the generator writes the VTIMEZONE of the event's zone.
    timezone: { name: null, generator: (name) => vtimezone(name, meeting.starts_at, meeting.ends_at) },
  })
  calendar.createEvent({
    id: `${meeting.id}@${domain}`,
    sequence: meeting.sequence,
    stamp: meeting.updated_at,
    start: new TZDate(meeting.starts_at.getTime(), zone),
    end: new TZDate(meeting.ends_at.getTime(), zone),
    timezone: zone,
    summary: meeting.title,
    description: meeting.notes,
    location: meeting.link,
    url: meeting.link,
    status: canceled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: organizer ?? null,
    attendees: attendees.map((person) => ({ ...person, role: ICalAttendeeRole.REQ })),
  })
  return { method: canceled ? 'CANCEL' : 'REQUEST', filename: 'invite.ics', content: calendar.toString() }
}
