import { useId, type ComponentProps } from 'react'
import { Pagination as ArkPagination, usePaginationContext } from '@ark-ui/react/pagination'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { cx } from '@hireloop/styled-system/css'
import { pagination } from '@hireloop/styled-system/recipes'

const classes = /* @__PURE__ */ pagination()

export interface PaginationProps extends Omit<ComponentProps<typeof ArkPagination.Root>, 'count' | 'children'> {
  /** Total number of items (the list answer's `total`). */
  total: number
  /** Items per page. @default 10 (docs/product.md §9) */
  pageSize?: number
  /** Page sizes to choose from; none hides the chooser. @default [10, 20, 50] */
  pageSizes?: number[]
  /** The landmark's name. @default "Pagination" */
  'aria-label'?: string
}

function Summary() {
  const api = usePaginationContext()
  if (api.count === 0) return <p className={classes.summary}>No results</p>
  return (
    <p className={classes.summary}>
      {api.pageRange.start + 1}–{api.pageRange.end} of {api.count}
    </p>
  )
}

function Pages() {
  const api = usePaginationContext()
  return (
    <div className={classes.pages}>
      <ArkPagination.PrevTrigger className={classes.prevTrigger} aria-label="Previous page">
        <ChevronLeft aria-hidden="true" />
      </ArkPagination.PrevTrigger>
      {api.pages.map((page, index) =>
        page.type === 'page' ? (
          <ArkPagination.Item key={index} {...page} className={classes.item}>
            {page.value}
          </ArkPagination.Item>
        ) : (
          <ArkPagination.Ellipsis key={index} index={index} className={classes.ellipsis}>
            …
          </ArkPagination.Ellipsis>
        ),
      )}
      <ArkPagination.NextTrigger className={classes.nextTrigger} aria-label="Next page">
        <ChevronRight aria-hidden="true" />
      </ArkPagination.NextTrigger>
    </div>
  )
}

function PageSize({ sizes }: { sizes: number[] }) {
  const api = usePaginationContext()
  const id = useId()
  return (
    <div className={classes.pageSize}>
      <label htmlFor={id}>Rows per page</label>
      <select id={id} value={api.pageSize} onChange={(event) => api.setPageSize(Number(event.target.value))}>
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * "1–10 of 57", page buttons (current page `aria-current="page"`, named "page n") and a page size chooser, in a
 * `nav` landmark. `page`/`defaultPage`/`onPageChange` and `pageSize`/`onPageSizeChange` as Ark's.
 */
export function Pagination({
  total,
  pageSize,
  defaultPageSize = 10,
  pageSizes = [10, 20, 50],
  className,
  'aria-label': label = 'Pagination',
  ...props
}: PaginationProps) {
  return (
    <ArkPagination.Root
      count={total}
      pageSize={pageSize}
      defaultPageSize={defaultPageSize}
      siblingCount={1}
      className={cx(classes.root, className)}
      aria-label={label}
      {...props}
    >
      <Summary />
      <Pages />
      {pageSizes.length > 0 && <PageSize sizes={pageSizes} />}
    </ArkPagination.Root>
  )
}
