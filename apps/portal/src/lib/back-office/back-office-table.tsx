import type { Page } from '@hireloop/api'
import {
  Button,
  DataTable,
  EmptyState,
  Pagination,
  Skeleton,
  Table,
  TextField,
  type DataTableColumn,
} from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { SearchX } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { MAX_LIST_ROWS, PAGE_SIZES, sortOf, sortStateOf, type ListState } from './list-state.ts'

/** A column of a back-office table; a sortable column's key is the list's `sort` field. */
export interface BackOfficeColumn<T> extends Omit<DataTableColumn<T>, 'sortValue'> {
  sortable?: boolean
}

/** What the list query has: nothing yet, a refusal, or a page. */
export type ListResult<T> =
  { kind: 'loading' } | { kind: 'error'; message: string; retry: () => void } | { kind: 'ready'; page: Page<T> }

export interface BackOfficeTableProps<T> {
  /** The table's name ("Vacancies"), its caption for assistive tech. */
  caption: string
  /** How the count reads: `(n) => "57 vacancies"`. */
  countText: (total: number) => string
  columns: BackOfficeColumn<T>[]
  getRowId: (row: T) => string
  result: ListResult<T>
  state: ListState
  onChange: (change: Partial<ListState>) => void
  /** The search box's label ("Search vacancies") and a hint of what it searches. */
  searchLabel: string
  searchPlaceholder?: string
  /** The filter controls, beside the search. */
  filters?: ReactNode
  /** The empty state's title when nothing matches ("No vacancies match these filters"). */
  emptyTitle: string
  /** Resets the search and the filters. */
  onClearFilters: () => void
}

/** The search box waits this long after the last key before it changes the list (ADR 0088). */
export const SEARCH_DEBOUNCE_MS = 300

const toolbar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end', mb: '4' })
const searchBox = css({ flex: '1', minWidth: '64', maxWidth: 'sm' })
const count = css({ color: 'fg.muted', textStyle: 'sm', mb: '2' })
const footer = css({ mt: '4' })
const errorBox = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3', py: '6' })
const errorText = css({ color: 'danger.fg' })

/**
 * A recruiter's table over one server list (docs/product.md §2, ADR 0088): a debounced search, the list's filters,
 * sortable headers (`aria-sort`), skeleton rows while a page loads, an empty state that clears the filters, the
 * refusal with a retry, and the pager. Pure over props: the route keeps the state in the URL and runs the query.
 */
export function BackOfficeTable<T>({
  caption,
  countText,
  columns,
  getRowId,
  result,
  state,
  onChange,
  searchLabel,
  searchPlaceholder,
  filters,
  emptyTitle,
  onClearFilters,
}: BackOfficeTableProps<T>) {
  const filtered = state.q !== '' || Object.values(state.filters).some(Boolean)
  return (
    <div>
      <div className={toolbar}>
        <SearchBox
          label={searchLabel}
          placeholder={searchPlaceholder}
          value={state.q}
          onSearch={(q) => onChange({ q })}
        />
        {filters}
        {filtered && (
          <Button variant="ghost" onClick={onClearFilters}>
            Clear filters
          </Button>
        )}
      </div>
      {result.kind === 'loading' && <LoadingRows caption={caption} columns={columns} rows={state.size} />}
      {result.kind === 'error' && (
        <div className={errorBox}>
          <p role="alert" className={errorText}>
            {result.message}
          </p>
          <Button variant="outline" onClick={result.retry}>
            Try again
          </Button>
        </div>
      )}
      {result.kind === 'ready' && (
        <>
          <p className={count} role="status">
            {countText(result.page.total)}
          </p>
          {result.page.results.length === 0 ? (
            <EmptyState
              icon={<SearchX />}
              title={filtered ? emptyTitle : `No ${caption.toLowerCase()} yet`}
              description={filtered ? 'Try another search, or clear the filters to see every row.' : undefined}
              actions={filtered ? <Button onClick={onClearFilters}>Clear filters</Button> : undefined}
            />
          ) : (
            <>
              <DataTable
                caption={caption}
                hideCaption
                columns={columns.map(({ sortable, ...column }) =>
                  sortable ? { ...column, sortValue: () => null } : column,
                )}
                rows={result.page.results}
                getRowId={getRowId}
                sort={sortStateOf(state.sort)}
                sortLocally={false}
                onSortChange={(sort) => onChange({ sort: sortOf(sort) })}
              />
              <Pagination
                className={footer}
                aria-label={`${caption} pages`}
                total={Math.min(result.page.total, MAX_LIST_ROWS)}
                page={state.page}
                pageSize={state.size}
                pageSizes={PAGE_SIZES}
                onPageChange={({ page }) => page !== state.page && onChange({ page })}
                onPageSizeChange={({ pageSize }) => pageSize !== state.size && onChange({ size: pageSize })}
              />
            </>
          )}
        </>
      )}
    </div>
  )
}

/** The search text, sent once typing pauses; a URL change (back, forward, clear) puts its text back in the box. */
function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string
  placeholder?: string
  value: string
  onSearch: (q: string) => void
}) {
  const [text, setText] = useState(value)
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setText(value)
  }
  useEffect(() => {
    if (text.trim() === value) return
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, value, onSearch])
  return (
    <div className={searchBox}>
      <TextField
        label={label}
        type="search"
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  )
}

/** Skeleton rows under the real headers while a page loads, announced once on the busy table. */
function LoadingRows<T>({ caption, columns, rows }: { caption: string; columns: BackOfficeColumn<T>[]; rows: number }) {
  return (
    <Table.Root aria-busy="true">
      <Table.Caption className={css({ srOnly: true })}>{`${caption}, loading`}</Table.Caption>
      <Table.Head>
        <Table.Row>
          {columns.map((column) => (
            <Table.Header key={column.key}>{column.header}</Table.Header>
          ))}
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {Array.from({ length: rows }, (_, row) => (
          <Table.Row key={row}>
            {columns.map((column) => (
              <Table.Cell key={column.key}>
                <Skeleton shape="text" />
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}
