import { describe, expect, it } from 'vitest'
import {
  filtersFrom,
  hasFilters,
  NO_FILTERS,
  searchOf,
  vacancyMatchesInput,
  type MatchFilters,
} from './match-filters.ts'

const ts = { id: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'TypeScript' }
const filters: MatchFilters = { remote: ['hybrid', 'remote'], country: 'DE', salaryMin: 60000, skills: [ts] }

describe('match filters in the URL', () => {
  it('round-trips every filter and the page', () => {
    const search = searchOf(filters, 3)
    expect(search.toString()).toBe(
      `remote=hybrid&remote=remote&country=DE&salary_min=60000&skill=${encodeURIComponent(`${ts.id}:TypeScript`)}&page=3`,
    )
    expect(filtersFrom(search)).toEqual({ filters, page: 3 })
  })

  it('leaves out page 1 and unset filters', () => {
    expect(searchOf(NO_FILTERS).toString()).toBe('')
  })

  it('drops what does not parse instead of sending it', () => {
    const search = new URLSearchParams(
      'remote=moon&remote=onsite&country=Germany&salary_min=-5&skill=nocolon&skill=x:C%3A%20Sharp&skill=x:again&page=zero',
    )
    expect(filtersFrom(search)).toEqual({
      filters: { remote: ['onsite'], country: '', salaryMin: null, skills: [{ id: 'x', name: 'C: Sharp' }] },
      page: 1,
    })
  })

  it('reads a lower-case country code', () => {
    expect(filtersFrom(new URLSearchParams('country=pt')).filters.country).toBe('PT')
  })
})

describe('vacancyMatchesInput', () => {
  it('sends only the filters that are set, ten a page', () => {
    expect(vacancyMatchesInput(NO_FILTERS, 2)).toEqual({ query: { page: 2, size: 10 } })
    expect(vacancyMatchesInput(filters, 1)).toEqual({
      query: { page: 1, size: 10, remote: ['hybrid', 'remote'], country: 'DE', salaryMin: 60000, skillId: [ts.id] },
    })
  })
})

describe('hasFilters', () => {
  it('is false only when nothing is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false)
    expect(hasFilters({ ...NO_FILTERS, salaryMin: 1 })).toBe(true)
  })
})
