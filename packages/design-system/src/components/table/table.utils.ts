export type SortDirection = 'ascending' | 'descending'

export interface SortState {
  key: string
  direction: SortDirection
}

/** A stable sort of rows by a value per row; strings compare with the locale's collation, numbers numerically. */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => string | number | Date | null | undefined,
  direction: SortDirection,
  locale?: string,
): T[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })
  const sign = direction === 'ascending' ? 1 : -1
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      // Empty values go last whichever the direction.
      if (a.key == null || b.key == null) return a.key == null ? (b.key == null ? a.index - b.index : 1) : -1
      const x = a.key instanceof Date ? a.key.getTime() : a.key
      const y = b.key instanceof Date ? b.key.getTime() : b.key
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y))
      return order === 0 ? a.index - b.index : order * sign
    })
    .map(({ row }) => row)
}

/** Clicking a column header: a new column sorts ascending, the sorted one flips. */
export function nextSort(current: SortState | null, key: string): SortState {
  if (current?.key !== key) return { key, direction: 'ascending' }
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
}

/** The header checkbox of a selection column: checked, unchecked or indeterminate. */
export function selectionState(selected: ReadonlySet<string>, ids: readonly string[]): boolean | 'indeterminate' {
  const count = ids.filter((id) => selected.has(id)).length
  return count === 0 ? false : count === ids.length ? true : 'indeterminate'
}
