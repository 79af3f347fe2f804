import { listRecruitersQuery, updateRecruiterMutation, type Input } from '@hireloop/api'
import { RECRUITER_LEVELS, type RecruiterLevel } from '@hireloop/flows/rules'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { routeLoader } from '../../lib/data/route-module.ts'
import { useServices } from '../../lib/services/services.tsx'
import { showErrorToast, toastSuccess } from '../../lib/toast.ts'
import { RecruitersScreen } from './recruiters-screen.tsx'

interface TeamView {
  level: RecruiterLevel | null
  page: number
}

/** The filter and page live in the URL (`?level=sourcer&page=2`), so a reload or a shared link shows the same. */
function viewOf(search: URLSearchParams): TeamView {
  const level = RECRUITER_LEVELS.find((l) => l === search.get('level')) ?? null
  return { level, page: Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1) }
}

const teamInput = ({ level, page }: TeamView) =>
  ({ query: { page, size: 10, ...(level ? { level } : {}) } }) satisfies Input<'listRecruiters'>

export const loader = routeLoader(async ({ request, services: { api, queryClient } }) => {
  await queryClient.ensureQueryData(listRecruitersQuery(api, teamInput(viewOf(new URL(request.url).searchParams))))
  return null
})

/** `/recruiter` for admins: the team, a level filter, and a colleague's level changed inline. */
export function Component() {
  const { api } = useServices()
  const [search, setSearch] = useSearchParams()
  const view = viewOf(search)
  const { data } = useSuspenseQuery(listRecruitersQuery(api, teamInput(view)))
  const update = useMutation({ ...updateRecruiterMutation(api), onError: showErrorToast })
  const go = (next: TeamView) =>
    setSearch({ ...(next.level ? { level: next.level } : {}), ...(next.page > 1 ? { page: String(next.page) } : {}) })
  return (
    <RecruitersScreen
      team={data}
      level={view.level}
      onLevelFilter={(level) => go({ level, page: 1 })}
      onPageChange={(page) => go({ ...view, page })}
      onChangeLevel={async (id, level) => {
        await update.mutateAsync({ path: { id }, body: { level } })
        toastSuccess('Recruiter updated')
      }}
    />
  )
}
