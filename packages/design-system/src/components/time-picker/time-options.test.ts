import { describe, expect, it } from 'vitest'
import { timeOptions } from './time-options.ts'

describe('timeOptions', () => {
  it('lists every step between min and max, both included', () => {
    const options = timeOptions({ min: '09:00', max: '10:00', step: 15 })
    expect(options.map((o) => o.value)).toEqual(['09:00', '09:15', '09:30', '09:45', '10:00'])
  })

  it('labels for the locale', () => {
    expect(timeOptions({ min: '13:30', max: '13:30', locale: 'en-US' })[0]?.label).toMatch(/^1:30\sPM$/)
    expect(timeOptions({ min: '13:30', max: '13:30', locale: 'en-GB' })[0]?.label).toBe('13:30')
    expect(timeOptions({ min: '08:00', max: '08:00', locale: 'en-GB' })[0]?.label).toBe('08:00')
  })

  it('covers a whole day by default', () => {
    const options = timeOptions()
    expect(options).toHaveLength(96)
    expect(options.at(-1)?.value).toBe('23:45')
  })

  it('rejects bad input', () => {
    expect(() => timeOptions({ min: '9am' })).toThrow(/Not a time/)
    expect(() => timeOptions({ step: 0 })).toThrow(/positive/)
  })
})
