import { HttpError } from './errors.ts'
import type { PageQuery } from './pagination.ts'

/**
 * The back-office lists page by offset over an index in the sort order, so a page costs the rows it skips: offsets
 * stop at 10,000 rows, where a page still answers within the lists' budget over 100,000 rows (ADR 0088). Past that,
 * narrowing the filters finds a row sooner than paging does.
 */
export const MAX_LIST_OFFSET = 10_000

export function checkListOffset({ page, size }: PageQuery): void {
  if ((page - 1) * size < MAX_LIST_OFFSET) return
  throw new HttpError(400, {
    detail: [
      {
        loc: ['query', 'page'],
        msg: `Pages reach the first ${MAX_LIST_OFFSET.toLocaleString('en')} results: narrow the search or the filters.`,
        type: 'too_deep',
      },
    ],
  })
}

/** A contract `sort` value (`field` ascending, `-field` descending) as its field and direction. */
export function sortOf<F extends string>(sort: F | `-${F}`): { field: F; direction: 'asc' | 'desc' } {
  return sort.startsWith('-')
    ? { field: sort.slice(1) as F, direction: 'desc' }
    : { field: sort as F, direction: 'asc' }
}
