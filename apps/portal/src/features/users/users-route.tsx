import { listUsersQuery, type Input } from '@hireloop/api'
import { useQuery } from '@tanstack/react-query'
import { listResultOf } from '../../lib/back-office/list-result.ts'
import { clearedFilters, useListState, type ListDefaults, type ListState } from '../../lib/back-office/list-state.ts'
import { useServices } from '../../lib/services/services.tsx'
import { UsersScreen } from './users-screen.tsx'

const DEFAULTS: ListDefaults = { sort: '-created_at', filters: ['type', 'is_active'] }

type Query = NonNullable<Input<'listUsers'>['query']>
const ROLES: readonly string[] = ['talent', 'employer', 'recruiter', 'admin'] satisfies Query['type'][]
const isRole = (value: string | undefined): value is NonNullable<Query['type']> =>
  value !== undefined && ROLES.includes(value)

const inputOf = (state: ListState): Input<'listUsers'> => ({
  query: {
    page: state.page,
    size: state.size,
    sort: state.sort as Query['sort'],
    ...(state.q ? { q: state.q } : {}),
    ...(isRole(state.filters.type) ? { type: state.filters.type } : {}),
    ...(state.filters.is_active ? { isActive: state.filters.is_active === 'true' } : {}),
  },
})

/** `/users` for recruiters and admins: the directory of every account, its state in the URL (ADR 0088, 0090). */
export function Component() {
  const { api } = useServices()
  const [state, change] = useListState(DEFAULTS)
  const users = useQuery(listUsersQuery(api, inputOf(state)))
  return (
    <UsersScreen
      result={listResultOf(users)}
      state={state}
      onChange={change}
      onClearFilters={() => change(clearedFilters(DEFAULTS))}
    />
  )
}
