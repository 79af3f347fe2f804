import { describe, expect, it } from 'vitest'
import { completeValues } from './resume.fixtures.ts'
import {
  emptyResumeValues,
  PHONE_PATTERN,
  resumeSchema,
  resumeValuesOf,
  toResumeBody,
  type ResumeValues,
  type SavedResume,
} from './resume.schemas.ts'

/** The first message per field path, as the editor shows them. */
function messages(values: ResumeValues): Record<string, string> {
  const result = resumeSchema.safeParse(values)
  if (result.success) return {}
  const found: Record<string, string> = {}
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message
  return found
}

describe('resumeSchema', () => {
  it('needs a headline, nothing else, to save a draft', () => {
    expect(messages(emptyResumeValues)).toEqual({ title: 'Required' })
    expect(messages({ ...emptyResumeValues, title: 'Engineer' })).toEqual({})
  })

  it("checks the phone with the contract's pattern", () => {
    expect(PHONE_PATTERN.source).toBe('^\\+?[0-9 ()./-]{5,30}$')
    expect(messages({ ...completeValues, phone: '+49 (30) 123-45' })).toEqual({})
    expect(messages({ ...completeValues, phone: 'call me' })).toEqual({
      phone: 'Use digits, spaces and + ( ) . / - only (5 to 30 characters).',
    })
  })

  it('a row is complete or not sent: experience, education, languages', () => {
    const values: ResumeValues = {
      ...completeValues,
      experience: [{ company: ' ', title: 'Dev', startDate: '', endDate: '', description: '' }],
      education: [{ institution: 'TU', degree: '', field: '', startDate: '2010-01-01', endDate: '2009-01-01' }],
      languages: [{ language: 'en', level: '' }],
    }
    expect(messages(values)).toEqual({
      'experience.0.company': 'Required',
      'experience.0.startDate': 'Required',
      'education.0.degree': 'Required',
      'education.0.endDate': 'The end date must not be before the start date.',
      'languages.0.level': 'Required',
    })
  })

  it('a salary has both ends, whole numbers, the minimum first', () => {
    const salary = (min: string, max: string) => ({
      ...completeValues,
      salaryExpectation: { min, max, currency: 'EUR', period: 'year' as const },
    })
    expect(messages(salary('', ''))).toEqual({})
    expect(messages(salary('50000', ''))).toEqual({ 'salaryExpectation.max': 'Required' })
    expect(messages(salary('', '1'))).toEqual({ 'salaryExpectation.min': 'Required' })
    expect(messages(salary('9', '8'))).toEqual({ 'salaryExpectation.min': 'The minimum must not exceed the maximum.' })
    expect(messages(salary('8', '8'))).toEqual({})
    expect(messages(salary('1.5', '8'))).toEqual({ 'salaryExpectation.min': 'Enter a whole number.' })
  })

  it('state, city and availability need their first choice', () => {
    expect(messages({ ...completeValues, location: { country: '', state: '', city: 'Berlin' } })).toEqual({
      'location.country': 'Choose a country first.',
    })
    expect(
      messages({ ...completeValues, availability: { notice: '', availableFrom: '', workModes: ['remote'] } }),
    ).toEqual({ 'availability.notice': 'Required' })
  })

  it('skill years are 0 to 60 whole years', () => {
    const years = (n: number) => ({ ...completeValues, skills: [{ ...completeValues.skills[0]!, years: n }] })
    expect(messages(years(60))).toEqual({})
    expect(messages(years(61))).toEqual({ 'skills.0.years': 'Enter 0 to 60 years.' })
    expect(messages(years(1.5))).toEqual({ 'skills.0.years': 'Enter 0 to 60 years.' })
    expect(messages(years(-1))).toHaveProperty(['skills.0.years'])
  })
})

describe('toResumeBody and resumeValuesOf', () => {
  const saved: SavedResume = {
    title: 'Backend engineer',
    summary: 'Eight years of TypeScript.',
    phone: '+49 30 1234567',
    location: { country: 'DE', state: null, city: 'Berlin' },
    skills: [{ skillId: 's-3', name: 'TypeScript', level: 'expert', years: 8 }],
    experience: [{ company: 'Globex', title: 'Engineer', startDate: '2020-04-01', endDate: null, description: '' }],
    education: [{ institution: 'TU', degree: 'MSc', field: 'CS', startDate: '2012-10-01', endDate: '2016-07-31' }],
    languages: [{ language: 'en', level: 'c1' }],
    salaryExpectation: { min: 70000, max: 90000, currency: 'EUR', period: 'year' },
    availability: { notice: 'one_month', availableFrom: null, workModes: ['remote', 'hybrid'] },
  }

  it('a saved resume goes through the editor and back unchanged (names dropped, nulls kept)', () => {
    const body = toResumeBody(resumeSchema.parse(resumeValuesOf(saved)))
    expect(body).toEqual({
      ...saved,
      skills: [{ skillId: 's-3', level: 'expert', years: 8 }],
    })
  })

  it('empty groups are sent as null; an education without a start date sends none', () => {
    const values: ResumeValues = {
      ...completeValues,
      location: { country: '', state: '', city: '' },
      education: [{ institution: 'TU', degree: 'BSc', field: '', startDate: '', endDate: '' }],
    }
    const body = toResumeBody(resumeSchema.parse(values))
    expect(body).toMatchObject({ location: null, salaryExpectation: null, availability: null, phone: null })
    expect(body.education).toEqual([{ institution: 'TU', degree: 'BSc', field: '', endDate: null }])
  })

  it('trims what the talent typed', () => {
    const body = toResumeBody(resumeSchema.parse({ ...completeValues, title: '  Engineer ', summary: ' Hi ' }))
    expect(body).toMatchObject({ title: 'Engineer', summary: 'Hi' })
  })

  it('a resume without optional groups opens with empty ones', () => {
    const values = resumeValuesOf({
      ...saved,
      phone: null,
      location: null,
      salaryExpectation: null,
      availability: null,
    })
    expect(values).toMatchObject({
      phone: '',
      location: { country: '', state: '', city: '' },
      salaryExpectation: emptyResumeValues.salaryExpectation,
      availability: emptyResumeValues.availability,
    })
  })
})
