import { describe, expect, it } from 'vitest'
import { choiceOf, periodOfChoice, searchOfChoice, type PeriodChoice } from './insights-period.ts'

const TODAY = new Date('2026-11-23T12:00:00Z')
const of = (query: string) => choiceOf(new URLSearchParams(query))

describe('the period in the URL', () => {
  it('reads a preset, two dates, or nothing as the default 90 days', () => {
    expect(of('period=30')).toEqual({ kind: 'preset', days: 30 })
    expect(of('from=2026-01-01&to=2026-03-31')).toEqual({ kind: 'custom', from: '2026-01-01', to: '2026-03-31' })
    expect(of('')).toEqual({ kind: 'preset', days: 90 })
  })

  it('falls back to the default for what it cannot read', () => {
    expect(of('period=7')).toEqual({ kind: 'preset', days: 90 })
    expect(of('from=2026-01-01')).toEqual({ kind: 'preset', days: 90 })
    expect(of('from=yesterday&to=today')).toEqual({ kind: 'preset', days: 90 })
  })

  it('writes each choice back so that reading it gives the same choice', () => {
    const choices: PeriodChoice[] = [
      { kind: 'preset', days: 30 },
      { kind: 'preset', days: 90 },
      { kind: 'preset', days: 365 },
      { kind: 'custom', from: '2026-02-01', to: '2026-02-28' },
    ]
    for (const choice of choices) expect(choiceOf(searchOfChoice(choice))).toEqual(choice)
    expect(searchOfChoice({ kind: 'preset', days: 90 }).toString()).toBe('')
  })

  it('turns a preset into dates counted back from today', () => {
    expect(periodOfChoice({ kind: 'preset', days: 30 }, TODAY)).toEqual({ from: '2026-10-25', to: '2026-11-23' })
    expect(periodOfChoice({ kind: 'custom', from: '2026-01-01', to: '2026-01-31' }, TODAY)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    })
  })
})
