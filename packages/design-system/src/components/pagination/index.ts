export { Pagination, type PaginationProps } from './pagination.tsx'
export type { PaginationPageChangeDetails, PaginationPageSizeChangeDetails } from '@ark-ui/react/pagination'
