import { requestPasswordResetMutation } from '@hireloop/api'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { useServices } from '../../../lib/services/services.tsx'
import { showErrorToast } from '../../../lib/toast.ts'
import { NewPasswordScreen } from './new-password-screen.tsx'

export function Component() {
  const { api } = useServices()
  const navigate = useNavigate()
  const request = useMutation({ ...requestPasswordResetMutation(api), onError: showErrorToast })
  return (
    <NewPasswordScreen
      onSubmit={async (email) => {
        await request.mutateAsync({ body: { email } })
        navigate(`/email-message?type=reset&email=${encodeURIComponent(email)}`)
      }}
    />
  )
}
