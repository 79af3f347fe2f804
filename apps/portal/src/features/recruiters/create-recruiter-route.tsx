import { createRecruiterMutation } from '@hireloop/api'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { useServices } from '../../lib/services/services.tsx'
import { showErrorToast, toastSuccess } from '../../lib/toast.ts'
import { CreateRecruiterScreen } from './create-recruiter-screen.tsx'

/** `/create-recruiter`: creates the account, says so, and goes back to the team. */
export function Component() {
  const { api } = useServices()
  const navigate = useNavigate()
  const create = useMutation({ ...createRecruiterMutation(api), onError: showErrorToast })
  return (
    <CreateRecruiterScreen
      onSubmit={async ({ firstName, lastName, email, level, isAdmin }) => {
        await create.mutateAsync({ body: { firstName, lastName, email, level, isAdmin } })
        toastSuccess('Recruiter created', `We emailed ${email} a link to choose their password.`)
        await navigate('/recruiter')
      }}
    />
  )
}
