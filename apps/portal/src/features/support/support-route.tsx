import { createSupportRequestMutation } from '@hireloop/api'
import { useMutation } from '@tanstack/react-query'
import { useLoaderData } from 'react-router'
import { routeLoader } from '../../lib/data/route-module.ts'
import { useServices } from '../../lib/services/services.tsx'
import { settledUser } from '../../lib/services/settled-user.ts'
import { showErrorToast } from '../../lib/toast.ts'
import type { SupportViewer } from './support-faq.ts'
import { SupportScreen } from './support-screen.tsx'

export const loader = routeLoader(async ({ request, services: { session } }) => {
  const user = await settledUser(session, request.signal)
  const viewer: SupportViewer =
    user?.userType === 'recruiter' || user?.userType === 'employer' ? user.userType : 'talent'
  return { viewer }
})

/** `/support`: the viewer's questions answered, and their own question mailed to the team (ADR 0093). */
export function Component() {
  const { viewer } = useLoaderData<typeof loader>()
  const { api } = useServices()
  const send = useMutation({ ...createSupportRequestMutation(api), onError: showErrorToast })
  return (
    <SupportScreen
      viewer={viewer}
      onSubmit={async ({ topic, message }) => {
        const receipt = await send.mutateAsync({ body: { topic, message } })
        return { reference: receipt.reference, answerTo: receipt.answerTo }
      }}
    />
  )
}
