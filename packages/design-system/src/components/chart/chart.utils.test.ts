import { describe, expect, it } from 'vitest'
import { niceMax, ticks } from './chart.utils.ts'

describe('chart scales', () => {
  it('rounds the maximum up to a nice number', () => {
    expect(niceMax(7)).toBe(10)
    expect(niceMax(120)).toBe(200)
    expect(niceMax(230)).toBe(250)
    expect(niceMax(48200)).toBe(50000)
    expect(niceMax(0)).toBe(1)
  })

  it('spaces ticks evenly', () => {
    expect(ticks(200)).toEqual([0, 50, 100, 150, 200])
  })
})
