import { getCompanyQuery, listVacanciesQuery, type Input } from '@hireloop/api'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLoaderData } from 'react-router'
import { routeLoader } from '../../lib/data/route-module.ts'
import { StoredAvatar } from '../../lib/files/stored-avatar.tsx'
import { useServices } from '../../lib/services/services.tsx'
import { settledUser } from '../../lib/services/settled-user.ts'
import { CompanyProfileScreen } from './company-profile-screen.tsx'

// What talents can apply to: active and published (docs/product.md §4), the first page (docs/product.md §9).
const openVacancies = { query: { status: 'Active', draft: false, page: 1, size: 10 } } satisfies Input<'listVacancies'>

/** The employer's own company (the route is for employers only, and every employer has one). */
export const loader = routeLoader(async ({ request, services: { api, queryClient, session } }) => {
  const user = await settledUser(session, request.signal)
  const companyId = user?.companyId ?? ''
  await Promise.all([
    queryClient.ensureQueryData(getCompanyQuery(api, { path: { id: companyId } })),
    queryClient.ensureQueryData(listVacanciesQuery(api, openVacancies)),
  ])
  return { companyId }
})

/** `/company-info`: the company as talents see it. */
export function Component() {
  const { api } = useServices()
  const { companyId } = useLoaderData<typeof loader>()
  const { data: company } = useSuspenseQuery(getCompanyQuery(api, { path: { id: companyId } }))
  const { data: vacancies } = useSuspenseQuery(listVacanciesQuery(api, openVacancies))
  return <CompanyProfileScreen company={company} vacancies={vacancies} AvatarComponent={StoredAvatar} />
}
