import {
  createEmployerMutation,
  deleteEmployerMutation,
  listEmployersQuery,
  updateEmployerMutation,
} from '@hireloop/api'
import { toInviteColleagueBody } from '@hireloop/flows'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { Navigate, useLoaderData } from 'react-router'
import { routeLoader } from '../../lib/data/route-module.ts'
import { useServices } from '../../lib/services/services.tsx'
import { settledUser } from '../../lib/services/settled-user.ts'
import { showErrorToast, toastSuccess } from '../../lib/toast.ts'
import { TeamScreen } from './team-screen.tsx'

/** A company's team fits one page: the contract's largest page size. */
const TEAM_QUERY = { query: { size: 100 } }

/** Employers: their company's team. Recruiters and admins get the users directory at /users (module-by-role, ADR 0090). */
export const loader = routeLoader(async ({ request, services: { api, queryClient, session } }) => {
  const user = await settledUser(session, request.signal)
  if (user?.userType !== 'employer') return { kind: 'elsewhere' as const }
  await queryClient.ensureQueryData(listEmployersQuery(api, TEAM_QUERY))
  return { kind: 'employer' as const, userId: user.id, companyName: user.company?.name ?? '' }
})

export function Component() {
  const data = useLoaderData<typeof loader>()
  return data.kind === 'employer' ? <Team {...data} /> : <Navigate replace to="/" />
}

function Team({ userId, companyName }: { userId: string; companyName: string }) {
  const { api } = useServices()
  const { data } = useSuspenseQuery(listEmployersQuery(api, TEAM_QUERY))
  const onError = showErrorToast
  const create = useMutation({ ...createEmployerMutation(api), onError })
  const update = useMutation({ ...updateEmployerMutation(api), onError })
  // The remove dialog shows the refusal itself (the last active employer), so no toast repeats it.
  const remove = useMutation(deleteEmployerMutation(api))
  return (
    <TeamScreen
      companyName={companyName}
      employers={data.results}
      currentUserId={userId}
      onInvite={async (values) => {
        await create.mutateAsync({ body: toInviteColleagueBody(values) })
        toastSuccess('Employer created', `We emailed ${values.email} a link to join your team.`)
      }}
      onUpdate={async (id, values) => {
        await update.mutateAsync({ path: { id }, body: values })
        toastSuccess('Employer updated')
      }}
      onRemove={async (id) => {
        await remove.mutateAsync({ path: { id } })
        toastSuccess('Employer deleted')
      }}
    />
  )
}
