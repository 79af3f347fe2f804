import { describe, expect, it } from 'vitest'
import { layoutDay, visibleHours } from './calendar-layout.ts'

const at = (h: number, m = 0) => h * 60 + m
const span = (id: string, start: number, end: number) => ({ id, start, end })
const slotsOf = (spans: ReturnType<typeof span>[]) => Object.fromEntries(layoutDay(spans))

describe('week view layout (ADR 0082)', () => {
  it('gives a lone meeting the whole day', () => {
    expect(slotsOf([span('a', at(9), at(10))])).toEqual({ a: { column: 0, columns: 1 } })
  })

  it('puts two overlapping meetings side by side', () => {
    expect(slotsOf([span('a', at(10), at(11)), span('b', at(10, 30), at(11, 30))])).toEqual({
      a: { column: 0, columns: 2 },
      b: { column: 1, columns: 2 },
    })
  })

  it('keeps back-to-back meetings full width', () => {
    expect(slotsOf([span('a', at(9), at(10)), span('b', at(10), at(11))])).toEqual({
      a: { column: 0, columns: 1 },
      b: { column: 0, columns: 1 },
    })
  })

  it('reuses a freed column within a chain of overlaps, and the chain shares one width', () => {
    // a overlaps b, b overlaps c, a and c do not: two columns for all three.
    expect(slotsOf([span('a', at(9), at(10)), span('b', at(9, 30), at(11)), span('c', at(10), at(10, 45))])).toEqual({
      a: { column: 0, columns: 2 },
      b: { column: 1, columns: 2 },
      c: { column: 0, columns: 2 },
    })
  })

  it('starts a new cluster after a gap', () => {
    const slots = slotsOf([
      span('a', at(9), at(10)),
      span('b', at(9), at(10)),
      span('c', at(9), at(10)),
      span('d', at(14), at(15)),
    ])
    expect(slots.c).toEqual({ column: 2, columns: 3 })
    expect(slots.d).toEqual({ column: 0, columns: 1 })
  })

  it('puts the longer of two meetings that start together first', () => {
    expect(slotsOf([span('short', at(9), at(9, 30)), span('long', at(9), at(11))])).toEqual({
      long: { column: 0, columns: 2 },
      short: { column: 1, columns: 2 },
    })
  })

  it('shows the working day, widened to the week’s earliest and latest meeting', () => {
    expect(visibleHours([])).toEqual([8, 18])
    expect(visibleHours([span('a', at(7, 30), at(8, 15)), span('b', at(19), at(20, 10))])).toEqual([7, 21])
    expect(visibleHours([span('a', at(23), at(24))])).toEqual([8, 24])
  })
})
