import { acceptInviteMutation, ApiError, getInviteSignUpQuery } from '@hireloop/api'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useParams } from 'react-router'
import { useServices } from '../../../lib/services/services.tsx'
import { showErrorToast } from '../../../lib/toast.ts'
import { InviteSignUpScreen, type InviteSignUpState } from './invite-sign-up-screen.tsx'

/**
 * `/sign-up/invite/:value` (ADR 0085). Opening the link only reads the invite; the account is created when the
 * person sends the form. A refusal (expired or used since the page opened) reloads the invite, so the page turns
 * into the matching state.
 */
export function Component() {
  const { api } = useServices()
  const [joined, setJoined] = useState(false)
  const value = useParams().value ?? ''
  const invite = useQuery({ ...getInviteSignUpQuery(api, { path: { value } }), retry: false })
  const accept = useMutation({
    ...acceptInviteMutation(api),
    onError: (error) => {
      showErrorToast(error)
      if (error instanceof ApiError && (error.status === 409 || error.status === 410)) void invite.refetch()
    },
  })
  // Once the account is made the page says so until the person goes to log in (a toast would be lost there).
  const state = stateOf(invite)
  return (
    <InviteSignUpScreen
      state={joined && 'invite' in state ? { status: 'joined', invite: state.invite } : state}
      onRetry={() => void invite.refetch()}
      onSubmit={async (body) => {
        await accept.mutateAsync({ path: { value }, body })
        setJoined(true)
      }}
    />
  )
}

function stateOf(query: ReturnType<typeof useQuery<unknown, Error, InviteSignUpStateInvite>>): InviteSignUpState {
  if (query.data) {
    const invite = query.data
    if (invite.status === 'expired') return { status: 'expired', invite }
    if (invite.status === 'accepted') return { status: 'accepted', invite }
    return { status: 'ready', invite }
  }
  if (query.error) {
    if (query.error instanceof ApiError && query.error.status === 404) return { status: 'unknown' }
    return { status: 'failed', message: query.error.message || 'Technical problem' }
  }
  return { status: 'loading' }
}

type InviteSignUpStateInvite = Extract<InviteSignUpState, { status: 'ready' }>['invite']
