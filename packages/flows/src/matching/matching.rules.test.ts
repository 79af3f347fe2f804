import { describe, expect, it } from 'vitest'
import {
  experienceYears,
  languageCredit,
  levelCredit,
  locationCredit,
  pointsOf,
  remoteCredit,
  requirementsOf,
  salaryCredit,
  scoreOfPoints,
  seniorityCredit,
  seniorityYears,
  skillCredit,
  verdictOf,
} from './matching.rules.ts'
import type { MatchVacancy } from './matching.types.ts'

const TODAY = new Date('2026-01-01T00:00:00Z')
const euros = (min: number, max: number) => ({ min, max, currency: 'EUR', period: 'year' as const })
const berlin = { country: 'DE', state: null, city: 'Berlin' }
const bare: MatchVacancy = {
  skills: [],
  seniority: null,
  location: null,
  remote: 'onsite',
  salary: null,
  languages: [],
}
const skill = (id: string, required: boolean) => ({ skill_id: id, name: id, level: 'advanced' as const, required })

describe('requirementsOf', () => {
  it('weighs every stated kind by MATCH_WEIGHTS, split evenly, summing to 10,000 hundredths', () => {
    const vacancy: MatchVacancy = {
      skills: [skill('a', true), skill('b', true), skill('c', true), skill('d', false)],
      seniority: 'senior',
      location: berlin,
      remote: 'hybrid',
      salary: euros(1, 2),
      languages: [{ language: 'en', level: 'c1' }],
    }
    const weighed = requirementsOf(vacancy).map((requirement) => [requirement.kind, requirement.weight])
    expect(weighed).toEqual([
      ['required_skill', 1500],
      ['required_skill', 1500],
      ['required_skill', 1500],
      ['nice_to_have_skill', 1000],
      ['seniority', 1000],
      ['location', 800],
      ['remote', 700],
      ['salary', 800],
      ['language', 700],
      ['talent_status', 500],
    ])
  })

  it('gives the weight of unstated kinds to the stated ones and rounds by largest remainder', () => {
    const weights = requirementsOf({ ...bare, skills: [skill('a', true), skill('b', true), skill('c', true)] }).map(
      (requirement) => requirement.weight,
    )
    // 45, 7 and 5 scaled to 100: 2631.58 three times, 1228.07, 877.19; the two hundredths left go to the first two.
    expect(weights).toEqual([2632, 2632, 2631, 1228, 877])
    expect(weights.reduce((sum, weight) => sum + weight, 0)).toBe(10_000)
  })

  it('ignores the location of a fully remote job, and weighs a vacancy once', () => {
    const remote = { ...bare, location: berlin, remote: 'remote' as const }
    expect(requirementsOf(remote).map((requirement) => requirement.kind)).toEqual(['remote', 'talent_status'])
    expect(requirementsOf(remote)).toBe(requirementsOf(remote))
    expect(requirementsOf({ ...bare, location: berlin }).map((requirement) => requirement.kind)).toContain('location')
  })
})

describe('points and verdicts', () => {
  it('rounds points and scores, and clamps a score to 0-100', () => {
    expect(pointsOf(1500, 0.25)).toBe(375)
    expect(pointsOf(1125, 0.5)).toBe(563)
    expect(scoreOfPoints(8175)).toBe(82)
    expect(scoreOfPoints(8149)).toBe(81)
    expect(scoreOfPoints(50)).toBe(1)
    expect(scoreOfPoints(49)).toBe(0)
    expect(scoreOfPoints(10_100)).toBe(100)
    expect(scoreOfPoints(-100)).toBe(0)
  })

  it('calls full credit met, some partial, none missing', () => {
    expect([verdictOf(1), verdictOf(0.25), verdictOf(0)]).toEqual(['met', 'partial', 'missing'])
  })
})

