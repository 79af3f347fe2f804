import { listCompaniesQuery, listVacanciesQuery, type Input } from '@hireloop/api'
import { useQuery } from '@tanstack/react-query'
import { listResultOf } from '../../lib/back-office/list-result.ts'
import { clearedFilters, useListState, type ListDefaults, type ListState } from '../../lib/back-office/list-state.ts'
import { useStaffMay } from '../../lib/back-office/use-staff-may.ts'
import { useServices } from '../../lib/services/services.tsx'
import { useVacancyActions } from '../../lib/vacancies/use-vacancy-actions.ts'
import { VacanciesScreen } from './vacancies-screen.tsx'

const DEFAULTS: ListDefaults = { sort: '-created_at', filters: ['status', 'company_id'] }

type Query = NonNullable<Input<'listVacancies'>['query']>

const inputOf = (state: ListState) => ({
  query: {
    page: state.page,
    size: state.size,
    sort: state.sort as Query['sort'],
    ...(state.q ? { q: state.q } : {}),
    ...(state.filters.status ? { status: state.filters.status as Query['status'] } : {}),
    ...(state.filters.company_id ? { companyId: state.filters.company_id } : {}),
  },
})

// The companies of the filter: the first hundred by name, what a recruiter can pick from in a select.
const companiesInput = { query: { size: 100, sort: 'name' } } satisfies Input<'listCompanies'>

/** `/vacancy` for recruiters: the table's state in the URL, the page from the server, archive where the level may. */
export function Component() {
  const { api } = useServices()
  const [state, change] = useListState(DEFAULTS)
  const vacancies = useQuery(listVacanciesQuery(api, inputOf(state)))
  const companies = useQuery(listCompaniesQuery(api, companiesInput))
  const may = useStaffMay()
  const actions = useVacancyActions()
  return (
    <VacanciesScreen
      result={listResultOf(vacancies)}
      state={state}
      onChange={change}
      onClearFilters={() => change(clearedFilters(DEFAULTS))}
      companies={companies.data?.results ?? []}
      onArchive={may('vacancy', 'update') ? actions.archive : null}
    />
  )
}
