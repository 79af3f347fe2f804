import { describe, expect, it } from 'vitest'
import { NOT_INTERVIEWED, scorecardAverage, scorecardRefusal } from './feedback.rules.ts'

describe('scorecard rules', () => {
  it.each([
    ['interview_requested', false, null],
    ['interview_scheduled', false, null],
    ['waiting', false, null],
    ['offer_made', false, null],
    ['offer_accepted', false, null],
    ['applied', false, NOT_INTERVIEWED],
    ['matched', true, NOT_INTERVIEWED],
    ['employer_accepted', true, NOT_INTERVIEWED],
    ['rejected', false, NOT_INTERVIEWED],
    ['rejected', true, null],
    ['talent_rejected', true, null],
  ] as const)('%s (interview held: %s) -> %s', (status, interviewed, refusal) => {
    expect(scorecardRefusal(status, { interviewed })).toBe(refusal)
  })

  it('averages the four scores to one decimal', () => {
    expect(scorecardAverage({ skills: 4, communication: 5, motivation: 3, culture_add: 3 })).toBe(3.8)
    expect(scorecardAverage({ skills: 3, communication: 2, motivation: 4, culture_add: 2 })).toBe(2.8)
    expect(scorecardAverage({ skills: 5, communication: 5, motivation: 5, culture_add: 5 })).toBe(5)
  })
})
