import { activate } from '@hireloop/api'
import { useEffect, useRef, useState } from 'react'
import { Navigate, useParams, useSearchParams } from 'react-router'
import { useServices } from '../../../app/services.tsx'
import { ActivateScreen, type ActivateScreenProps } from './activate-screen.tsx'

export function Component() {
  const { api } = useServices()
  const { type, id } = useParams()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [state, setState] = useState<ActivateScreenProps['state']>({ status: 'pending' })
  const sent = useRef(false)
  const userType = type === 'employer' ? 'employer' : type === 'talent' ? 'talent' : null

  useEffect(() => {
    // A verification token works once: never post it twice (React's strict mode mounts effects twice).
    if (!userType || !id || sent.current) return
    sent.current = true
    activate(api, { userType, id, token }).then(
      () => setState({ status: 'activated' }),
      (error: unknown) =>
        setState({ status: 'failed', message: error instanceof Error ? error.message : 'Activation failed.' }),
    )
  }, [api, userType, id, token])

  if (!userType || !id) return <Navigate to="/login" replace />
  return <ActivateScreen userType={userType} state={state} />
}
