import {
  activateTalentMutation,
  createTalentResumeMutation,
  getResumeQuery,
  getTalentQuery,
  registerTalentProfileMutation,
  sendTalentActivationMailMutation,
} from '@hireloop/api'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useLoaderData, useNavigate } from 'react-router'
import { referenceLookups } from '../../lib/data/reference-lookups.ts'
import { routeLoader } from '../../lib/data/route-module.ts'
import { useServices } from '../../lib/services/services.tsx'
import { showErrorToast, toastSuccess } from '../../lib/toast.ts'
import { CreateTalentScreen, type CreateTalentStep } from './create-talent-screen.tsx'

/** Step 2 needs the talent, and the title of the draft step 1 left (when there is one). */
export const loader = routeLoader(async ({ params, services: { api, queryClient } }) => {
  if (!params.id) return { id: null, draftTitle: '' }
  const talent = await queryClient.ensureQueryData(getTalentQuery(api, { path: { id: params.id } }))
  const draft = talent.resume?.draft
    ? await queryClient.ensureQueryData(getResumeQuery(api, { path: { id: talent.resume.id } }))
    : null
  return { id: params.id, draftTitle: draft?.title ?? '' }
})

export function Component() {
  const { id, draftTitle } = useLoaderData<typeof loader>()
  return id ? <ResumeStep id={id} draftTitle={draftTitle} /> : <Steps step={{ kind: 'talent' }} talentId={null} />
}

function ResumeStep({ id, draftTitle }: { id: string; draftTitle: string }) {
  const { api } = useServices()
  const { data: talent } = useSuspenseQuery(getTalentQuery(api, { path: { id } }))
  const step: CreateTalentStep =
    talent.resume && !talent.resume.draft
      ? { kind: 'has-resume', talent, resumeId: talent.resume.id }
      : { kind: 'resume', talent, draftTitle }
  return <Steps step={step} talentId={id} />
}

function Steps({ step, talentId }: { step: CreateTalentStep; talentId: string | null }) {
  const { api } = useServices()
  const navigate = useNavigate()
  const lookups = useMemo(() => referenceLookups(api), [api])
  const onError = showErrorToast
  const register = useMutation({ ...registerTalentProfileMutation(api), onError })
  const createResume = useMutation({ ...createTalentResumeMutation(api), onError })
  const resend = useMutation({ ...sendTalentActivationMailMutation(api), onError })
  const activate = useMutation({ ...activateTalentMutation(api), onError })
  const talent = step.kind === 'talent' ? null : step.talent
  return (
    <CreateTalentScreen
      step={step}
      searchSkills={lookups.skills}
      onCreateTalent={async (data) => {
        const created = await register.mutateAsync({ body: data })
        // Step 2 has its own URL: a recruiter who leaves comes back to it from the talent's page.
        await navigate(`/create-talent/${created.talent.id}`, { replace: true })
      }}
      onCreateResume={async (body) => {
        const resume = await createResume.mutateAsync({ path: { id: talentId! }, body })
        toastSuccess('Talent user and resume created')
        await navigate(`/resume/${resume.id}`)
      }}
      onResendMail={async () => {
        // The activation mail itself, with a new link; a password reset mail would speak of a reset nobody asked for.
        await resend.mutateAsync({ path: { id: talentId! } })
        toastSuccess('Activation mail sent', `We emailed ${talent!.email} a link to choose their password.`)
      }}
      onActivate={async () => {
        await activate.mutateAsync({ path: { id: talentId! }, body: {} })
        toastSuccess('Talent profile activated')
      }}
    />
  )
}
