import { registerCompany } from '@hireloop/api'
import { useNavigate } from 'react-router'
import { useServices } from '../../../app/services.tsx'
import { toastError, toastSuccess } from '../../../lib/toast.ts'
import { CompanySignUpScreen } from './company-sign-up-screen.tsx'

export function Component() {
  const { api } = useServices()
  const navigate = useNavigate()
  return (
    <CompanySignUpScreen
      onSubmit={async (body) => {
        const registration = await registerCompany(api, body).catch(toastError)
        // Spec 8: a company-named message after company sign-up.
        toastSuccess(
          `${registration.companyName ?? body.company.name} is registered`,
          'Check your email to activate your account.',
        )
        navigate(`/email-message?type=verification&email=${encodeURIComponent(body.employer.email)}`)
      }}
    />
  )
}
