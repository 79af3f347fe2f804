import {
  createEmployerMutation,
  deleteEmployerMutation,
  listEmployersQuery,
  updateEmployerMutation,
} from '@hireloop/api'
import { toInviteColleagueBody } from '@hireloop/flows'
import { css } from '@hireloop/styled-system/css'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useLoaderData } from 'react-router'
import { routeLoader } from '../../lib/data/route-module.ts'
import { useRouteFacts } from '../../lib/routes/use-route-facts.ts'
import { useServices } from '../../lib/services/services.tsx'
import { settledUser } from '../../lib/services/settled-user.ts'
import { showErrorToast, toastSuccess } from '../../lib/toast.ts'
import { TeamScreen } from './team-screen.tsx'

/** A company's team fits one page: the contract's largest page size. */
const TEAM_QUERY = { query: { size: 100 } }

/** Employers: their company's team. Admins: the accounts list arrives with the back office (ADR 0069). */
export const loader = routeLoader(async ({ request, services: { api, queryClient, session } }) => {
  const user = await settledUser(session, request.signal)
  if (user?.userType !== 'employer') return { kind: 'admin' as const }
  await queryClient.ensureQueryData(listEmployersQuery(api, TEAM_QUERY))
  return { kind: 'employer' as const, userId: user.id, companyName: user.company?.name ?? '' }
})

export function Component() {
  const data = useLoaderData<typeof loader>()
  return data.kind === 'employer' ? <Team {...data} /> : <AdminStandIn />
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

/** Admins' list of every account comes with the back office: the route's title and summary until then. */
function AdminStandIn() {
  const route = useRouteFacts()
  return (
    <div className={css({ px: { base: '4', md: '8' }, py: '8', display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })}>{route?.title ?? 'Users'}</h1>
      <p className={css({ color: 'fg.muted', maxWidth: '2xl' })}>{route?.summary ?? ''}</p>
    </div>
  )
}
