import { listTalentsQuery, setTalentStatusMutation, type Input } from '@hireloop/api'
import { useMutation, useQuery } from '@tanstack/react-query'
import { listResultOf } from '../../lib/back-office/list-result.ts'
import { clearedFilters, useListState, type ListDefaults, type ListState } from '../../lib/back-office/list-state.ts'
import { useStaffMay } from '../../lib/back-office/use-staff-may.ts'
import { useServices } from '../../lib/services/services.tsx'
import { showErrorToast, toastSuccess } from '../../lib/toast.ts'
import { TalentsScreen } from './talents-screen.tsx'

const DEFAULTS: ListDefaults = { sort: '-created_at', filters: ['status', 'has_resume'] }

type Query = NonNullable<Input<'listTalents'>['query']>

const inputOf = (state: ListState) => ({
  query: {
    page: state.page,
    size: state.size,
    sort: state.sort as Query['sort'],
    ...(state.q ? { q: state.q } : {}),
    ...(state.filters.status ? { status: state.filters.status as Query['status'] } : {}),
    ...(state.filters.has_resume ? { hasResume: state.filters.has_resume === 'true' } : {}),
  },
})

/** `/talents` (and `/talent`) for recruiters: the table's state in the URL; a status change says "Status updated". */
export function Component() {
  const { api } = useServices()
  const [state, change] = useListState(DEFAULTS)
  const talents = useQuery(listTalentsQuery(api, inputOf(state)))
  const may = useStaffMay()
  const setStatus = useMutation({
    ...setTalentStatusMutation(api),
    onSuccess: () => toastSuccess('Status updated'),
    onError: showErrorToast,
  })
  return (
    <TalentsScreen
      result={listResultOf(talents)}
      state={state}
      onChange={change}
      onClearFilters={() => change(clearedFilters(DEFAULTS))}
      onSetStatus={
        may('talent', 'update')
          ? (talent, status) =>
              setStatus.mutate({
                path: { id: talent.id },
                body: { entityId: talent.id, entityType: 'Talent', status },
              })
          : null
      }
      savingId={setStatus.isPending ? (setStatus.variables?.path.id ?? null) : null}
    />
  )
}
