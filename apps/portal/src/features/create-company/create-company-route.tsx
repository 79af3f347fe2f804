import { activateEmployerMutation, createCompanyMutation } from '@hireloop/api'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useServices } from '../../lib/services/services.tsx'
import { showErrorToast, toastSuccess } from '../../lib/toast.ts'
import { CreateCompanyScreen, type CreatedCompany } from './create-company-screen.tsx'

/**
 * `/create-company` (recruiters): one call creates both; then the invited employer, whom the recruiter may activate
 * at once (`activateEmployer`, "Employer profile activated"), and the way to the companies list.
 */
export function Component() {
  const { api } = useServices()
  const [created, setCreated] = useState<(CreatedCompany & { employerId: string }) | null>(null)
  const create = useMutation({ ...createCompanyMutation(api), onError: showErrorToast })
  const activate = useMutation({ ...activateEmployerMutation(api), onError: showErrorToast })
  return (
    <CreateCompanyScreen
      created={created}
      onSubmit={async (body) => {
        const answer = await create.mutateAsync({ body })
        toastSuccess(
          'Employer created',
          `${answer.company.name} is in. We emailed ${answer.employer.email} a link to join.`,
        )
        setCreated({
          companyName: answer.company.name,
          employerId: answer.employer.id,
          employer: {
            fullName: answer.employer.fullName,
            email: answer.employer.email,
            isActive: answer.employer.isActive,
          },
        })
      }}
      onActivate={async () => {
        if (!created) return
        await activate.mutateAsync({ path: { id: created.employerId }, body: {} })
        toastSuccess('Employer profile activated')
        setCreated({ ...created, employer: { ...created.employer, isActive: true } })
      }}
    />
  )
}
