import { listVacanciesQuery, type Input } from '@hireloop/api'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Navigate, useSearchParams } from 'react-router'
import { routeLoader } from '../../lib/data/route-module.ts'
import { useServices } from '../../lib/services/services.tsx'
import { useVacancyActions } from '../../lib/vacancies/use-vacancy-actions.ts'
import { ArchivedJobOpeningsScreen } from './archived-job-openings-screen.tsx'
import { lastPageOf, pageFrom, PAGE_SIZE } from './job-openings-page.ts'

const inputOf = (page: number) =>
  ({ query: { status: 'Archived', page, size: PAGE_SIZE } }) satisfies Input<'listVacancies'>

export const loader = routeLoader(({ request, services: { api, queryClient } }) =>
  queryClient.ensureQueryData(listVacanciesQuery(api, inputOf(pageFrom(new URL(request.url).searchParams)))),
)

/** `/job-openings/archived`: the company's archived vacancies, ten a page, the page in the URL. */
export function Component() {
  const { api } = useServices()
  const [search, setSearch] = useSearchParams()
  const { data: vacancies } = useSuspenseQuery(listVacanciesQuery(api, inputOf(pageFrom(search))))
  const actions = useVacancyActions()
  if (vacancies.results.length === 0 && vacancies.total > 0) {
    return <Navigate replace to={`?page=${lastPageOf(vacancies.total, vacancies.size)}`} />
  }
  return (
    <ArchivedJobOpeningsScreen
      vacancies={vacancies}
      onPageChange={(page) => setSearch(page === 1 ? {} : { page: String(page) })}
      onDelete={actions.remove}
    />
  )
}
