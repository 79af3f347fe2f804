import { createCompanyMutation } from '@hireloop/api'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { useServices } from '../../lib/services/services.tsx'
import { showErrorToast, toastSuccess } from '../../lib/toast.ts'
import { CreateCompanyScreen } from './create-company-screen.tsx'

/** `/create-company` (recruiters): one call creates both; the companies list follows. */
export function Component() {
  const { api } = useServices()
  const navigate = useNavigate()
  const create = useMutation({ ...createCompanyMutation(api), onError: showErrorToast })
  return (
    <CreateCompanyScreen
      onSubmit={async (body) => {
        const created = await create.mutateAsync({ body })
        toastSuccess(
          'Employer created',
          `${created.company.name} is in. We emailed ${created.employer.email} a link to join.`,
        )
        await navigate('/companies')
      }}
    />
  )
}
