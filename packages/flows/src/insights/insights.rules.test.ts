import { describe, expect, it } from 'vitest'
import {
  INSIGHTS_PERIOD_REVERSED,
  INSIGHTS_PERIOD_TOO_LONG,
  insightsPeriodOf,
  insightsPeriodRefusal,
  lastDays,
  periodDays,
  weekStartOf,
  weeksOf,
} from './insights.rules.ts'

const TODAY = new Date('2026-11-23T22:30:00Z')

describe('insights periods', () => {
  it('defaults to the last 90 days, today included, and keeps what the query names', () => {
    expect(insightsPeriodOf({}, TODAY)).toEqual({ from: '2026-08-26', to: '2026-11-23' })
    expect(periodDays(insightsPeriodOf({}, TODAY))).toBe(90)
    expect(insightsPeriodOf({ to: '2026-03-31' }, TODAY)).toEqual({ from: '2026-01-01', to: '2026-03-31' })
    expect(insightsPeriodOf({ from: '2026-11-01' }, TODAY)).toEqual({ from: '2026-11-01', to: '2026-11-23' })
  })

  it('counts presets back from today', () => {
    expect(lastDays(30, TODAY)).toEqual({ from: '2026-10-25', to: '2026-11-23' })
    expect(periodDays(lastDays(365, TODAY))).toBe(365)
  })

  it('refuses a reversed period and one longer than 366 days, naming the field to change', () => {
    expect(insightsPeriodRefusal({ from: '2026-11-02', to: '2026-11-01' })).toEqual({
      field: 'from',
      message: INSIGHTS_PERIOD_REVERSED,
    })
    expect(insightsPeriodRefusal({ from: '2024-01-01', to: '2024-12-31' })).toBeNull()
    expect(insightsPeriodRefusal({ from: '2024-01-01', to: '2025-01-01' })).toEqual({
      field: 'from',
      message: INSIGHTS_PERIOD_TOO_LONG,
    })
    expect(insightsPeriodRefusal({ from: '2024-01-01', to: '2025-01-01' }, {})).toMatchObject({ field: 'to' })
    expect(insightsPeriodRefusal({ from: '2026-11-23', to: '2026-11-23' })).toBeNull()
  })

  it('lists every week overlapping the period by its Monday', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23')
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23')
    expect(weeksOf({ from: '2026-11-04', to: '2026-11-16' })).toEqual(['2026-11-02', '2026-11-09', '2026-11-16'])
    expect(weeksOf(lastDays(366, TODAY)).length).toBeLessThanOrEqual(54)
  })
})
