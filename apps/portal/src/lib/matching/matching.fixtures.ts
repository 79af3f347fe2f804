import type { Matching, MatchReason } from './match-format.ts'

// Stories' matchings (lib/matching and the screens that show one): a senior backend vacancy against a resume.

const reasons: MatchReason[] = [
  {
    kind: 'required_skill',
    requirement: 'TypeScript, advanced',
    verdict: 'met',
    points: 22,
    maxPoints: 22,
    explanation: 'Listed as Expert, 8 years.',
    evidence: [
      { source: 'resume', field: 'skills/0', text: 'TypeScript · Expert · 8 years' },
      {
        source: 'resume',
        field: 'experience/0/description',
        text: 'Led the move of our API from JavaScript to TypeScript.',
      },
    ],
  },
  {
    kind: 'required_skill',
    requirement: 'PostgreSQL, advanced',
    verdict: 'partial',
    points: 11,
    maxPoints: 22,
    explanation: 'Listed as Intermediate; the vacancy asks for Advanced.',
    evidence: [
      { source: 'resume', field: 'skills/3', text: 'PostgreSQL · Intermediate · 3 years' },
      { source: 'vacancy', field: 'skills/1', text: 'PostgreSQL · Advanced' },
    ],
  },
  {
    kind: 'seniority',
    requirement: 'Senior',
    verdict: 'met',
    points: 14,
    maxPoints: 14,
    explanation: 'Eight years of experience, the last four as a senior engineer.',
    evidence: [{ source: 'resume', field: 'experience/0/title', text: 'Senior Backend Engineer, 2022–now' }],
  },
  {
    kind: 'location',
    requirement: 'Berlin, Germany, or remote in the EU',
    verdict: 'met',
    points: 10,
    maxPoints: 10,
    explanation: 'Lives in Berlin.',
    evidence: [{ source: 'resume', field: 'location', text: 'Berlin, Germany' }],
  },
  {
    kind: 'salary',
    requirement: '€70,000–€85,000 a year',
    verdict: 'partial',
    points: 5,
    maxPoints: 10,
    explanation: 'Asks for €80,000–€95,000: the ranges overlap at the top.',
    evidence: [
      { source: 'resume', field: 'salary', text: '€80,000–€95,000 a year' },
      { source: 'vacancy', field: 'salary', text: '€70,000–€85,000 a year' },
    ],
  },
  {
    kind: 'nice_to_have_skill',
    requirement: 'Kubernetes',
    verdict: 'missing',
    points: 0,
    maxPoints: 8,
    explanation: 'Not in the resume.',
    evidence: [{ source: 'vacancy', field: 'skills/4', text: 'Kubernetes · nice to have' }],
  },
  {
    kind: 'language',
    requirement: 'English, fluent',
    verdict: 'met',
    points: 6,
    maxPoints: 6,
    explanation: 'Listed as Native.',
    evidence: [{ source: 'resume', field: 'languages/1', text: 'English · Native' }],
  },
  {
    kind: 'remote',
    requirement: 'Hybrid',
    verdict: 'met',
    points: 4,
    maxPoints: 4,
    explanation: 'Open to hybrid work.',
    evidence: [],
  },
  {
    kind: 'talent_status',
    requirement: 'Looking for a job',
    verdict: 'met',
    points: 4,
    maxPoints: 4,
    explanation: 'Actively looking.',
    evidence: [],
  },
]

/** 76: strong, with met, partial and missing reasons, more than the first few. */
export const strongMatching: Matching = {
  score: reasons.reduce((sum, r) => sum + r.points, 0),
  matchedSkills: ['TypeScript', 'PostgreSQL'],
  missingSkills: ['Kubernetes'],
  reasons,
}

/** A short list: nothing to collapse. */
export const shortMatching: Matching = {
  score: 58,
  matchedSkills: ['React'],
  missingSkills: [],
  reasons: [
    {
      kind: 'required_skill',
      requirement: 'React, intermediate',
      verdict: 'met',
      points: 40,
      maxPoints: 40,
      explanation: 'Listed as Advanced, 4 years.',
      evidence: [{ source: 'resume', field: 'skills/0', text: 'React · Advanced · 4 years' }],
    },
    {
      kind: 'salary',
      requirement: '€50,000–€60,000 a year',
      verdict: 'partial',
      points: 18,
      maxPoints: 36,
      explanation: 'Asks for €58,000–€70,000: the ranges overlap at the top.',
      evidence: [{ source: 'resume', field: 'salary', text: '€58,000–€70,000 a year' }],
    },
    {
      kind: 'language',
      requirement: 'German, fluent',
      verdict: 'missing',
      points: 0,
      maxPoints: 24,
      explanation: 'German is not in the resume.',
      evidence: [],
    },
  ],
}
