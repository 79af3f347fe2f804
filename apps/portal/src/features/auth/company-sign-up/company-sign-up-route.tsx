import { registerCompanyMutation } from '@hireloop/api'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { useServices } from '../../../lib/services/services.tsx'
import { showErrorToast, toastSuccess } from '../../../lib/toast.ts'
import { CompanySignUpScreen } from './company-sign-up-screen.tsx'

export function Component() {
  const { api } = useServices()
  const navigate = useNavigate()
  const register = useMutation({ ...registerCompanyMutation(api), onError: showErrorToast })
  return (
    <CompanySignUpScreen
      onSubmit={async (body) => {
        // A rejection keeps the form on screen with the server's field errors.
        const registration = await register.mutateAsync({ body })
        // docs/product.md §8: a company-named message after company sign-up.
        toastSuccess(
          `${registration.companyName ?? body.company.name} is registered`,
          'Check your email to activate your account.',
        )
        navigate(`/email-message?type=verification&email=${encodeURIComponent(body.employer.email)}`)
      }}
    />
  )
}
