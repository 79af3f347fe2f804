/** docs/product.md §9: lists show 10 a page. */
export const PAGE_SIZE = 10

/** The page of a list, from the URL's `?page=` (1 when absent or not a page number). */
export function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'))
  return Number.isInteger(page) && page > 0 ? page : 1
}

/** The last page that has items, for a page number past the end (after an archive emptied it). */
export function lastPageOf(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size))
}
