import { ApiError, confirmEmailChangeMutation, getMeQuery } from '@hireloop/api'
import { useMutation } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { useServices } from '../../../lib/services/services.tsx'
import { ConfirmEmailScreen, type ConfirmEmailState } from './confirm-email-screen.tsx'

/**
 * `/confirm-email?token=…`, signed in or out. The token is sent only when the user clicks: mail scanners and link
 * previews open links, and must not use up the token or change the account.
 */
export function Component() {
  const { api, queryClient, session } = useServices()
  const [params] = useSearchParams()
  const token = params.get('token')
  // The generated options mark the account's queries stale once the address changed.
  const confirm = useMutation(confirmEmailChangeMutation(api))
  // A signed-in user (in this tab or another) sees the new address without signing in again.
  const refreshSessionUser = () => {
    if (!session.getSnapshot().matches('authenticated')) return
    queryClient.fetchQuery(getMeQuery(api)).then(
      (user) => session.send({ type: 'USER_UPDATED', user }),
      () => undefined,
    )
  }

  return (
    <ConfirmEmailScreen
      state={stateOf(token, confirm)}
      onConfirm={() => token && confirm.mutate({ body: { token } }, { onSuccess: refreshSessionUser })}
    />
  )
}

function stateOf(
  token: string | null,
  mutation: { status: 'idle' | 'pending' | 'success' | 'error'; data?: { email: string }; error: Error | null },
): ConfirmEmailState {
  if (!token) return { status: 'missing-token' }
  if (mutation.status === 'pending') return { status: 'confirming' }
  if (mutation.status === 'success' && mutation.data) return { status: 'confirmed', email: mutation.data.email }
  if (mutation.status !== 'error') return { status: 'ready' }
  const { error } = mutation
  const status = error instanceof ApiError ? error.status : 0
  if (status === 400) return { status: 'invalid' }
  if (status === 409) return { status: 'taken' }
  if (status === 429) return { status: 'too-many', message: error?.message ?? '' }
  return { status: 'failed', message: error?.message || 'Technical problem' }
}
