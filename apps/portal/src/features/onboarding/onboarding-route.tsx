import { callOperation, getCompanyQuery, listOnboardingStatesQuery } from '@hireloop/api'
import {
  COMPANY_TYPE_STEP,
  companyOnboardingMachine,
  needsOnboarding,
  talentOnboardingMachine,
  type FinishCompanyOnboardingInput,
  type SessionUser,
} from '@hireloop/flows'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useLoaderData, useNavigate } from 'react-router'
import { fromPromise } from 'xstate'
import { routeLoader } from '../../lib/data/route-module.ts'
import { refreshUser } from '../../lib/services/refresh-user.ts'
import { useServices } from '../../lib/services/services.tsx'
import { settledUser } from '../../lib/services/settled-user.ts'
import { CompanyOnboardingScreen, type CompanyOnboardingScreenProps } from './company-onboarding-screen.tsx'
import { OnboardingScreen } from './onboarding-screen.tsx'

/**
 * The checklist of GET /onboarding, created on the first visit (POST /onboarding): the talent's, or the company's for
 * an employer (the server's steps, ADR 0069).
 */
export const loader = routeLoader(async ({ request, services: { api, queryClient, session } }) => {
  const user = await settledUser(session, request.signal)
  const query = listOnboardingStatesQuery(api)
  let states = await queryClient.ensureQueryData(query)
  if (states.results.length === 0) {
    await callOperation(api, 'createOnboarding', {}).catch(() => undefined)
    states = await queryClient.fetchQuery({ ...query, staleTime: 0 })
  }
  const onboarding = states.results[0] ?? null
  const steps = onboarding?.steps ?? []
  if (user?.userType === 'employer')
    return { kind: 'employer' as const, user, onboardingId: onboarding?.id ?? null, steps }
  return { kind: 'talent' as const, user: user!, steps }
})

export function Component() {
  const data = useLoaderData<typeof loader>()
  if (data.kind === 'employer') return <EmployerOnboarding {...data} />
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

/**
 * The company onboarding machine over the company's checklist. Saving the type re-reads /me (the session's user then
 * has a company type) and follows the root redirect: job openings (docs/product.md §2).
 */
function EmployerOnboarding({
  user,
  onboardingId,
  steps,
}: Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: 'employer' }>) {
  const services = useServices()
  const navigate = useNavigate()
  const actor = useActorRef(
    companyOnboardingMachine.provide({
      actors: {
        finishOnboarding: fromPromise(
          async ({ input }: { input: FinishCompanyOnboardingInput }): Promise<SessionUser> => {
            const { api, queryClient } = services
            const id = input.user.companyId!
            // Read fresh: the PUT replaces name and website, and carries this read's ETag as If-Match.
            const company = await queryClient.fetchQuery({ ...getCompanyQuery(api, { path: { id } }), staleTime: 0 })
            await callOperation(api, 'updateCompany', {
              path: { id },
              body: { name: company.name, websiteUrl: company.websiteUrl, type: input.companyType },
            })
            if (input.onboardingId) {
              await callOperation(api, 'completeOnboardingStep', {
                path: { id: input.onboardingId },
                body: { step: COMPANY_TYPE_STEP },
              })
            }
            return refreshUser(services)
          },
        ),
      },
    }),
    { input: { user, onboardingId } },
  )
  const snapshot = useSelector(actor, (s) => s)
  useEffect(() => {
    if (snapshot.status === 'done' && needsOnboarding(user)) navigate('/', { replace: true })
  }, [snapshot.status, user, navigate])
  const step = snapshot.status === 'done' ? 'done' : (snapshot.value as CompanyOnboardingScreenProps['step'])
  return (
    <CompanyOnboardingScreen
      firstName={user.firstName ?? ''}
      companyName={user.company?.name ?? ''}
      steps={steps}
      step={step}
      companyType={snapshot.context.companyType}
      error={snapshot.context.error}
      onStart={() => actor.send({ type: 'NEXT' })}
      onSelectType={(companyType) => actor.send({ type: 'SELECT_TYPE', companyType })}
      onContinue={() => actor.send({ type: 'NEXT' })}
      onBack={() => actor.send({ type: 'BACK' })}
      onRetry={() => actor.send({ type: 'RETRY' })}
    />
  )
}
