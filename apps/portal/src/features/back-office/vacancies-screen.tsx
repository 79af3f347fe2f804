import type { Schema } from '@hireloop/api'
import { Badge, Button } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { useState } from 'react'
import { BackOfficeTable, type BackOfficeColumn, type ListResult } from '../../lib/back-office/back-office-table.tsx'
import { FilterSelect } from '../../lib/back-office/filter-select.tsx'
import type { ListState } from '../../lib/back-office/list-state.ts'
import { AppLink } from '../../lib/ui/app-link.tsx'
import type { VacancyActionResult } from '../../lib/vacancies/use-vacancy-actions.ts'
import { VacancyConfirmDialog } from '../../lib/vacancies/vacancy-confirm-dialog.tsx'
import { dateText, screenHeader, screenRoot, screenTitle } from './back-office-styles.ts'

export type BackOfficeVacancy = Pick<
  Schema<'Vacancy'>,
  'id' | 'title' | 'company' | 'companyId' | 'status' | 'draft' | 'applicationsCount' | 'createdAt'
>

export interface VacanciesScreenProps {
  result: ListResult<BackOfficeVacancy>
  state: ListState
  onChange: (change: Partial<ListState>) => void
  onClearFilters: () => void
  /** The companies to filter by (id and name). */
  companies: readonly { id: string; name: string }[]
  /** POST /vacancy/{id}/archive, offered on published Active vacancies; null when the caller's level may not. */
  onArchive: ((vacancy: BackOfficeVacancy) => Promise<VacancyActionResult>) | null
}

const STATUS_CHOICES = [
  { value: 'Active', label: 'Active' },
  { value: 'Archived', label: 'Archived' },
] as const

const statusCell = css({ display: 'flex', gap: '1', flexWrap: 'wrap' })

/**
 * `/vacancy` for recruiters (docs/product.md §2): every company's vacancies, searched by title, filtered by status
 * and company, sorted by the headers. A published vacancy can be archived from its row; a draft opens in the editor,
 * where it is published.
 */
export function VacanciesScreen({
  result,
  state,
  onChange,
  onClearFilters,
  companies,
  onArchive,
}: VacanciesScreenProps) {
  const [archiving, setArchiving] = useState<BackOfficeVacancy | null>(null)
  const columns: BackOfficeColumn<BackOfficeVacancy>[] = [
    {
      key: 'title',
      header: 'Title',
      sortable: true,
      cell: (v) => <AppLink to={`/vacancy/${encodeURIComponent(v.id)}`}>{v.title}</AppLink>,
    },
    { key: 'company', header: 'Company', sortable: true, cell: (v) => v.company.name },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      cell: (v) => (
        <span className={statusCell}>
          <Badge variant="status" colorPalette={v.status === 'Active' ? 'success' : 'neutral'}>
            {v.status}
          </Badge>
          {v.draft && (
            <Badge variant="status" colorPalette="warning">
              Draft
            </Badge>
          )}
        </span>
      ),
    },
    { key: 'applications', header: 'Applications', align: 'end', cell: (v) => v.applicationsCount },
    { key: 'created_at', header: 'Created', sortable: true, cell: (v) => dateText(v.createdAt) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (v) =>
        v.draft ? (
          <AppLink to={`/create-vacancy/${encodeURIComponent(v.id)}`} aria-label={`Edit and publish ${v.title}`}>
            Edit and publish
          </AppLink>
        ) : v.status === 'Active' && onArchive ? (
          <Button size="sm" variant="outline" aria-label={`Archive ${v.title}`} onClick={() => setArchiving(v)}>
            Archive
          </Button>
        ) : null,
    },
  ]
  return (
    <div className={screenRoot}>
      <header className={screenHeader}>
        <h1 className={screenTitle}>Vacancies</h1>
      </header>
      <BackOfficeTable
        caption="Vacancies"
        countText={(total) => (total === 1 ? '1 vacancy' : `${total.toLocaleString('en')} vacancies`)}
        columns={columns}
        getRowId={(v) => v.id}
        result={result}
        state={state}
        onChange={onChange}
        searchLabel="Search vacancies"
        searchPlaceholder="Part of the title"
        emptyTitle="No vacancies match these filters"
        onClearFilters={onClearFilters}
        filters={
          <>
            <FilterSelect
              label="Status"
              anyLabel="All statuses"
              choices={STATUS_CHOICES}
              value={state.filters.status ?? ''}
              onChange={(status) => onChange({ filters: { status } })}
            />
            <FilterSelect
              label="Company"
              anyLabel="All companies"
              choices={companies.map((c) => ({ value: c.id, label: c.name }))}
              value={state.filters.company_id ?? ''}
              onChange={(companyId) => onChange({ filters: { company_id: companyId } })}
            />
          </>
        }
      />
      {archiving && onArchive && (
        <VacancyConfirmDialog
          action="archive"
          vacancyTitle={archiving.title}
          onConfirm={() => onArchive(archiving)}
          onClose={() => setArchiving(null)}
        />
      )}
    </div>
  )
}
