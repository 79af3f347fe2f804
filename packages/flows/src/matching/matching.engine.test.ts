import { describe, expect, it } from 'vitest'
import { matchingSummary, matchRequirements, scoreMatch, scoreRanked, withReasons } from './matching.engine.ts'
import { TODAY, fullResume, fullVacancy, matchTaxonomy } from './matching.fixtures.ts'
import { matchResumeOf, matchVacancyOf } from './matching.inputs.ts'
import type { MatchResume, MatchVacancy } from './matching.types.ts'

const resume = (change: Partial<MatchResume> = {}): MatchResume => ({
  ...matchResumeOf(fullResume, 'open_to_work'),
  ...change,
})
const vacancy = (change: Partial<MatchVacancy> = {}): MatchVacancy => ({ ...matchVacancyOf(fullVacancy), ...change })
const score = (r: MatchResume, v: MatchVacancy = vacancy()) => scoreMatch(r, v, matchTaxonomy, { today: TODAY })
const reasonOf = (r: MatchResume, kind: string, v: MatchVacancy = vacancy()) =>
  score(r, v).reasons.find((reason) => reason.kind === kind)!

describe('scoreMatch', () => {
  it('scores the sum of its reasons, strongest weight first, and names met and missing skills', () => {
    const matching = score(resume())
    // 22.5 + 11.25 (React one level below) + 3 (Kubernetes mentioned) + 10 + 8 + 7 + 8 + 7 + 5 = 81.75
    expect(matching.score).toBe(82)
    expect(
      matching.reasons.map((reason) => [reason.kind, reason.requirement, reason.points, reason.max_points]),
    ).toEqual([
      ['required_skill', 'TypeScript, advanced', 22.5, 22.5],
      ['required_skill', 'React, advanced', 11.25, 22.5],
      ['nice_to_have_skill', 'Kubernetes, intermediate', 3, 10],
      ['seniority', 'Senior (5+ years)', 10, 10],
      ['location', 'Berlin, DE', 8, 8],
      ['salary', '60,000–80,000 EUR a year', 8, 8],
      ['remote', 'Hybrid', 7, 7],
      ['language', 'English, C1', 7, 7],
      ['talent_status', 'Looking for a job', 5, 5],
    ])
    expect(matching.reasons.reduce((sum, reason) => sum + reason.max_points, 0)).toBe(100)
    expect(matching.matched_skills).toEqual(['TypeScript'])
    expect(matching.missing_skills).toEqual([])
  })

  it('points every skill reason at the resume and vacancy text that shows it', () => {
    const [typescript, react, kubernetes] = score(resume()).reasons
    expect(typescript).toMatchObject({
      verdict: 'met',
      explanation: 'Listed as Expert, 6 years.',
      evidence: [
        { source: 'resume', field: 'skills/0', text: 'TypeScript, expert, 6 years' },
        { source: 'vacancy', field: 'skills/0', text: 'TypeScript, advanced, required' },
      ],
    })
    expect(react).toMatchObject({
      verdict: 'partial',
      explanation: 'Listed as Intermediate, below the Advanced asked.',
      evidence: [{ field: 'skills/1', text: 'React, intermediate, 4 years' }, { field: 'skills/1' }],
    })
    expect(kubernetes).toMatchObject({
      verdict: 'partial',
      explanation: 'Mentioned in the resume, not listed as a skill.',
      evidence: [
        { source: 'resume', field: 'summary', text: 'I run services on Kubernetes and write Go on weekends.' },
        { source: 'vacancy', field: 'skills/2', text: 'Kubernetes, intermediate, nice to have' },
      ],
    })
  })

  it('gives a related listed skill partial credit, and a skill nowhere in the resume none', () => {
    const withDocker = resume({
      summary: '',
      skills: [...resume().skills, { skill_id: 'docker', name: 'Docker', level: 'expert', years: 3 }],
    })
    expect(reasonOf(withDocker, 'nice_to_have_skill')).toMatchObject({
      verdict: 'partial',
      points: 4,
      explanation: 'Docker is listed, a related skill.',
      evidence: [{ source: 'resume', field: 'skills/2', text: 'Docker, expert, 3 years' }, { source: 'vacancy' }],
    })
    const without = score(resume({ summary: '' }))
    expect(without.reasons[2]).toMatchObject({
      verdict: 'missing',
      points: 0,
      explanation: 'Not in the resume.',
      evidence: [{ source: 'vacancy', field: 'skills/2' }],
    })
    expect(without.missing_skills).toEqual(['Kubernetes'])
  })

  it('takes the best way a skill is met: a mention beats a listing two levels below', () => {
    const beginner = resume({
      skills: [{ skill_id: 'kubernetes', name: 'Kubernetes', level: 'beginner', years: 1 }],
    })
    const asked = vacancy({
      skills: [{ skill_id: 'kubernetes', name: 'Kubernetes', level: 'advanced', required: true }],
    })
    expect(reasonOf(beginner, 'required_skill', asked)).toMatchObject({
      verdict: 'partial',
      explanation: 'Mentioned in the resume, not listed as a skill.',
    })
    expect(reasonOf({ ...beginner, summary: '' }, 'required_skill', asked)).toMatchObject({
      explanation: 'Listed as Beginner, below the Advanced asked.',
    })
  })

  it('counts seniority from dated experience, or from the longest-practised skill when that says more', () => {
    expect(reasonOf(resume(), 'seniority')).toMatchObject({
      verdict: 'met',
      explanation: 'About 8 years of experience.',
      evidence: [
        { source: 'resume', field: 'experience/0', text: 'Frontend engineer, 2020-01-01 – present' },
        { source: 'resume', field: 'experience/1', text: 'Web developer, 2018-01-01 – 2020-01-01' },
        { source: 'vacancy', field: 'seniority', text: 'Senior' },
      ],
    })
    const lead = vacancy({ seniority: 'lead' })
    expect(reasonOf(resume({ experience: [] }), 'seniority', lead)).toMatchObject({
      verdict: 'partial',
      explanation: 'About 6 years of TypeScript, 7 years asked.',
      evidence: [{ field: 'skills/0' }, { field: 'seniority', text: 'Lead' }],
    })
    expect(reasonOf(resume({ experience: [], skills: [] }), 'seniority')).toMatchObject({
      verdict: 'missing',
      explanation: 'No dated experience in the resume.',
    })
  })

  it('explains location, remote, salary, language and status verdicts', () => {
    const munich = resume({ location: { country: 'DE', state: null, city: 'Munich' } })
    expect(reasonOf(munich, 'location')).toMatchObject({
      verdict: 'partial',
      explanation: 'In the same country, another city.',
      evidence: [{ source: 'resume', field: 'location', text: 'Munich, DE' }, { field: 'location' }],
    })
    expect(reasonOf(resume({ location: null }), 'location').explanation).toBe('No location in the resume.')
    expect(reasonOf(resume({ work_modes: ['remote'] }), 'remote')).toMatchObject({
      verdict: 'partial',
      explanation: 'Open to remote work only, close to what is asked.',
      evidence: [{ source: 'resume', field: 'availability/work_modes', text: 'Remote' }, { text: 'Hybrid' }],
    })
    expect(reasonOf(resume({ work_modes: [] }), 'remote').explanation).toBe('Open to any way of working.')
    const dollars = resume({ salary_expectation: { min: 1, max: 2, currency: 'USD', period: 'year' } })
    expect(reasonOf(dollars, 'salary')).toMatchObject({
      verdict: 'partial',
      explanation: 'Expects USD a year: not comparable with EUR a year.',
    })
    const high = resume({ salary_expectation: { min: 90_000, max: 99_000, currency: 'EUR', period: 'year' } })
    expect(reasonOf(high, 'salary')).toMatchObject({
      verdict: 'partial',
      explanation: 'Expects slightly more than the range.',
    })
    expect(reasonOf(resume({ languages: [{ language: 'en', level: 'b2' }] }), 'language')).toMatchObject({
      verdict: 'partial',
      explanation: 'Listed as B2, one level below.',
      evidence: [{ source: 'resume', field: 'languages/0', text: 'English, B2' }, { field: 'languages/0' }],
    })
    expect(reasonOf(resume({ talent_status: 'passive' }), 'talent_status')).toMatchObject({
      verdict: 'partial',
      points: 2.5,
      evidence: [{ source: 'resume', field: 'talent/status', text: 'Passive' }],
    })
  })

  it('gives no reason for what the vacancy does not state, and shares its weight among the rest', () => {
    const bare = vacancy({
      seniority: null,
      location: null,
      salary: null,
      languages: [],
      skills: [fullVacancy.skills[0]!],
    })
    const matching = score(resume(), bare)
    expect(matching.reasons.map((reason) => [reason.kind, reason.max_points])).toEqual([
      ['required_skill', 78.95],
      ['remote', 12.28],
      ['talent_status', 8.77],
    ])
    expect(matching.score).toBe(100)
  })

  it('ignores a remote vacancy’s location', () => {
    const remote = vacancy({ remote: 'remote' })
    expect(score(resume(), remote).reasons.some((reason) => reason.kind === 'location')).toBe(false)
  })
})

