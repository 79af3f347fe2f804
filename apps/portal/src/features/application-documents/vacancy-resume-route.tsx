import {
  callOperation,
  getApplicationQuery,
  getResumeQuery,
  getVacancyQuery,
  queryKeyOf,
  type ApiClient,
} from '@hireloop/api'
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useLoaderData, useParams, useSearchParams } from 'react-router'
import { applicationEffects } from '../../lib/applications/application-effects.ts'
import { routeLoader } from '../../lib/data/route-module.ts'
import { useServices } from '../../lib/services/services.tsx'
import { isUnavailable } from './application-data.ts'
import { ApplicationDocumentScreen } from './application-document-screen.tsx'
import { ApplicationUnavailable } from './application-unavailable.tsx'
import { PickResume } from './pick-resume.tsx'

/** POST /matching/score writes nothing, so it is read like a query: computed now from the current pair. */
function scoreQuery(api: ApiClient, vacancyId: string, resumeId: string) {
  return queryOptions({
    queryKey: [...queryKeyOf('getVacancy', { path: { id: vacancyId } }), 'score', resumeId],
    queryFn: ({ signal }) => callOperation(api, 'scoreMatching', { body: { vacancyId, resumeId } }, { signal }),
  })
}

export const loader = routeLoader(async ({ params, request, services: { api, queryClient } }) => {
  const vacancyId = params.id ?? ''
  const resumeId = new URL(request.url).searchParams.get('resume')
  try {
    await queryClient.ensureQueryData(getVacancyQuery(api, { path: { id: vacancyId } }))
    if (!resumeId) return { kind: 'pick' as const }
    await queryClient.ensureQueryData(getResumeQuery(api, { path: { id: resumeId } }))
    const score = await queryClient.ensureQueryData(scoreQuery(api, vacancyId, resumeId))
    if (score.applicationId) {
      await queryClient.ensureQueryData(getApplicationQuery(api, { path: { id: score.applicationId } }))
    }
  } catch (error) {
    if (isUnavailable(error)) return { kind: 'unavailable' as const }
    throw error
  }
  return { kind: 'found' as const }
})

/** `/vacancy/:id/resume?resume=<id>`: a recruiter weighs a resume against a vacancy, with its application if any. */
export function Component() {
  const data = useLoaderData<typeof loader>()
  const { id = '' } = useParams()
  if (data.kind === 'unavailable') return <ApplicationUnavailable home={`/vacancy/${id}`} />
  if (data.kind === 'pick') return <PickVacancyResume />
  return <FoundVacancyResume />
}

function PickVacancyResume() {
  const { api } = useServices()
  const { id = '' } = useParams()
  const { data: vacancy } = useSuspenseQuery(getVacancyQuery(api, { path: { id } }))
  return <PickResume vacancy={vacancy} />
}

function FoundVacancyResume() {
  const services = useServices()
  const { id = '' } = useParams()
  const [search] = useSearchParams()
  const resumeId = search.get('resume') ?? ''
  const { data: vacancy } = useSuspenseQuery(getVacancyQuery(services.api, { path: { id } }))
  const { data: resume } = useSuspenseQuery(getResumeQuery(services.api, { path: { id: resumeId } }))
  const { data: score } = useSuspenseQuery(scoreQuery(services.api, id, resumeId))
  const { data: application = null } = useQuery({
    ...getApplicationQuery(services.api, { path: { id: score.applicationId ?? '' } }),
    enabled: score.applicationId !== null,
  })
  const [effects] = useState(() => applicationEffects(services.queryClient, services.api))
  return (
    <ApplicationDocumentScreen
      key={application?.id ?? 'none'}
      side="recruiter"
      document={{ kind: 'resume', resume }}
      application={application}
      matching={score.matching}
      back={{ to: `/vacancy/${vacancy.id}`, label: `Back to ${vacancy.title}` }}
      {...effects}
    />
  )
}
