import { describe, expect, it } from 'vitest'
import { formatCount } from './badge.utils.ts'

describe('formatCount', () => {
  it('caps at 99+', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(7)).toBe('7')
    expect(formatCount(99)).toBe('99')
    expect(formatCount(100)).toBe('99+')
    expect(formatCount(12345)).toBe('99+')
  })

  it('takes another maximum', () => {
    expect(formatCount(10, 9)).toBe('9+')
  })

  it('never shows negative or fractional counts', () => {
    expect(formatCount(-3)).toBe('0')
    expect(formatCount(2.7)).toBe('2')
  })
})
