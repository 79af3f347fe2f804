import { describe, expect, it } from 'vitest'
import { clearedFilters, nextListState, readListState, sortOf, sortStateOf, writeListState } from './list-state.ts'

const DEFAULTS = { sort: '-created_at', filters: ['status', 'company_id'] }

describe('a back-office table in the URL', () => {
  it('reads defaults from an empty URL and writes them back as nothing', () => {
    const state = readListState(new URLSearchParams(), DEFAULTS)
    expect(state).toEqual({ page: 1, size: 10, sort: '-created_at', q: '', filters: {} })
    expect(writeListState(state, DEFAULTS).toString()).toBe('')
  })

  it('round-trips a page, size, order, search and a filter; unknown parameters are not filters', () => {
    const search = new URLSearchParams('q=robot&status=Archived&other=x&sort=title&size=20&page=3')
    const state = readListState(search, DEFAULTS)
    expect(state).toEqual({ page: 3, size: 20, sort: 'title', q: 'robot', filters: { status: 'Archived' } })
    expect(writeListState(state, DEFAULTS).toString()).toBe('q=robot&status=Archived&sort=title&size=20&page=3')
  })

  it('takes malformed numbers as the defaults and keeps the page within the first 10,000 rows', () => {
    expect(readListState(new URLSearchParams('page=-2&size=abc'), DEFAULTS)).toMatchObject({ page: 1, size: 10 })
    expect(readListState(new URLSearchParams('page=5000&size=10'), DEFAULTS).page).toBe(1000)
    expect(readListState(new URLSearchParams('size=500'), DEFAULTS).size).toBe(100)
  })

  it('goes back to page 1 when the search, a filter, the order or the size changes, not when the page does', () => {
    const state = readListState(new URLSearchParams('page=4&status=Active'), DEFAULTS)
    expect(nextListState(state, { q: 'data' })).toMatchObject({ page: 1, q: 'data', filters: { status: 'Active' } })
    expect(nextListState(state, { sort: 'title' }).page).toBe(1)
    expect(nextListState(state, { page: 5 }).page).toBe(5)
    const cleared = nextListState(state, clearedFilters(DEFAULTS))
    expect(writeListState(cleared, DEFAULTS).toString()).toBe('')
  })

  it('turns the contract sort into the table sort and back', () => {
    expect(sortStateOf('-company')).toEqual({ key: 'company', direction: 'descending' })
    expect(sortOf({ key: 'title', direction: 'ascending' })).toBe('title')
    expect(sortOf(sortStateOf('-updated_at'))).toBe('-updated_at')
  })
})
