import { useMemo, useState, type ComponentProps, type ReactNode } from 'react'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { css, cx } from '@hireloop/styled-system/css'
import { table, type TableVariantProps } from '@hireloop/styled-system/recipes'
import * as Checkbox from '../checkbox/checkbox.tsx'
import { nextSort, selectionState, sortRows, type SortState } from './table.utils.ts'

const parts = /* @__PURE__ */ table()
const srOnly = /* @__PURE__ */ css({ srOnly: true })

/** Plain styled table parts, for tables that need no sorting or selection. */
export const Root = ({ className, ...props }: ComponentProps<'table'>) => (
  <table className={cx(parts.root, className)} {...props} />
)
export const Caption = ({ className, ...props }: ComponentProps<'caption'>) => (
  <caption className={cx(parts.caption, className)} {...props} />
)
export const Head = (props: ComponentProps<'thead'>) => <thead {...props} />
export const Body = (props: ComponentProps<'tbody'>) => <tbody {...props} />
export const Row = ({ className, ...props }: ComponentProps<'tr'>) => (
  <tr className={cx(parts.row, className)} {...props} />
)
export const Header = ({ className, ...props }: ComponentProps<'th'>) => (
  <th scope="col" className={cx(parts.header, className)} {...props} />
)
export const Cell = ({ className, ...props }: ComponentProps<'td'>) => (
  <td className={cx(parts.cell, className)} {...props} />
)

export interface Column<T> {
  key: string
  header: string
  cell: (row: T) => ReactNode
  /** A value to sort by; a column without one is not sortable. */
  sortValue?: (row: T) => string | number | Date | null | undefined
  /** Numbers align to the end. @default "start" */
  align?: 'start' | 'end'
}

export interface DataTableProps<T> extends TableVariantProps {
  /** The table's name, shown as its caption. */
  caption: string
  /** Hide the caption visually (still the table's name). @default false */
  hideCaption?: boolean
  columns: Column<T>[]
  rows: T[]
  getRowId: (row: T) => string
  /** A short name of a row, for its checkbox ("Select Ada Lovelace"). */
  getRowLabel?: (row: T) => string
  /** Controlled sort; with `onSortChange` and without it the table sorts `rows` itself. */
  sort?: SortState | null
  defaultSort?: SortState | null
  onSortChange?: (sort: SortState) => void
  /** Sort `rows` in the table (true) or leave it to the caller, e.g. the server (false). @default true */
  sortLocally?: boolean
  /** Adds a checkbox column. */
  selectable?: boolean
  selectedIds?: string[]
  defaultSelectedIds?: string[]
  onSelectionChange?: (ids: string[]) => void
  /** Shown in one cell when there are no rows. @default "No results" */
  emptyText?: ReactNode
  className?: string
}

const sortIcon = { ascending: ArrowUp, descending: ArrowDown }

/**
 * A table with sortable columns (a button in each sortable header; the sorted header carries `aria-sort`) and an
 * optional selection column (a "Select all" checkbox, indeterminate when some rows are selected, and one named
 * checkbox per row). Keyboard: Tab through the sort buttons and checkboxes; Enter sorts, Space toggles.
 */
export function DataTable<T>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowId,
  getRowLabel,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  sortLocally = true,
  selectable = false,
  selectedIds,
  defaultSelectedIds = [],
  onSelectionChange,
  emptyText = 'No results',
  size,
  className,
}: DataTableProps<T>) {
  const classes = table({ size })
  const [sortState, setSortState] = useState<SortState | null>(defaultSort)
  const sort = sortProp !== undefined ? sortProp : sortState
  const [selectedState, setSelectedState] = useState<string[]>(defaultSelectedIds)
  const selected = new Set(selectedIds ?? selectedState)

  const sortedRows = useMemo(() => {
    const column = columns.find((c) => c.key === sort?.key)
    if (!sortLocally || !sort || !column?.sortValue) return rows
    return sortRows(rows, column.sortValue, sort.direction)
  }, [rows, columns, sort, sortLocally])

  const ids = sortedRows.map(getRowId)
  const setSelected = (next: Set<string>) => {
    const list = ids.filter((id) => next.has(id))
    if (selectedIds === undefined) setSelectedState(list)
    onSelectionChange?.(list)
  }
  const toggleSort = (key: string) => {
    const next = nextSort(sort, key)
    if (sortProp === undefined) setSortState(next)
    onSortChange?.(next)
  }

  return (
    <div className={cx(classes.scroll, className)}>
      <table className={classes.root}>
        <caption className={cx(classes.caption, hideCaption && srOnly)}>{caption}</caption>
        <thead>
          <tr className={classes.row}>
            {selectable && (
              <th scope="col" className={cx(classes.header, classes.selectCell)}>
                <Checkbox.Root
                  size="sm"
                  checked={selectionState(selected, ids)}
                  disabled={ids.length === 0}
                  onCheckedChange={(e) => setSelected(e.checked === true ? new Set(ids) : new Set())}
                >
                  <Checkbox.Control />
                  <Checkbox.Label className={srOnly}>Select all rows</Checkbox.Label>
                </Checkbox.Root>
              </th>
            )}
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined
              const Icon = direction ? sortIcon[direction] : ArrowUpDown
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={classes.header}
                  data-align={column.align}
                  aria-sort={column.sortValue ? (direction ?? 'none') : undefined}
                >
                  {column.sortValue ? (
                    <button type="button" className={classes.sortButton} onClick={() => toggleSort(column.key)}>
                      {column.header}
                      <Icon aria-hidden="true" />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {sortedRows.length === 0 && (
            <tr>
              <td className={classes.empty} colSpan={columns.length + (selectable ? 1 : 0)}>
                {emptyText}
              </td>
            </tr>
          )}
          {sortedRows.map((row) => {
            const id = getRowId(row)
            const isSelected = selected.has(id)
            const label = `Select ${getRowLabel?.(row) ?? id}`
            return (
              <tr key={id} className={classes.row} data-selected={isSelected ? '' : undefined}>
                {selectable && (
                  <td className={cx(classes.cell, classes.selectCell)}>
                    <Checkbox.Root
                      size="sm"
                      checked={isSelected}
                      onCheckedChange={(e) => {
                        const next = new Set(selected)
                        if (e.checked === true) next.add(id)
                        else next.delete(id)
                        setSelected(next)
                      }}
                    >
                      <Checkbox.Control />
                      <Checkbox.Label className={srOnly}>{label}</Checkbox.Label>
                    </Checkbox.Root>
                  </td>
                )}
                {columns.map((column) => (
                  <td key={column.key} className={classes.cell} data-align={column.align}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
