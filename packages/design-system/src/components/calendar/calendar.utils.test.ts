import { describe, expect, it } from 'vitest'
import { addMonths, monthWeeks, moveFocus, startOfWeek, weekDays } from './calendar.utils.ts'

const d = (iso: string) => {
  const [y, m, day] = iso.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, day)
}
const iso = (date: Date | null) =>
  date &&
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

describe('calendar dates', () => {
  it('starts weeks on Monday or Sunday', () => {
    expect(iso(startOfWeek(d('2024-03-14'), 1))).toBe('2024-03-11')
    expect(iso(startOfWeek(d('2024-03-14'), 0))).toBe('2024-03-10')
    expect(weekDays(d('2024-03-17'), 1).map(iso)).toEqual([
      '2024-03-11',
      '2024-03-12',
      '2024-03-13',
      '2024-03-14',
      '2024-03-15',
      '2024-03-16',
      '2024-03-17',
    ])
  })

  it('covers a month with whole weeks', () => {
    const weeks = monthWeeks(d('2024-03-14'), 1)
    expect(weeks).toHaveLength(5)
    expect(iso(weeks[0]![0]!)).toBe('2024-02-26')
    expect(iso(weeks.at(-1)!.at(-1)!)).toBe('2024-03-31')
  })

  it('clamps the day when adding months', () => {
    expect(iso(addMonths(d('2024-01-31'), 1))).toBe('2024-02-29')
    expect(iso(addMonths(d('2024-03-31'), -1))).toBe('2024-02-29')
  })

  it('moves focus by key', () => {
    const day = d('2024-03-14')
    expect(iso(moveFocus(day, 'ArrowDown', 'month'))).toBe('2024-03-21')
    expect(moveFocus(day, 'ArrowDown', 'week')).toBeNull()
    expect(iso(moveFocus(day, 'Home', 'month'))).toBe('2024-03-11')
    expect(iso(moveFocus(day, 'End', 'week'))).toBe('2024-03-17')
    expect(iso(moveFocus(day, 'PageDown', 'month'))).toBe('2024-04-14')
    expect(iso(moveFocus(day, 'PageUp', 'week'))).toBe('2024-03-07')
    expect(moveFocus(day, 'x', 'month')).toBeNull()
  })
})
