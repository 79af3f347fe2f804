import {
  callOperation,
  createInviteMutation,
  deleteInviteMutation,
  listInvitesQuery,
  resendInviteMutation,
  type Input,
} from '@hireloop/api'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { routeLoader } from '../../lib/data/route-module.ts'
import { useServices } from '../../lib/services/services.tsx'
import { showErrorToast, toastSuccess } from '../../lib/toast.ts'
import { InvitesScreen } from './invites-screen.tsx'

const PAGE_SIZE = 10

/** The list's state lives in the URL (`?pending=true&page=2`), so a reload or a shared link shows the same page. */
function inputOf(search: URLSearchParams) {
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1)
  const pending = search.get('pending') === 'true'
  return { query: { page, size: PAGE_SIZE, ...(pending ? { pending: true } : {}) } } satisfies Input<'listInvites'>
}

export const loader = routeLoader(async ({ request, services: { api, queryClient } }) => {
  await queryClient.ensureQueryData(listInvitesQuery(api, inputOf(new URL(request.url).searchParams)))
  return null
})

/** `/invite` (admins, ADR 0085): the invites, invite someone, resend, delete. */
export function Component() {
  const { api } = useServices()
  const [search, setSearch] = useSearchParams()
  const input = inputOf(search)
  const { data } = useSuspenseQuery(listInvitesQuery(api, input))
  const onError = showErrorToast
  const create = useMutation({ ...createInviteMutation(api), onError })
  const resend = useMutation({ ...resendInviteMutation(api), onError })
  // The delete dialog shows a refusal itself, so no toast repeats it.
  const remove = useMutation(deleteInviteMutation(api))
  return (
    <InvitesScreen
      invites={data.results}
      total={data.total}
      page={input.query.page}
      pageSize={PAGE_SIZE}
      pendingOnly={input.query.pending === true}
      onPendingOnlyChange={(pending) => setSearch(pending ? { pending: 'true' } : {})}
      onPageChange={(page) => setSearch({ ...(input.query.pending ? { pending: 'true' } : {}), page: String(page) })}
      onInvite={async (body) => {
        await create.mutateAsync({ body })
        toastSuccess('Invite sent', `We emailed ${body.email} a link to create their account.`)
      }}
      onResend={async (invite) => {
        await resend.mutateAsync({ path: { id: invite.value } })
        toastSuccess('Invite sent again', `The link for ${invite.email} works for 14 more days.`)
      }}
      onDelete={async (invite) => {
        await remove.mutateAsync({ path: { id: invite.value } })
        toastSuccess('Invite deleted')
      }}
      loadCompanies={async (query, signal) =>
        (
          await callOperation(
            api,
            'listCompanies',
            { query: { ...(query.trim() ? { q: query.trim() } : {}), size: 20 } },
            { signal },
          )
        ).results.map((company) => ({ id: company.id, name: company.name }))
      }
    />
  )
}
