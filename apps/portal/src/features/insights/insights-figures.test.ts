import { describe, expect, it } from 'vitest'
import { daysText, perWeeks, rateText, weekBuckets, type WeekFigures } from './insights-figures.ts'

const weeks = (count: number): WeekFigures[] =>
  Array.from({ length: count }, (_, index) => ({
    weekStart: new Date(Date.UTC(2026, 0, 5 + 7 * index)).toISOString().slice(0, 10),
    applications: index + 1,
    hires: index % 2,
  }))

describe('the weekly series as the charts draw it', () => {
  it('keeps one point per week up to nine weeks', () => {
    const { weeks: size, buckets } = weekBuckets(weeks(5))
    expect(size).toBe(1)
    expect(buckets.map((b) => b.label)).toEqual(['5 Jan', '12 Jan', '19 Jan', '26 Jan', '2 Feb'])
    expect(buckets.map((b) => b.applications)).toEqual([1, 2, 3, 4, 5])
  })

  it('sums longer series into at most nine buckets, losing nothing', () => {
    const series = weeks(53)
    const { weeks: size, buckets } = weekBuckets(series)
    expect(size).toBe(6)
    expect(buckets.length).toBeLessThanOrEqual(9)
    expect(buckets.reduce((sum, b) => sum + b.applications, 0)).toBe(series.reduce((sum, w) => sum + w.applications, 0))
    expect(buckets.reduce((sum, b) => sum + b.hires, 0)).toBe(series.reduce((sum, w) => sum + w.hires, 0))
    expect(perWeeks(size)).toBe('per 6 weeks')
    expect(new Set(buckets.map((b) => b.label)).size).toBe(buckets.length)
  })

  it('writes figures in words', () => {
    expect(daysText(1)).toBe('1 day')
    expect(daysText(12.5)).toBe('12.5 days')
    expect(rateText(0.667)).toBe('67%')
    expect(rateText(null)).toBe('None to compare')
  })
})
