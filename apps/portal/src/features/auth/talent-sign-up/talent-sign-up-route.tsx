import { registerTalentMutation } from '@hireloop/api'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { useServices } from '../../../lib/services/services.tsx'
import { showErrorToast } from '../../../lib/toast.ts'
import { TalentSignUpScreen } from './talent-sign-up-screen.tsx'

export function Component() {
  const { api } = useServices()
  const navigate = useNavigate()
  const register = useMutation({ ...registerTalentMutation(api), onError: showErrorToast })
  return (
    <TalentSignUpScreen
      onSubmit={async (body) => {
        // A rejection keeps the form on screen with the server's field errors.
        await register.mutateAsync({ body })
        navigate(`/email-message?type=verification&email=${encodeURIComponent(body.email)}`)
      }}
    />
  )
}
