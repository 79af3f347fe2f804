import { describe, expect, it } from 'vitest'
import { FORM_MESSAGES as M } from '../forms/form.messages.ts'
import {
  emptyVacancyValues,
  recruiterVacancySchema,
  toVacancyBody,
  VACANCY_MESSAGES,
  vacancySchema,
  vacancyValuesOf,
  type VacancyValues,
} from './vacancy.schemas.ts'

const complete: VacancyValues = {
  ...emptyVacancyValues,
  title: '  Senior Backend Engineer ',
  description: 'Build the APIs of our robot fleet.',
  seniority: 'senior',
  remote: 'hybrid',
  location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
  salary: { min: '70000', max: '90000', currency: 'EUR', period: 'year' },
  skills: [{ skillId: 's-1', name: 'TypeScript', level: 'advanced', required: true }],
  languages: [{ language: 'en', level: 'c1' }],
  openings: '2',
}

/** The messages of a refusal, by the field path they land on. */
function problems(values: VacancyValues, schema = vacancySchema) {
  const result = schema.safeParse(values)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('vacancySchema (docs/product.md §4, §5; the contract VacancyInput and VacancyDraftInput)', () => {
  it('takes a complete vacancy and trims its texts', () => {
    expect(problems(complete)).toEqual({})
    expect(vacancySchema.parse(complete).title).toBe('Senior Backend Engineer')
  })

  it('a draft needs only a title; publishing needs a description too', () => {
    const bare = { ...emptyVacancyValues, title: 'Data engineer' }
    expect(problems({ ...bare, intent: 'draft' })).toEqual({})
    expect(problems({ ...bare, intent: 'publish' })).toEqual({ description: M.required })
    expect(problems({ ...bare, title: '   ', intent: 'draft' })).toEqual({ title: M.required })
  })

  it('refuses a salary minimum above the maximum, on the minimum, with a clear sentence', () => {
    const salary = { ...complete.salary, min: '95000', max: '90000' }
    expect(problems({ ...complete, salary })).toEqual({ 'salary.min': VACANCY_MESSAGES.salaryOrder })
    expect(problems({ ...complete, salary, intent: 'draft' })).toEqual({ 'salary.min': VACANCY_MESSAGES.salaryOrder })
    expect(problems({ ...complete, salary: { ...salary, min: '90000' } })).toEqual({})
  })

  it('a salary is both ends in whole units, or none', () => {
    expect(problems({ ...complete, salary: { ...complete.salary, max: '' } })).toEqual({ 'salary.max': M.required })
    expect(problems({ ...complete, salary: { ...complete.salary, min: '70k' } })).toEqual({
      'salary.min': VACANCY_MESSAGES.wholeNumber,
    })
    expect(problems({ ...complete, salary: emptyVacancyValues.salary })).toEqual({})
  })

  it.each(['0', '1001', '2.5', '', 'two'])('refuses %j openings', (openings) => {
    expect(problems({ ...complete, openings })).toEqual({ openings: VACANCY_MESSAGES.openings })
  })

  it('a state or a city needs a country first', () => {
    expect(problems({ ...complete, location: { country: '', state: 'Berlin', city: '' } })).toEqual({
      'location.country': VACANCY_MESSAGES.countryFirst,
    })
  })

  it('refuses a title or a description over the contract limits', () => {
    expect(problems({ ...complete, title: 'x'.repeat(201) })).toEqual({ title: M.tooLong })
    expect(problems({ ...complete, description: 'x'.repeat(20001) })).toEqual({ description: M.tooLong })
  })

  it('a language is named once, with a level; the repeat is the row to fix', () => {
    const languages = [
      { language: 'en', level: 'c1' as const },
      { language: 'de', level: 'b1' as const },
      { language: 'en', level: 'b2' as const },
    ]
    expect(problems({ ...complete, languages })).toEqual({ 'languages.2.language': VACANCY_MESSAGES.languageTwice })
    expect(problems({ ...complete, languages: [{ language: 'de', level: '' }] })).toEqual({
      'languages.0.level': M.required,
    })
    expect(problems({ ...complete, languages: [{ language: '', level: 'a2' }] })).toEqual({
      'languages.0.language': M.required,
    })
  })

  it('a recruiter names the company; an employer does not', () => {
    expect(problems(complete, recruiterVacancySchema)).toEqual({ companyId: VACANCY_MESSAGES.company })
    expect(problems({ ...complete, companyId: 'c-2' }, recruiterVacancySchema)).toEqual({})
  })
})

describe('toVacancyBody and vacancyValuesOf', () => {
  it('sends numbers, nulls for what is empty, and never the intent or the skill names', () => {
    const body = toVacancyBody(vacancySchema.parse({ ...complete, intent: 'draft' }))
    expect(body).toEqual({
      title: 'Senior Backend Engineer',
      description: 'Build the APIs of our robot fleet.',
      seniority: 'senior',
      employmentType: 'full_time',
      remote: 'hybrid',
      location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
      salary: { min: 70000, max: 90000, currency: 'EUR', period: 'year' },
      skills: [{ skillId: 's-1', level: 'advanced', required: true }],
      languages: [{ language: 'en', level: 'c1' }],
      openings: 2,
    })
    const bare = toVacancyBody(vacancySchema.parse({ ...emptyVacancyValues, title: 'X', intent: 'draft' }))
    expect(bare).toMatchObject({
      seniority: null,
      location: null,
      salary: null,
      skills: [],
      languages: [],
      openings: 1,
    })
    expect(bare).not.toHaveProperty('companyId')
    expect(toVacancyBody(vacancySchema.parse({ ...complete, companyId: 'c-2' })).companyId).toBe('c-2')
    expect(
      toVacancyBody(vacancySchema.parse({ ...complete, location: { country: 'DE', state: '', city: '' } })).location,
    ).toEqual({ country: 'DE', state: null, city: null })
  })

  it('a saved vacancy opens with the values it was saved with', () => {
    const saved = {
      companyId: 'c-1',
      ...toVacancyBody(vacancySchema.parse(complete)),
      skills: [{ skillId: 's-1', name: 'TypeScript', level: 'advanced' as const, required: true }],
    }
    expect(vacancyValuesOf(saved)).toEqual({ ...complete, title: 'Senior Backend Engineer', companyId: 'c-1' })
    expect(vacancyValuesOf({ ...saved, seniority: null, location: null, salary: null })).toMatchObject({
      seniority: '',
      location: emptyVacancyValues.location,
      salary: emptyVacancyValues.salary,
    })
  })
})
