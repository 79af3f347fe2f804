import { describe, expect, it } from 'vitest'
import { dayKey, dayOf, rangeOf } from './calendar-days.ts'

describe('the calendar’s days (ADR 0082)', () => {
  it('reads a deep link’s day, and nothing else', () => {
    expect(dayKey(dayOf('2026-03-05')!)).toBe('2026-03-05')
    expect(dayOf('2026-02-30')).toBeNull()
    expect(dayOf('5 March')).toBeNull()
    expect(dayOf(null)).toBeNull()
  })

  it('reads a week from Monday midnight to the next Monday’s, in the viewer’s zone', () => {
    expect(rangeOf('week', new Date(2026, 2, 5), 'Europe/Berlin')).toEqual({
      from: '2026-03-01T23:00:00.000Z',
      to: '2026-03-08T23:00:00.000Z',
    })
  })

  it('reads a month’s whole weeks, across the change to summer time', () => {
    // March 2026 shows Monday 23 February to Sunday 5 April; Berlin moves to CEST on 29 March.
    expect(rangeOf('month', new Date(2026, 2, 15), 'Europe/Berlin')).toEqual({
      from: '2026-02-22T23:00:00.000Z',
      to: '2026-04-05T22:00:00.000Z',
    })
  })
})