describe('credits', () => {
  it('credits skill levels: at or above 1, one below 0.5, further 0.25', () => {
    expect(levelCredit('advanced', 'expert')).toBe(1)
    expect(levelCredit('advanced', 'advanced')).toBe(1)
    expect(levelCredit('advanced', 'intermediate')).toBe(0.5)
    expect(levelCredit('advanced', 'beginner')).toBe(0.25)
    expect(levelCredit('expert', 'intermediate')).toBe(0.25)
  })

  it('takes the best way a skill is met', () => {
    expect(skillCredit('advanced', null, false, false)).toBe(0)
    expect(skillCredit('advanced', null, false, true)).toBe(0.3)
    expect(skillCredit('advanced', null, true, true)).toBe(0.4)
    expect(skillCredit('advanced', 'beginner', false, true)).toBe(0.3)
    expect(skillCredit('advanced', 'intermediate', true, true)).toBe(0.5)
  })

  it('credits seniority met at the years asked, partial within two years below', () => {
    expect(seniorityCredit('senior', 5)).toBe(1)
    expect(seniorityCredit('senior', 4.99)).toBe(0.5)
    expect(seniorityCredit('senior', 3)).toBe(0.5)
    expect(seniorityCredit('senior', 2.99)).toBe(0)
    expect(seniorityCredit('intern', 0)).toBe(1)
  })

  it('credits location by city, then country', () => {
    expect(locationCredit(berlin, { country: 'DE', state: null, city: ' berlin ' })).toBe(1)
    expect(locationCredit(berlin, { country: 'DE', state: null, city: 'Munich' })).toBe(0.5)
    expect(locationCredit(berlin, { country: 'DE', state: null, city: null })).toBe(0.5)
    expect(locationCredit({ ...berlin, city: null }, { country: 'DE', state: null, city: 'Munich' })).toBe(1)
    expect(locationCredit(berlin, { country: 'AT', state: null, city: 'Berlin' })).toBe(0)
    expect(locationCredit(berlin, null)).toBe(0)
  })

  it('credits the remote policy accepted, a neighbour partly, the far end not', () => {
    expect(remoteCredit('hybrid', [])).toBe(1)
    expect(remoteCredit('hybrid', ['hybrid'])).toBe(1)
    expect(remoteCredit('hybrid', ['remote'])).toBe(0.5)
    expect(remoteCredit('onsite', ['remote'])).toBe(0)
    expect(remoteCredit('onsite', ['remote', 'hybrid'])).toBe(0.5)
  })

  it('credits a salary expectation up to the maximum, partly up to 15% above, and never compares currencies', () => {
    const offer = euros(60_000, 80_000)
    expect(salaryCredit(offer, euros(80_000, 90_000))).toBe(1)
    expect(salaryCredit(offer, euros(80_001, 90_000))).toBe(0.5)
    expect(salaryCredit(offer, euros(92_000, 99_000))).toBe(0.5)
    expect(salaryCredit(offer, euros(92_001, 99_000))).toBe(0)
    expect(salaryCredit(offer, null)).toBe(0.5)
    expect(salaryCredit(offer, { ...euros(1, 2), currency: 'USD' })).toBe(0.5)
    expect(salaryCredit(offer, { ...euros(200_000, 300_000), period: 'month' })).toBe(0.5)
  })

  it('credits languages at the level, one level below partly, native above C2', () => {
    expect(languageCredit('c1', 'native')).toBe(1)
    expect(languageCredit('c2', 'native')).toBe(1)
    expect(languageCredit('c1', 'c1')).toBe(1)
    expect(languageCredit('c1', 'b2')).toBe(0.5)
    expect(languageCredit('c1', 'b1')).toBe(0)
    expect(languageCredit('c1', null)).toBe(0)
  })
})

describe('experience', () => {
  const entry = (start_date: string, end_date: string | null) => ({ title: 't', description: '', start_date, end_date })

  it('counts overlapping positions once and runs a current one to today', () => {
    const years = experienceYears([entry('2020-01-01', '2022-01-01'), entry('2021-01-01', null)], TODAY)
    expect(years).toBeCloseTo(6, 2)
    expect(experienceYears([entry('2018-01-01', '2019-01-01'), entry('2020-01-01', '2021-01-01')], TODAY)).toBeCloseTo(
      2,
      2,
    )
    expect(experienceYears([entry('2019-01-01', '2024-01-01'), entry('2020-01-01', '2021-01-01')], TODAY)).toBeCloseTo(
      5,
      2,
    )
  })

  it('ignores undated and backwards positions', () => {
    expect(experienceYears([entry('someday', null), entry('2022-01-01', '2021-01-01')], TODAY)).toBe(0)
    expect(experienceYears([], TODAY)).toBe(0)
  })

  it('uses the longest-practised skill when it says more than the dates', () => {
    const skills = [
      { skill_id: 'a', name: 'A', level: 'expert' as const, years: 3 },
      { skill_id: 'b', name: 'B', level: 'expert' as const, years: 9 },
    ]
    expect(seniorityYears({ experience: [entry('2020-01-01', null)], skills }, TODAY)).toEqual({
      years: 9,
      fromSkill: skills[1],
    })
    const dated = seniorityYears({ experience: [entry('2010-01-01', null)], skills }, TODAY)
    expect(dated.fromSkill).toBeNull()
    expect(dated.years).toBeCloseTo(16, 1)
  })
})
