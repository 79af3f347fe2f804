import type { SortState } from '@hireloop/design-system'
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'

/** Where a back-office table is: its page, page size, order, search and filters (ADR 0088). */
export interface ListState {
  page: number
  size: number
  /** The contract's `sort`: a field ascending, `-field` descending. */
  sort: string
  q: string
  /** Each filter's value; absent is "any". */
  filters: Record<string, string>
}

export interface ListDefaults {
  /** The order when the URL names none (the server's default for the list). */
  sort: string
  /** The search parameters that are filters of this list. */
  filters: readonly string[]
}

/** docs/product.md §9: lists start at page 1, ten rows a page; the server takes at most 100. */
export const DEFAULT_PAGE_SIZE = 10
export const PAGE_SIZES = [10, 20, 50]

/** The server pages through the first 10,000 rows only (ADR 0088): the pager never offers a page past them. */
export const MAX_LIST_ROWS = 10_000

const positive = (value: string | null, fallback: number, max: number) => {
  const number = Number(value)
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback
}

/** The state a URL's search parameters describe; anything missing or malformed is the default. */
export function readListState(search: URLSearchParams, defaults: ListDefaults): ListState {
  const size = positive(search.get('size'), DEFAULT_PAGE_SIZE, 100)
  const filters: Record<string, string> = {}
  for (const name of defaults.filters) {
    const value = search.get(name)
    if (value) filters[name] = value
  }
  return {
    page: positive(search.get('page'), 1, Math.ceil(MAX_LIST_ROWS / size)),
    size,
    sort: search.get('sort') || defaults.sort,
    q: search.get('q')?.trim() ?? '',
    filters,
  }
}

/** The search parameters of a state, defaults left out, so the plain list has the plain URL. */
export function writeListState(state: ListState, defaults: ListDefaults): URLSearchParams {
  const search = new URLSearchParams()
  if (state.q) search.set('q', state.q)
  for (const name of defaults.filters) {
    const value = state.filters[name]
    if (value) search.set(name, value)
  }
  if (state.sort !== defaults.sort) search.set('sort', state.sort)
  if (state.size !== DEFAULT_PAGE_SIZE) search.set('size', String(state.size))
  if (state.page !== 1) search.set('page', String(state.page))
  return search
}

/** A change of the search, a filter, the order or the size starts again at page 1; a page change keeps the rest. */
export function nextListState(state: ListState, change: Partial<ListState>): ListState {
  return { ...state, page: 1, ...change, filters: { ...state.filters, ...change.filters } }
}

/** The table's sort (a column key and a direction) of a contract `sort` value, and back. */
export function sortStateOf(sort: string): SortState {
  return sort.startsWith('-') ? { key: sort.slice(1), direction: 'descending' } : { key: sort, direction: 'ascending' }
}

export function sortOf({ key, direction }: SortState): string {
  return direction === 'descending' ? `-${key}` : key
}

/**
 * A table's state in the URL: each change is a new history entry, so back and forward step through what the
 * recruiter did, and a reload or a shared link shows the same rows.
 */
export function useListState(defaults: ListDefaults): [ListState, (change: Partial<ListState>) => void] {
  const [search, setSearch] = useSearchParams()
  const state = useMemo(() => readListState(search, defaults), [search, defaults])
  const change = useCallback(
    (next: Partial<ListState>) => setSearch(writeListState(nextListState(state, next), defaults)),
    [state, defaults, setSearch],
  )
  return [state, change]
}

/** The change that clears the search and every filter of a list. */
export function clearedFilters(defaults: ListDefaults): Partial<ListState> {
  return { q: '', filters: Object.fromEntries(defaults.filters.map((name) => [name, ''])) }
}
