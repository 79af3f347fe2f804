import { confirmPasswordReset, updateMyPassword } from '@hireloop/api'
import { useNavigate, useSearchParams } from 'react-router'
import { useServices, useSession } from '../../../app/services.tsx'
import { toastError, toastSuccess } from '../../../lib/toast.ts'
import { ChangePasswordScreen } from './change-password-screen.tsx'

export function Component() {
  const { api } = useServices()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const token = params.get('token')
  const signedIn = useSession((s) => s.matches('authenticated'))
  const mode = token ? 'reset' : signedIn ? 'signed-in' : 'missing-link'

  return (
    <ChangePasswordScreen
      mode={mode}
      onSubmit={async (value) => {
        if (token) {
          await confirmPasswordReset(api, { token, value }).catch(toastError)
          toastSuccess('Password updated', 'Log in with your new password.')
          navigate('/login')
        } else {
          await updateMyPassword(api, { value }).catch(toastError)
          toastSuccess('Password updated')
          navigate('/')
        }
      }}
    />
  )
}
