/** Page-number pagination of the contract (`PageMeta`): page from 1, size 1..100 (defaults from the contract). */

export interface PageQuery {
  page: number
  size: number
}

export function page({ page, size }: PageQuery): { limit: number; offset: number } {
  return { limit: size, offset: (page - 1) * size }
}

export function pageMeta({ page, size }: PageQuery, total: number) {
  return {
    next: page * size < total ? page + 1 : null,
    previous: page > 1 ? Math.min(page - 1, Math.max(1, Math.ceil(total / size))) : null,
    total,
    size,
    current_page: page,
  }
}
