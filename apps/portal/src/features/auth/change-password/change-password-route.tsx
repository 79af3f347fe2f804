import { confirmPasswordResetMutation, updateMyPasswordMutation } from '@hireloop/api'
import { toPasswordResetBody, toUpdatePasswordBody } from '@hireloop/flows'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useLoaderData, useNavigate } from 'react-router'
import { routeLoader } from '../../../lib/data/route-module.ts'
import { useServices } from '../../../lib/services/services.tsx'
import { settledUser } from '../../../lib/services/settled-user.ts'
import { showErrorToast, toastSuccess } from '../../../lib/toast.ts'
import { ChangePasswordScreen, type ChangePasswordSubmission } from './change-password-screen.tsx'

/**
 * With the token of a reset mail anyone may set a new password. Without one the mode depends on the session, so the
 * loader waits for it rather than flash "open the link" to a signed-in user.
 */
export const loader = routeLoader(async ({ request, services: { session } }) => {
  const token = new URL(request.url).searchParams.get('token')
  if (token) return { mode: 'reset' as const, token }
  const user = await settledUser(session, request.signal)
  return { mode: user ? ('signed-in' as const) : ('missing-link' as const), token: null }
})

export function Component() {
  const { api } = useServices()
  const navigate = useNavigate()
  const { mode, token } = useLoaderData<typeof loader>()
  const [updated, setUpdated] = useState(false)
  // A failure toasts and rejects, so the form keeps the server's field errors (current_password, token).
  const reset = useMutation({ ...confirmPasswordResetMutation(api), onError: showErrorToast })
  const change = useMutation({ ...updateMyPasswordMutation(api), onError: showErrorToast })

  async function submit(passwords: ChangePasswordSubmission) {
    if (token) {
      await reset.mutateAsync({ body: toPasswordResetBody(passwords, token) })
      // The screen says so and offers to log in: /login leaves for the provider at once, where a toast is lost.
      setUpdated(true)
    } else if ('currentPassword' in passwords) {
      await change.mutateAsync({ body: toUpdatePasswordBody(passwords) })
      toastSuccess('Password updated', 'Your other sessions were signed out.')
      navigate('/')
    } else {
      throw new Error('The current password is missing.')
    }
  }

  return <ChangePasswordScreen mode={updated ? 'updated' : mode} onSubmit={submit} />
}
