import type { Schema } from '@hireloop/api'
import { Link } from '@hireloop/design-system'
import { BackOfficeTable, type BackOfficeColumn, type ListResult } from '../../lib/back-office/back-office-table.tsx'
import { FilterSelect } from '../../lib/back-office/filter-select.tsx'
import type { ListState } from '../../lib/back-office/list-state.ts'
import { AppLink } from '../../lib/ui/app-link.tsx'
import { COMPANY_SIZES, COMPANY_TYPES, placeOf } from '../../lib/vacancies/vacancy-format.ts'
import { screenHeader, screenRoot, screenTitle } from './back-office-styles.ts'

export type BackOfficeCompany = Pick<Schema<'Company'>, 'id' | 'name' | 'websiteUrl' | 'type' | 'size' | 'location'>

export interface CompaniesScreenProps {
  result: ListResult<BackOfficeCompany>
  state: ListState
  onChange: (change: Partial<ListState>) => void
  onClearFilters: () => void
  /** Whether the caller's level reads invoices (the row links to the company's invoices). */
  mayReadInvoices: boolean
}

const TYPE_CHOICES = Object.entries(COMPANY_TYPES).map(([value, label]) => ({ value, label }))

/**
 * `/companies` for recruiters (docs/product.md §2): every company, searched by name, filtered by type, sorted by name;
 * each row links to the company's vacancies and, where the level reads them, its invoices.
 */
export function CompaniesScreen({ result, state, onChange, onClearFilters, mayReadInvoices }: CompaniesScreenProps) {
  const columns: BackOfficeColumn<BackOfficeCompany>[] = [
    { key: 'name', header: 'Name', sortable: true, cell: (c) => c.name },
    { key: 'type', header: 'Type', cell: (c) => (c.type ? COMPANY_TYPES[c.type] : '—') },
    { key: 'size', header: 'Size', cell: (c) => (c.size ? COMPANY_SIZES[c.size] : '—') },
    { key: 'location', header: 'Location', cell: (c) => placeOf(c.location) ?? '—' },
    {
      key: 'website',
      header: 'Website',
      cell: (c) => (
        <Link href={c.websiteUrl} target="_blank" rel="noreferrer">
          {c.websiteUrl.replace(/^https?:\/\//, '')}
        </Link>
      ),
    },
    {
      key: 'links',
      header: 'Open',
      cell: (c) => (
        <span>
          <AppLink to={`/vacancy?company_id=${encodeURIComponent(c.id)}`} aria-label={`Vacancies of ${c.name}`}>
            Vacancies
          </AppLink>
          {mayReadInvoices && (
            <>
              {' · '}
              <AppLink to={`/company/${encodeURIComponent(c.id)}/invoices`} aria-label={`Invoices of ${c.name}`}>
                Invoices
              </AppLink>
            </>
          )}
        </span>
      ),
    },
  ]
  return (
    <div className={screenRoot}>
      <header className={screenHeader}>
        <h1 className={screenTitle}>Companies</h1>
      </header>
      <BackOfficeTable
        caption="Companies"
        countText={(total) => (total === 1 ? '1 company' : `${total.toLocaleString('en')} companies`)}
        columns={columns}
        getRowId={(c) => c.id}
        result={result}
        state={state}
        onChange={onChange}
        searchLabel="Search companies"
        searchPlaceholder="Part of the name"
        emptyTitle="No companies match these filters"
        onClearFilters={onClearFilters}
        filters={
          <FilterSelect
            label="Type"
            anyLabel="All types"
            choices={TYPE_CHOICES}
            value={state.filters.type ?? ''}
            onChange={(type) => onChange({ filters: { type } })}
          />
        }
      />
    </div>
  )
}