describe('a page of resumes judged against one vacancy', () => {
  const resumes = [
    resume(),
    resume({ skills: [], experience: [], location: null, languages: [], salary_expectation: null }),
    resume({ talent_status: 'passive', work_modes: ['remote'], summary: 'Kubernetes and Go, mostly.' }),
  ]

  it('says the requirements once: the same for every resume, the vacancy’s text only', () => {
    const requirements = matchRequirements(vacancy())
    expect(requirements.map(({ kind, requirement }) => `${kind}: ${requirement}`)).toEqual(
      score(resumes[0]!).reasons.map(({ kind, requirement }) => `${kind}: ${requirement}`),
    )
    expect(requirements.flatMap((requirement) => requirement.evidence.map((item) => item.source))).toEqual(
      Array(requirements.length - 1).fill('vacancy'),
    )
    for (const each of resumes) {
      const verdicts = scoreRanked(each, vacancy(), matchTaxonomy, { today: TODAY }).verdicts
      expect(verdicts).toHaveLength(requirements.length)
      expect(verdicts.flatMap((verdict) => verdict.evidence).every((item) => item.source === 'resume')).toBe(true)
    }
  })

  it('gives back every resume’s whole matching when its verdicts are joined to the requirements', () => {
    for (const each of resumes) {
      const { verdicts, ...ranked } = scoreRanked(each, vacancy(), matchTaxonomy, { today: TODAY })
      const joined = { ...ranked, reasons: withReasons(matchRequirements(vacancy()), verdicts) }
      expect(joined).toEqual(score(each))
    }
  })

  it('sums a matching up for a list as its score and skills, without the reasons (ADR 0109)', () => {
    const whole = score(resume())
    expect(whole.matched_skills.length).toBeGreaterThan(0)
    expect(matchingSummary(whole)).toStrictEqual({
      score: whole.score,
      matched_skills: whole.matched_skills,
      missing_skills: whole.missing_skills,
    })
  })

  it('refuses to join verdicts to another vacancy’s requirements', () => {
    const { verdicts } = scoreRanked(resume(), vacancy(), matchTaxonomy, { today: TODAY })
    expect(() => withReasons(matchRequirements(vacancy({ languages: [] })), verdicts)).toThrow(
      '9 verdicts for 8 requirements',
    )
  })

  it('hands out requirements a caller may change without changing the next answer', () => {
    const same = vacancy()
    matchRequirements(same)[0]!.evidence[0]!.text = 'changed'
    expect(matchRequirements(same)[0]!.evidence[0]!.text).toBe('TypeScript, advanced, required')
    score(resume(), same).reasons[0]!.evidence[1]!.text = 'changed'
    expect(score(resume(), same).reasons[0]!.evidence[1]!.text).toBe('TypeScript, advanced, required')
    expect(matchRequirements(same)[0]!.evidence[0]!.text).toBe('TypeScript, advanced, required')
  })
})

