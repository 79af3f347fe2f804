import { registerTalent } from '@hireloop/api'
import { useNavigate } from 'react-router'
import { useServices } from '../../../app/services.tsx'
import { toastError } from '../../../lib/toast.ts'
import { TalentSignUpScreen } from './talent-sign-up-screen.tsx'

export function Component() {
  const { api } = useServices()
  const navigate = useNavigate()
  return (
    <TalentSignUpScreen
      onSubmit={async (body) => {
        await registerTalent(api, body).catch(toastError)
        navigate(`/email-message?type=verification&email=${encodeURIComponent(body.email)}`)
      }}
    />
  )
}
