import { isPlainObject } from './case.ts'

const ALIASES = [
  'items',
  'links',
  'prev',
  'next_page',
  'previous_page',
  'current_page_backwards',
  'page',
  'count',
  'page_size',
] as const
const PAGINATION_KEYS = [
  'next',
  'previous',
  'prev',
  'next_page',
  'previous_page',
  'total',
  'count',
  'size',
  'page_size',
  'current_page',
  'current_page_backwards',
  'page',
  'links',
]

/**
 * A page link may be a page number, a numeric string or a URL carrying `page=`; null when absent.
 * A URL without a page parameter counts from the current page (`direction` is +1 for next, -1 for previous).
 */
function pageNumber(link: unknown, current: number, direction: 1 | -1): number | null {
  if (link === null || link === undefined || link === false || link === '') return null
  if (typeof link === 'number') return Number.isFinite(link) ? link : null
  if (typeof link !== 'string') return null
  if (/^\d+$/.test(link.trim())) return Number(link)
  try {
    const page = new URL(link, 'http://relative.invalid').searchParams.get('page')
    if (page && /^\d+$/.test(page)) return Number(page)
  } catch {
    return null
  }
  const guess = current + direction
  return guess >= 1 ? guess : null
}

function integer(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value)
  return undefined
}

/**
 * Whether a body is a list: `results` array, or `items` array beside a pagination key (so a resource that
 * merely has an `items` field is left alone).
 */
export function isListBody(body: unknown): body is Record<string, unknown> {
  if (!isPlainObject(body)) return false
  if (Array.isArray(body.results)) return true
  return Array.isArray(body.items) && PAGINATION_KEYS.some((k) => k in body)
}

/**
 * Rewrites any list shape of docs/product.md §7 into the contract's wire shape
 * `{ results, next, previous, total, size, current_page }` (camelCased afterwards like every body).
 * Other keys of the body are kept.
 */
export function normalizeListBody(body: unknown): unknown {
  if (!isListBody(body)) return body
  const results = (Array.isArray(body.results) ? body.results : body.items) as unknown[]
  const links = isPlainObject(body.links) ? body.links : {}
  const current = integer(body.current_page) ?? integer(body.current_page_backwards) ?? integer(body.page) ?? 1
  const nextLink = body.next ?? body.next_page ?? links.next
  const previousLink = body.previous ?? body.prev ?? body.previous_page ?? links.previous ?? links.prev
  const rest: Record<string, unknown> = { ...body }
  for (const key of ALIASES) delete rest[key]
  return {
    ...rest,
    results,
    next: pageNumber(nextLink, current, 1),
    previous: pageNumber(previousLink, current, -1),
    total: integer(body.total) ?? integer(body.count) ?? results.length,
    size: integer(body.size) ?? integer(body.page_size) ?? results.length,
    current_page: current,
  }
}
