import { getMeQuery, getResumeQuery } from '@hireloop/api'
import { useSuspenseQuery } from '@tanstack/react-query'
import { routeLoader } from '../../lib/data/route-module.ts'
import { useServices } from '../../lib/services/services.tsx'
import { MyResumeEmpty } from './my-resume-empty.tsx'
import { ResumeScreen } from './resume-screen.tsx'
import { useResumeDownload } from './use-resume-download.ts'

/** The talent's published resume: `CurrentUser.resume` names it (else the draft, else nothing). */
export const loader = routeLoader(async ({ services: { api, queryClient } }) => {
  const me = await queryClient.ensureQueryData(getMeQuery(api))
  if (me.resume && !me.resume.draft)
    await queryClient.ensureQueryData(getResumeQuery(api, { path: { id: me.resume.id } }))
  return null
})

/** `/resume` and `/my-resume`: the talent's own resume as companies see it, or the way to one. */
export function Component() {
  const { api } = useServices()
  const { data: me } = useSuspenseQuery(getMeQuery(api))
  if (!me.resume || me.resume.draft) return <MyResumeEmpty draftId={me.resume?.id ?? null} />
  return <PublishedResume id={me.resume.id} />
}

function PublishedResume({ id }: { id: string }) {
  const { api } = useServices()
  const { data: resume } = useSuspenseQuery(getResumeQuery(api, { path: { id } }))
  const download = useResumeDownload(resume)
  return (
    <ResumeScreen
      resume={resume}
      audience="owner"
      editHref={`/manage-cv/${encodeURIComponent(resume.id)}`}
      onDownloadFile={download}
    />
  )
}
