export * as Table from './table.tsx'
export { DataTable, type Column as DataTableColumn, type DataTableProps } from './table.tsx'
export { nextSort, selectionState, sortRows, type SortDirection, type SortState } from './table.utils.ts'
