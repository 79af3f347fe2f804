import type { Schema } from '@hireloop/api'
import { describe, expect, it } from 'vitest'
import { withTalentReasons } from './talent-matches.ts'

const requirements: Schema<'MatchRequirement'>[] = [
  {
    kind: 'required_skill',
    requirement: 'Rust, advanced',
    maxPoints: 60,
    evidence: [{ source: 'vacancy', field: 'skills/0', text: 'Rust, advanced, required' }],
  },
  { kind: 'talent_status', requirement: 'Looking for a job', maxPoints: 40, evidence: [] },
]

const page: Schema<'TalentMatchPage'> = {
  requirements,
  results: [
    {
      resume: { id: 'r-1', title: 'Systems engineer', location: null, skills: [], updatedAt: '2026-02-20T10:00:00Z' },
      talent: { id: 't-1', fullName: 'Tara Talent', imageUrl: null },
      matching: {
        score: 100,
        matchedSkills: ['Rust'],
        missingSkills: [],
        verdicts: [
          {
            verdict: 'met',
            points: 60,
            explanation: 'Listed as Expert, 6 years.',
            evidence: [{ source: 'resume', field: 'skills/0', text: 'Rust, expert, 6 years' }],
          },
          {
            verdict: 'met',
            points: 40,
            explanation: 'Open to work.',
            evidence: [{ source: 'resume', field: 'talent/status', text: 'Open to work' }],
          },
        ],
      },
      application: null,
    },
  ],
  next: null,
  previous: null,
  total: 1,
  size: 10,
  currentPage: 1,
}

describe('talents ranked for a vacancy', () => {
  it('gives each card its whole reason list: the requirement, the verdict, the resume’s then the vacancy’s text', () => {
    const { results, ...meta } = withTalentReasons(page)
    expect(meta).toEqual({ next: null, previous: null, total: 1, size: 10, currentPage: 1 })
    expect(results[0]!.talent.fullName).toBe('Tara Talent')
    expect(results[0]!.matching).toEqual({
      score: 100,
      matchedSkills: ['Rust'],
      missingSkills: [],
      reasons: [
        {
          kind: 'required_skill',
          requirement: 'Rust, advanced',
          verdict: 'met',
          points: 60,
          maxPoints: 60,
          explanation: 'Listed as Expert, 6 years.',
          evidence: [
            { source: 'resume', field: 'skills/0', text: 'Rust, expert, 6 years' },
            { source: 'vacancy', field: 'skills/0', text: 'Rust, advanced, required' },
          ],
        },
        {
          kind: 'talent_status',
          requirement: 'Looking for a job',
          verdict: 'met',
          points: 40,
          maxPoints: 40,
          explanation: 'Open to work.',
          evidence: [{ source: 'resume', field: 'talent/status', text: 'Open to work' }],
        },
      ],
    })
  })

  it('refuses verdicts that do not follow the page’s requirements', () => {
    expect(() => withTalentReasons({ ...page, requirements: requirements.slice(0, 1) })).toThrow(
      '2 verdicts for 1 requirements',
    )
  })
})
