import { getResumeQuery } from '@hireloop/api'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { ObjectHistory } from '../../lib/audit/object-history.tsx'
import { routeLoader } from '../../lib/data/route-module.ts'
import { useServices, useSession } from '../../lib/services/services.tsx'
import { ResumeScreen } from './resume-screen.tsx'
import { useResumeDownload } from './use-resume-download.ts'

/** A resume the caller may not read (403) or that does not exist (404) fails the route with the server's message. */
export const loader = routeLoader(({ params, services: { api, queryClient } }) =>
  queryClient.ensureQueryData(getResumeQuery(api, { path: { id: params.id ?? '' } })),
)

/** `/resume/:id`: a talent's resume as employers and recruiters see it, with the original file. */
export function Component() {
  const { api } = useServices()
  const { id = '' } = useParams()
  const { data: resume } = useSuspenseQuery(getResumeQuery(api, { path: { id } }))
  const download = useResumeDownload(resume)
  // Employers read a resume; recruiters also see what happened to it (its talent's page in the back office).
  const recruiter = useSession((s) => s.context.user?.userType === 'recruiter')
  return (
    <>
      <ResumeScreen resume={resume} audience="company" onDownloadFile={download} />
      {recruiter && <ObjectHistory objectType="resume" objectId={resume.id} />}
    </>
  )
}
