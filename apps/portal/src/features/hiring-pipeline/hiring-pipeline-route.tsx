import {
  listVacanciesQuery,
  listVacancyApplicationsQuery,
  setApplicationStatusMutation,
  type Input,
  type Schema,
} from '@hireloop/api'
import { transitionMessage, type ApplicationStatus } from '@hireloop/flows/rules'
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { routeLoader } from '../../lib/data/route-module.ts'
import { StoredAvatar } from '../../lib/files/stored-avatar.tsx'
import { useServices } from '../../lib/services/services.tsx'
import { movedApplication } from './hiring-pipeline-moves.ts'
import { HiringPipelineScreen, type PipelineVacancy } from './hiring-pipeline-screen.tsx'

type Application = Schema<'Application'>

const vacanciesInput = { query: { status: 'Active', size: 100 } } satisfies Input<'listVacancies'>
const applicationsInput = (id: string) =>
  ({ path: { id }, query: { size: 100 } }) satisfies Input<'listVacancyApplications'>

/** The company's published active vacancies; without an id, the newest one with applications (or the newest). */
function choose(vacancies: Schema<'Vacancy'>[], vacancyId: string | undefined) {
  const published: PipelineVacancy[] = vacancies
    .filter((v) => !v.draft)
    .map((v) => ({ id: v.id, title: v.title, applicationsCount: v.applicationsCount }))
  const selected = vacancyId
    ? published.find((v) => v.id === vacancyId)
    : (published.find((v) => v.applicationsCount > 0) ?? published[0])
  return { published, selected: selected ?? null }
}

export const loader = routeLoader(async ({ params, services: { api, queryClient } }) => {
  const vacancies = await queryClient.ensureQueryData(listVacanciesQuery(api, vacanciesInput))
  const { selected } = choose(vacancies.results, params.vacancyId)
  if (selected) await queryClient.ensureQueryData(listVacancyApplicationsQuery(api, applicationsInput(selected.id)))
  return null
})

/** `/job-openings/hiring-pipeline/:vacancyId?`: the board of one vacancy, moves optimistic and rolled back on refusal. */
export function Component() {
  const { api, queryClient } = useServices()
  const { vacancyId } = useParams()
  const { data: vacancies } = useSuspenseQuery(listVacanciesQuery(api, vacanciesInput))
  const { published, selected } = choose(vacancies.results, vacancyId)
  const applicationsQuery = listVacancyApplicationsQuery(api, applicationsInput(selected?.id ?? ''))
  const applications = useQuery({ ...applicationsQuery, enabled: selected !== null, throwOnError: true })
  const key = applicationsQuery.queryKey

  const mutation = useMutation({
    ...setApplicationStatusMutation(api),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData(key)
      if (previous) {
        queryClient.setQueryData(key, {
          ...previous,
          results: previous.results.map((a) =>
            a.id === input.path.id ? movedApplication(a, input.body.status, new Date()) : a,
          ),
        })
      }
      return { previous }
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous)
    },
  })

  const onMove = async (application: Application, to: ApplicationStatus) => {
    await mutation.mutateAsync({ path: { id: application.id }, body: { status: to, applicationId: application.id } })
    return transitionMessage(application.status, to) ?? 'Status updated'
  }

  return (
    <HiringPipelineScreen
      vacancies={published}
      board={selected && applications.data ? { vacancy: selected, applications: applications.data.results } : null}
      onMove={onMove}
      AvatarComponent={StoredAvatar}
    />
  )
}
