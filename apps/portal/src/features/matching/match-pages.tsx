import { Pagination } from '@hireloop/design-system'

/** The pages of a ranked list, shown only when the ranking runs past one page. */
export function MatchPages({
  matches,
  onPageChange,
}: {
  matches: { total: number; size: number; currentPage: number }
  onPageChange: (page: number) => void
}) {
  if (matches.total <= matches.size) return null
  return (
    <Pagination
      total={matches.total}
      page={matches.currentPage}
      pageSize={matches.size}
      pageSizes={[]}
      aria-label="Matching pages"
      onPageChange={({ page }) => onPageChange(page)}
    />
  )
}
