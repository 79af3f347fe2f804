import { getApplicationQuery, getVacancyQuery } from '@hireloop/api'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useLoaderData, useParams } from 'react-router'
import { applicationEffects } from '../../lib/applications/application-effects.ts'
import { routeLoader } from '../../lib/data/route-module.ts'
import { StoredAvatar } from '../../lib/files/stored-avatar.tsx'
import { useServices } from '../../lib/services/services.tsx'
import { settledUser } from '../../lib/services/settled-user.ts'
import { ensureApplication, isUnavailable, sideOf } from './application-data.ts'
import { ApplicationDocumentScreen } from './application-document-screen.tsx'
import { ApplicationUnavailable } from './application-unavailable.tsx'

// `/application/:applicationId/vacancy` (a talent's job) and `/application-vacancy/:id` (talents and recruiters).
const applicationIdOf = (params: Record<string, string | undefined>) => params.applicationId ?? params.id ?? ''

export const loader = routeLoader(async ({ params, request, services: { api, queryClient, session } }) => {
  const side = sideOf(await settledUser(session, request.signal))
  try {
    const application = await ensureApplication(queryClient, api, applicationIdOf(params))
    await queryClient.ensureQueryData(getVacancyQuery(api, { path: { id: application.vacancyId } }))
  } catch (error) {
    if (isUnavailable(error)) return { kind: 'unavailable' as const, side }
    throw error
  }
  return { kind: 'found' as const, side }
})

/** The vacancy of an application, read by the talent (or a recruiter), with the status actions and the hire. */
export function Component() {
  const data = useLoaderData<typeof loader>()
  const home = data.side === 'talent' ? '/application' : '/vacancy'
  if (data.kind === 'unavailable') return <ApplicationUnavailable home={home} />
  return <FoundApplicationVacancy side={data.side} home={home} />
}

function FoundApplicationVacancy({ side, home }: { side: ReturnType<typeof sideOf>; home: string }) {
  const services = useServices()
  const id = applicationIdOf(useParams())
  const { data: application } = useSuspenseQuery(getApplicationQuery(services.api, { path: { id } }))
  const { data: vacancy } = useSuspenseQuery(getVacancyQuery(services.api, { path: { id: application.vacancyId } }))
  const [effects] = useState(() => applicationEffects(services.queryClient, services.api))
  return (
    <ApplicationDocumentScreen
      key={application.id}
      side={side}
      document={{ kind: 'vacancy', vacancy }}
      application={application}
      matching={application.matching}
      back={{ to: home, label: side === 'talent' ? 'Back to Jobs' : 'Back to vacancies' }}
      AvatarComponent={StoredAvatar}
      {...effects}
    />
  )
}
