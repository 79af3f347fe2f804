import { confirmPasswordReset, updateMyPassword } from '@hireloop/api'
import { LoadingScreen } from '@hireloop/design-system'
import { isSessionBusy, toPasswordResetBody, toUpdatePasswordBody } from '@hireloop/flows'
import { useNavigate, useSearchParams } from 'react-router'
import { useServices, useSession } from '../../../app/services.tsx'
import { showErrorToast, toastSuccess } from '../../../lib/toast.ts'
import { ChangePasswordScreen, type ChangePasswordSubmission } from './change-password-screen.tsx'

export function Component() {
  const { api } = useServices()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const token = params.get('token')
  const busy = useSession(isSessionBusy)
  const signedIn = useSession((s) => s.matches('authenticated'))

  // Without a reset link the mode depends on the session: wait for it rather than flash "open the link" first.
  if (!token && busy) return <LoadingScreen label="Loading" />
  const mode = token ? 'reset' : signedIn ? 'signed-in' : 'missing-link'

  async function submit(passwords: ChangePasswordSubmission) {
    try {
      if (token) await confirmPasswordReset(api, toPasswordResetBody(passwords, token))
      else if ('currentPassword' in passwords) await updateMyPassword(api, toUpdatePasswordBody(passwords))
      else throw new Error('The current password is missing.')
    } catch (error) {
      showErrorToast(error)
      // Rejecting keeps the form on screen with the server's field errors (current_password, token).
      throw error
    }
    // Only after the call succeeded.
    if (token) {
      toastSuccess('Password updated', 'Log in with your new password.')
      navigate('/login')
    } else {
      toastSuccess('Password updated', 'Your other sessions were signed out.')
      navigate('/')
    }
  }

  return <ChangePasswordScreen mode={mode} onSubmit={submit} />
}
