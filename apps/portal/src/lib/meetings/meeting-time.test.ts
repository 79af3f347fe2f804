import { describe, expect, it } from 'vitest'
import {
  dateAndTimeOf,
  formatDay,
  formatDuration,
  formatTimes,
  instantOf,
  wallClockOf,
  zonedDate,
} from './meeting-time.ts'

describe('meeting times in the viewer’s zone (ADR 0082)', () => {
  it('reads a picked date and time on the viewer’s wall clock, on both sides of daylight saving', () => {
    expect(instantOf('2026-03-05', '10:30', 'Europe/Berlin').toISOString()).toBe('2026-03-05T09:30:00.000Z')
    expect(instantOf('2026-07-05', '10:30', 'Europe/Berlin').toISOString()).toBe('2026-07-05T08:30:00.000Z')
    expect(instantOf('2026-03-05', '10:30', 'America/New_York').toISOString()).toBe('2026-03-05T15:30:00.000Z')
    expect(instantOf('2026-03-05', '10:30', 'UTC').toISOString()).toBe('2026-03-05T10:30:00.000Z')
    expect(instantOf('2026-03-05', '10:30', 'Asia/Kolkata').toISOString()).toBe('2026-03-05T05:00:00.000Z')
  })

  it('moves a time the clocks skip on by the gap, and takes the first of a time they pass twice', () => {
    // Berlin: 29 March 2026 02:00 -> 03:00; 25 October 2026 03:00 -> 02:00.
    expect(instantOf('2026-03-29', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z')
    expect(instantOf('2026-10-25', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z')
  })

  it('round-trips an instant through the dialog’s fields', () => {
    const at = new Date('2026-10-25T09:15:00Z')
    expect(dateAndTimeOf(at, 'Europe/Berlin')).toEqual({ date: '2026-10-25', time: '10:15' })
    const { date, time } = dateAndTimeOf(at, 'America/Los_Angeles')
    expect(instantOf(date, time, 'America/Los_Angeles')).toEqual(at)
  })

  it('places an instant on the calendar by the zone’s wall clock, whatever the browser’s zone', () => {
    const late = new Date('2026-03-05T23:30:00Z')
    expect(wallClockOf(late, 'Europe/Berlin')).toEqual({ year: 2026, month: 3, day: 6, hour: 0, minute: 30 })
    const placed = zonedDate(late, 'Europe/Berlin')
    expect([placed.getDate(), placed.getHours(), placed.getMinutes()]).toEqual([6, 0, 30])
  })

  it('names the zone with each time, as it is on that day', () => {
    const winter = { startsAt: '2026-03-05T10:00:00Z', durationMinutes: 45 }
    const summer = { startsAt: '2026-07-05T10:00:00Z', durationMinutes: 60 }
    expect(formatTimes(winter, 'Europe/Berlin')).toBe('11:00–11:45 CET')
    expect(formatTimes(summer, 'Europe/Berlin')).toBe('12:00–13:00 CEST')
    expect(formatTimes(winter, 'UTC')).toBe('10:00–10:45 UTC')
    expect(formatDay(new Date(winter.startsAt), 'Europe/Berlin')).toMatch(/^Thursday,? 5 March 2026$/)
  })

  it.each([
    [30, '30 minutes'],
    [60, '1 hour'],
    [90, '1 hour 30 minutes'],
    [480, '8 hours'],
  ])('says %i minutes as “%s”', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text)
  })
})
