import { listVacanciesQuery, listVacancyTalentAvatarsQuery, type Input } from '@hireloop/api'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Navigate, useSearchParams } from 'react-router'
import { routeLoader } from '../../lib/data/route-module.ts'
import { StoredAvatar } from '../../lib/files/stored-avatar.tsx'
import { useServices } from '../../lib/services/services.tsx'
import { useVacancyActions } from '../../lib/vacancies/use-vacancy-actions.ts'
import { lastPageOf, pageFrom, PAGE_SIZE } from './job-openings-page.ts'
import type { ApplicantsOfPage } from './job-openings-list.tsx'
import { JobOpeningsScreen } from './job-openings-screen.tsx'

// One page of the list and the applicants of the same page (the server orders both newest first).
const inputOf = (page: number) =>
  ({ query: { status: 'Active', page, size: PAGE_SIZE } }) satisfies Input<'listVacancies'> &
    Input<'listVacancyTalentAvatars'>

/** The vacancies hold the page; the applicants fill the cards when they come (they never hold the page back). */
export const loader = routeLoader(({ request, services: { api, queryClient } }) => {
  const input = inputOf(pageFrom(new URL(request.url).searchParams))
  void queryClient.prefetchQuery(listVacancyTalentAvatarsQuery(api, input))
  return queryClient.ensureQueryData(listVacanciesQuery(api, input))
})

/** `/job-openings`: the company's active vacancies, ten a page, the page in the URL. */
export function Component() {
  const { api } = useServices()
  const [search, setSearch] = useSearchParams()
  const input = inputOf(pageFrom(search))
  const { data: vacancies } = useSuspenseQuery(listVacanciesQuery(api, input))
  const avatars = useQuery(listVacancyTalentAvatarsQuery(api, input))
  const actions = useVacancyActions()
  const applicants = useMemo<ApplicantsOfPage>(() => {
    if (avatars.data) return { kind: 'ready', byVacancy: new Map(avatars.data.results.map((a) => [a.vacancyId, a])) }
    return avatars.isError ? { kind: 'failed' } : { kind: 'loading' }
  }, [avatars.data, avatars.isError])

  if (vacancies.results.length === 0 && vacancies.total > 0) {
    return <Navigate replace to={`?page=${lastPageOf(vacancies.total, vacancies.size)}`} />
  }
  return (
    <JobOpeningsScreen
      vacancies={vacancies}
      applicants={applicants}
      onPageChange={(page) => setSearch(page === 1 ? {} : { page: String(page) })}
      onArchive={actions.archive}
      onDelete={actions.remove}
      AvatarComponent={StoredAvatar}
    />
  )
}
