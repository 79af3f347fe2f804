import { callOperation, type ApiClient } from '@hireloop/api'

/** A country, state or city of GET /country, /state, /city (a city's code is its id). */
export interface Place {
  code: string
  name: string
}

/** A skill of the taxonomy, as GET /skill/suggest answers it. */
export interface SkillSuggestion {
  id: string
  name: string
  aliases: string[]
}

/** The reference data a form looks up as the user types (GET /country, /state, /city, /skill/suggest). */
export interface ReferenceLookups {
  countries: (query: string, signal: AbortSignal) => Promise<Place[]>
  states: (country: string, query: string, signal: AbortSignal) => Promise<Place[]>
  cities: (country: string, query: string, signal: AbortSignal) => Promise<Place[]>
  skills: (query: string, signal: AbortSignal) => Promise<SkillSuggestion[]>
}

/** The lookups over the API, twenty answers at a time. */
export function referenceLookups(api: ApiClient): ReferenceLookups {
  const q = (query: string) => (query.trim() ? { q: query.trim() } : {})
  return {
    countries: async (query, signal) =>
      (await callOperation(api, 'listCountries', { query: { ...q(query), size: 20 } }, { signal })).results,
    states: async (country, query, signal) =>
      (await callOperation(api, 'listStates', { query: { country, ...q(query), size: 20 } }, { signal })).results,
    cities: async (country, query, signal) =>
      (await callOperation(api, 'listCities', { query: { country, ...q(query), size: 20 } }, { signal })).results.map(
        (city) => ({ code: city.id, name: city.name }),
      ),
    skills: async (query, signal) =>
      query.trim()
        ? (await callOperation(api, 'suggestSkills', { query: { q: query.trim() } }, { signal })).results
        : [],
  }
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })

/** A country's English name from its ISO code ('' for none). */
export const countryName = (code: string) => (code ? (regionNames.of(code) ?? code) : '')
