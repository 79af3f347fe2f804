import { describe, expect, it } from 'vitest'
import { evidenceSourceLabel, reasonsByWeight, scoreBandOf, verdictSummary, type MatchReason } from './match-format.ts'

const reason = (requirement: string, maxPoints: number, verdict: MatchReason['verdict'] = 'met'): MatchReason => ({
  kind: 'required_skill',
  requirement,
  verdict,
  points: verdict === 'met' ? maxPoints : 0,
  maxPoints,
  explanation: '',
  evidence: [],
})

describe('scoreBandOf', () => {
  it('draws the bands at 75 and 50', () => {
    expect([100, 75, 74, 50, 49, 0].map(scoreBandOf)).toEqual(['strong', 'strong', 'fair', 'fair', 'weak', 'weak'])
  })
})

describe('evidenceSourceLabel', () => {
  it('names the document and the part of it a path points at', () => {
    expect(evidenceSourceLabel({ source: 'resume', field: 'experience/2/description' })).toBe('Resume, experience')
    expect(evidenceSourceLabel({ source: 'vacancy', field: 'skills/0' })).toBe('Vacancy, skills')
    expect(evidenceSourceLabel({ source: 'resume', field: 'summary' })).toBe('Resume, summary')
  })

  it('reads an unknown part as words, and a bare document as itself', () => {
    expect(evidenceSourceLabel({ source: 'vacancy', field: 'nice_to_have/1' })).toBe('Vacancy, nice to have')
    expect(evidenceSourceLabel({ source: 'resume', field: '' })).toBe('Resume')
  })
})

describe('reasonsByWeight', () => {
  it('puts the heaviest first and keeps the given order between equal weights', () => {
    const sorted = reasonsByWeight([reason('a', 5), reason('b', 20), reason('c', 5), reason('d', 10)])
    expect(sorted.map((r) => r.requirement)).toEqual(['b', 'd', 'a', 'c'])
  })
})

describe('verdictSummary', () => {
  it('counts each verdict and leaves out the absent ones', () => {
    expect(verdictSummary([reason('a', 1), reason('b', 1, 'missing'), reason('c', 1)])).toBe('2 met, 1 missing')
  })
})
