import { listApplicationsQuery, type Input } from '@hireloop/api'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { applicationEffects } from '../../lib/applications/application-effects.ts'
import { listResultOf } from '../../lib/back-office/list-result.ts'
import { clearedFilters, useListState, type ListDefaults, type ListState } from '../../lib/back-office/list-state.ts'
import { useStaffMay } from '../../lib/back-office/use-staff-may.ts'
import { useServices } from '../../lib/services/services.tsx'
import { toastRefusal, toastSuccess } from '../../lib/toast.ts'
import { ApplicationsScreen } from './applications-screen.tsx'

const DEFAULTS: ListDefaults = { sort: '-updated_at', filters: ['status', 'hiring_pipeline_group'] }

type Query = NonNullable<Input<'listApplications'>['query']>

const inputOf = (state: ListState) => ({
  query: {
    page: state.page,
    size: state.size,
    sort: state.sort as Query['sort'],
    ...(state.q ? { q: state.q } : {}),
    ...(state.filters.status ? { status: state.filters.status as Query['status'] } : {}),
    ...(state.filters.hiring_pipeline_group
      ? { hiringPipelineGroup: state.filters.hiring_pipeline_group as Query['hiringPipelineGroup'] }
      : {}),
  },
})

/** `/applications` for recruiters: the table's state in the URL, moves through the status machine, toasted. */
export function Component() {
  const { api } = useServices()
  const queryClient = useQueryClient()
  const [state, change] = useListState(DEFAULTS)
  const applications = useQuery(listApplicationsQuery(api, inputOf(state)))
  const may = useStaffMay()
  // The machines read their effect once, at mount: one effect for the screen's lifetime.
  const [effects] = useState(() => applicationEffects(queryClient, api))
  const onMoveResult = useCallback((result: { ok: boolean; message: string }) => {
    if (result.ok) toastSuccess(result.message)
    else toastRefusal(result.message)
  }, [])
  return (
    <ApplicationsScreen
      result={listResultOf(applications)}
      state={state}
      onChange={change}
      onClearFilters={() => change(clearedFilters(DEFAULTS))}
      updateStatus={may('application', 'update') ? effects.updateStatus : null}
      onMoveResult={onMoveResult}
    />
  )
}
