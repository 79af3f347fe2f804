import { callOperation, listOnboardingStatesQuery } from '@hireloop/api'
import { talentOnboardingMachine } from '@hireloop/flows'
import { useActorRef } from '@xstate/react'
import { css } from '@hireloop/styled-system/css'
import { useEffect } from 'react'
import { useLoaderData, useNavigate } from 'react-router'
import { routeLoader } from '../../lib/data/route-module.ts'
import { useRouteFacts } from '../../lib/routes/use-route-facts.ts'
import { settledUser } from '../../lib/services/settled-user.ts'
import { OnboardingScreen } from './onboarding-screen.tsx'

/** The talent's checklist: GET /onboarding, created on the first visit (POST /onboarding). */
export const loader = routeLoader(async ({ request, services: { api, queryClient, session } }) => {
  const user = await settledUser(session, request.signal)
  if (user?.userType !== 'talent') return { kind: 'employer' as const }
  const query = listOnboardingStatesQuery(api)
  let states = await queryClient.ensureQueryData(query)
  if (states.results.length === 0) {
    await callOperation(api, 'createOnboarding', {}).catch(() => undefined)
    states = await queryClient.fetchQuery({ ...query, staleTime: 0 })
  }
  return { kind: 'talent' as const, user, steps: states.results[0]?.steps ?? [] }
})

export function Component() {
  const data = useLoaderData<typeof loader>()
  if (data.kind === 'employer') return <EmployerOnboarding />
  return <TalentOnboarding {...data} />
}

function TalentOnboarding({
  user,
  steps,
}: Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: 'talent' }>) {
  const navigate = useNavigate()
  const actor = useActorRef(talentOnboardingMachine, { input: { user } })
  // The resume step is the upload flow or the editor, each a route of its own: the machine says which.
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches({ resume: 'upload' })) navigate('/upload/resume')
      else if (snapshot.matches({ resume: 'build' })) navigate('/manage-cv')
    })
    return () => subscription.unsubscribe()
  }, [actor, navigate])
  const choose = (method: 'upload' | 'build') => {
    actor.send({ type: 'NEXT' })
    actor.send({ type: 'CHOOSE', method })
  }
  return (
    <OnboardingScreen
      firstName={user.firstName ?? ''}
      steps={steps}
      resume={user.resume ?? null}
      onUpload={() => choose('upload')}
      onBuild={() => choose('build')}
    />
  )
}

/** Employers' onboarding comes with issue 12: the route's title and summary until then. */
function EmployerOnboarding() {
  const route = useRouteFacts()
  return (
    <div className={css({ px: { base: '4', md: '8' }, py: '8', display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })}>
        {route?.title ?? 'Welcome to Hireloop'}
      </h1>
      <p className={css({ color: 'fg.muted', maxWidth: '2xl' })}>{route?.summary ?? ''}</p>
    </div>
  )
}