describe('fairness', () => {
  it('gives the same score and reasons whoever the person is', () => {
    const other = {
      ...fullResume,
      id: '1b6f6c9e-1d7e-4b8a-9c55-2f3b9a1d4e02',
      talent_id: '6c1f2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4c',
      full_name: 'Grace Hopper',
      email: 'grace@example.org',
      image_url: 'https://example.org/grace.png',
      photo: 'https://example.org/grace.jpg',
      gender: 'female',
      age: 61,
      birth_date: '1964-12-09',
      nationality: 'US',
      phone: '+1 555 0100',
    }
    const first = scoreMatch(matchResumeOf(fullResume, 'open_to_work'), vacancy(), matchTaxonomy, { today: TODAY })
    const second = scoreMatch(matchResumeOf(other, 'open_to_work'), vacancy(), matchTaxonomy, { today: TODAY })
    expect(second).toEqual(first)
    expect(JSON.stringify(first)).not.toMatch(/Ada|Lovelace|\+49/)
  })

  it('refuses, at compile time, an input that carries who the person is', () => {
    // @ts-expect-error a name is not an input of matching
    const named: MatchResume = { ...resume(), full_name: 'Ada Lovelace' }
    // @ts-expect-error nor is a nationality
    const national: MatchResume = { ...resume(), nationality: 'GB' }
    expect([named, national]).toHaveLength(2)
  })
})
