import { getApplicationQuery, getResumeQuery } from '@hireloop/api'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useLoaderData, useParams } from 'react-router'
import { applicationEffects } from '../../lib/applications/application-effects.ts'
import { ObjectHistory } from '../../lib/audit/object-history.tsx'
import { feedbackEffects } from '../../lib/feedback/feedback-effects.ts'
import { routeLoader } from '../../lib/data/route-module.ts'
import { meetingEffects } from '../../lib/meetings/meeting-effects.ts'
import { toastSuccess } from '../../lib/toast.ts'
import { useServices } from '../../lib/services/services.tsx'
import { settledUser } from '../../lib/services/settled-user.ts'
import { ensureApplication, isUnavailable, sideOf } from './application-data.ts'
import { ApplicationDocumentScreen } from './application-document-screen.tsx'
import { ApplicationUnavailable } from './application-unavailable.tsx'

// `/application-resume/:id` (employers, recruiters) and, from the kanban,
// `/job-openings/hiring-pipeline/vacancy/:vacancyId/application/:applicationId/resume` (employers).
const applicationIdOf = (params: Record<string, string | undefined>) => params.applicationId ?? params.id ?? ''

export const loader = routeLoader(async ({ params, request, services: { api, queryClient, session } }) => {
  const side = sideOf(await settledUser(session, request.signal))
  try {
    const application = await ensureApplication(queryClient, api, applicationIdOf(params))
    // The pipeline's address names the vacancy: an application of another vacancy is not found there.
    if (params.vacancyId !== undefined && params.vacancyId !== application.vacancyId) {
      return { kind: 'unavailable' as const, side }
    }
    await queryClient.ensureQueryData(getResumeQuery(api, { path: { id: application.resumeId } }))
  } catch (error) {
    if (isUnavailable(error)) return { kind: 'unavailable' as const, side }
    throw error
  }
  return { kind: 'found' as const, side }
})

/** The resume of an application, read by the company (or a recruiter), with the status actions and the hire. */
export function Component() {
  const data = useLoaderData<typeof loader>()
  const { vacancyId } = useParams()
  const home = vacancyId
    ? `/job-openings/hiring-pipeline/${vacancyId}`
    : data.side === 'employer'
      ? '/job-openings'
      : '/vacancy'
  if (data.kind === 'unavailable') return <ApplicationUnavailable home={home} />
  return <FoundApplicationResume side={data.side} />
}

function FoundApplicationResume({ side }: { side: ReturnType<typeof sideOf> }) {
  const services = useServices()
  const params = useParams()
  const id = applicationIdOf(params)
  const { data: application } = useSuspenseQuery(getApplicationQuery(services.api, { path: { id } }))
  const { data: resume } = useSuspenseQuery(getResumeQuery(services.api, { path: { id: application.resumeId } }))
  const [effects] = useState(() => ({
    ...applicationEffects(services.queryClient, services.api),
    ...feedbackEffects(services.queryClient, services.api),
  }))
  const [meetings] = useState(() => meetingEffects(services.queryClient, services.api))
  const back =
    side === 'employer'
      ? { to: `/job-openings/hiring-pipeline/${application.vacancyId}`, label: 'Back to the hiring pipeline' }
      : { to: `/vacancy/${application.vacancyId}`, label: `Back to ${application.vacancy.title}` }
  return (
    <>
      <ApplicationDocumentScreen
        key={application.id}
        side={side}
        document={{ kind: 'resume', resume }}
        application={application}
        matching={application.matching}
        back={back}
        {...effects}
        meetingEffects={meetings}
        onMeetingScheduled={toastSuccess}
      />
      {side === 'recruiter' && <ObjectHistory objectType="application" objectId={application.id} />}
    </>
  )
}
