import { describe, expect, it } from 'vitest'
import { parsedVacancy, parsedVacancyValues } from './vacancy.fixtures.ts'
import { parsedVacancyFieldsOf, uncheckedVacancyFields, vacancyReviewOf } from './vacancy.review.ts'

describe('the confirm step of a vacancy read from a file (ADR 0065, 0067)', () => {
  const fields = parsedVacancyFieldsOf(parsedVacancy)

  it('lists the parsed fields in the editor order, a list as sure as its least sure item, guesses marked low', () => {
    expect(fields.map((f) => [f.key, f.confidence, f.low])).toEqual([
      ['title', 0.95, false],
      ['description', 0.8, false],
      ['skills', 0.81, false],
      ['employmentType', 0.9, false],
      ['location', 0.45, true],
      ['remote', 0.7, false],
      ['salary', 0.52, true],
    ])
    expect(fields.find((f) => f.key === 'skills')?.sources).toEqual(['TypeScript', 'React.js is a plus'])
    expect(fields.find((f) => f.key === 'location')).toMatchObject({ label: 'Location', sources: ['Berlin area'] })
    expect(parsedVacancyFieldsOf(null)).toEqual([])
  })

  it('a field is unchecked until confirmed or changed; publishing waits for the unchecked ones', () => {
    const untouched = vacancyReviewOf(fields, parsedVacancyValues, parsedVacancyValues, new Set())
    expect(uncheckedVacancyFields(untouched)).toEqual(fields.map((f) => f.key))
    const edited = { ...parsedVacancyValues, salary: { ...parsedVacancyValues.salary, min: '70000' } }
    const review = vacancyReviewOf(fields, parsedVacancyValues, edited, new Set(['location'] as const))
    expect(review).toMatchObject({ location: 'confirmed', salary: 'edited', title: 'unchecked' })
    expect(uncheckedVacancyFields(review)).toEqual(['title', 'description', 'skills', 'employmentType', 'remote'])
  })
})
