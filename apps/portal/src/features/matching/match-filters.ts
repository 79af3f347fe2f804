import type { Input, Schema } from '@hireloop/api'

export type RemotePolicy = Schema<'RemotePolicy'>
const REMOTE_POLICIES: readonly RemotePolicy[] = ['onsite', 'hybrid', 'remote']

/** A skill the talent filters by: the id goes to the server, the name is what the chip says. */
export interface SkillFilter {
  id: string
  name: string
}

/** What a talent narrows their ranked vacancies to (GET /matching/vacancies). Empty means no filter. */
export interface MatchFilters {
  remote: RemotePolicy[]
  /** ISO 3166-1 alpha-2, '' for any country. */
  country: string
  /** Yearly, in the vacancy's currency; null for any. */
  salaryMin: number | null
  skills: SkillFilter[]
}

export const NO_FILTERS: MatchFilters = { remote: [], country: '', salaryMin: null, skills: [] }

/** docs/product.md §9: lists show 10 a page. */
export const MATCH_PAGE_SIZE = 10

const COUNTRY = /^[A-Z]{2}$/
// A skill travels in the URL as `id:name`, so a shared link shows the same chips without a lookup; ids hold no colon.
const SKILL = /^([^:]+):(.+)$/

/**
 * The filters and the page from the URL (ADR 0074: filters live in the URL, so a reload, a shared link and the
 * back button keep them). Whatever does not parse is left out rather than sent to the server.
 */
export function filtersFrom(search: URLSearchParams): { filters: MatchFilters; page: number } {
  const remote = REMOTE_POLICIES.filter((policy) => search.getAll('remote').includes(policy))
  const country = (search.get('country') ?? '').toUpperCase()
  const salary = Number(search.get('salary_min'))
  const skills = search.getAll('skill').flatMap((value) => {
    const match = SKILL.exec(value)
    return match ? [{ id: match[1]!, name: match[2]! }] : []
  })
  const page = Number(search.get('page'))
  return {
    filters: {
      remote,
      country: COUNTRY.test(country) ? country : '',
      salaryMin: search.get('salary_min') && Number.isInteger(salary) && salary > 0 ? salary : null,
      skills: skills.filter((skill, index) => skills.findIndex((s) => s.id === skill.id) === index),
    },
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** The URL of filters and a page: only what is set, page 1 left out. */
export function searchOf(filters: MatchFilters, page = 1): URLSearchParams {
  const search = new URLSearchParams()
  for (const policy of filters.remote) search.append('remote', policy)
  if (filters.country) search.set('country', filters.country)
  if (filters.salaryMin !== null) search.set('salary_min', String(filters.salaryMin))
  for (const skill of filters.skills) search.append('skill', `${skill.id}:${skill.name}`)
  if (page > 1) search.set('page', String(page))
  return search
}

/** The request of one page of ranked vacancies under these filters. */
export function vacancyMatchesInput(filters: MatchFilters, page: number) {
  return {
    query: {
      page,
      size: MATCH_PAGE_SIZE,
      ...(filters.remote.length > 0 && { remote: filters.remote }),
      ...(filters.country && { country: filters.country }),
      ...(filters.salaryMin !== null && { salaryMin: filters.salaryMin }),
      ...(filters.skills.length > 0 && { skillId: filters.skills.map((skill) => skill.id) }),
    },
  } satisfies Input<'listVacancyMatches'>
}

export function hasFilters(filters: MatchFilters): boolean {
  return filters.remote.length > 0 || filters.country !== '' || filters.salaryMin !== null || filters.skills.length > 0
}
