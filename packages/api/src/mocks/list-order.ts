import { fail } from './support.ts'

/** The server's bound on list offsets (ADR 0088): a page past the first 10,000 rows is refused, in its words. */
const MAX_LIST_OFFSET = 10_000

export function tooDeep(search: URLSearchParams): Response | null {
  const size = Math.min(Math.max(Number(search.get('size') ?? 10) || 10, 1), 100)
  const current = Math.max(Number(search.get('page') ?? 1) || 1, 1)
  if ((current - 1) * size < MAX_LIST_OFFSET) return null
  return fail(400, {
    detail: [
      {
        loc: ['query', 'page'],
        msg: 'Pages reach the first 10,000 results: narrow the search or the filters.',
        type: 'too_deep',
      },
    ],
  })
}

/**
 * A list in the order of the contract's `sort` (`field` ascending, `-field` descending; `fallback` when absent), the
 * id breaking ties in the same direction, as the server orders it. Text keys compare lower-cased, like the server's
 * `lower()` indexes; timestamps are ISO strings, which compare as their instants.
 */
export function sortedBy<T extends { id: string }>(
  items: T[],
  sort: string | null,
  keys: Record<string, (item: T) => string>,
  fallback: string,
): T[] {
  const given = sort && keys[sort.replace(/^-/, '')] ? sort : fallback
  const descending = given.startsWith('-')
  const key = keys[given.replace(/^-/, '')]!
  const sign = descending ? -1 : 1
  const compare = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)
  return [...items].sort((a, b) => sign * (compare(key(a).toLowerCase(), key(b).toLowerCase()) || compare(a.id, b.id)))
}
