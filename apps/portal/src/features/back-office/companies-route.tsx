import { listCompaniesQuery, type Input } from '@hireloop/api'
import { useQuery } from '@tanstack/react-query'
import { listResultOf } from '../../lib/back-office/list-result.ts'
import { clearedFilters, useListState, type ListDefaults, type ListState } from '../../lib/back-office/list-state.ts'
import { useStaffMay } from '../../lib/back-office/use-staff-may.ts'
import { useServices } from '../../lib/services/services.tsx'
import { CompaniesScreen } from './companies-screen.tsx'

// By name: the server's default for companies (ADR 0088).
const DEFAULTS: ListDefaults = { sort: 'name', filters: ['type'] }

type Query = NonNullable<Input<'listCompanies'>['query']>

const inputOf = (state: ListState) => ({
  query: {
    page: state.page,
    size: state.size,
    sort: state.sort as Query['sort'],
    ...(state.q ? { q: state.q } : {}),
    ...(state.filters.type ? { type: state.filters.type as Query['type'] } : {}),
  },
})

/** `/companies` (and `/company`) for recruiters: the table's state in the URL, the page from the server. */
export function Component() {
  const { api } = useServices()
  const [state, change] = useListState(DEFAULTS)
  const companies = useQuery(listCompaniesQuery(api, inputOf(state)))
  const may = useStaffMay()
  return (
    <CompaniesScreen
      result={listResultOf(companies)}
      state={state}
      onChange={change}
      onClearFilters={() => change(clearedFilters(DEFAULTS))}
      mayReadInvoices={may('invoice', 'read')}
    />
  )
}
