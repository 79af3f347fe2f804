import { requestPasswordReset } from '@hireloop/api'
import { useNavigate } from 'react-router'
import { useServices } from '../../../app/services.tsx'
import { toastError } from '../../../lib/toast.ts'
import { NewPasswordScreen } from './new-password-screen.tsx'

export function Component() {
  const { api } = useServices()
  const navigate = useNavigate()
  return (
    <NewPasswordScreen
      onSubmit={async (email) => {
        await requestPasswordReset(api, { email }).catch(toastError)
        navigate(`/email-message?type=reset&email=${encodeURIComponent(email)}`)
      }}
    />
  )
}
