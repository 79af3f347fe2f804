import {
  createAccessRuleMutation,
  deleteAccessRuleMutation,
  listAccessRulesQuery,
  updateAccessRuleMutation,
  type Input,
} from '@hireloop/api'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { routeLoader } from '../../lib/data/route-module.ts'
import { useServices } from '../../lib/services/services.tsx'
import { showErrorToast, toastSuccess } from '../../lib/toast.ts'
import { SUBJECTS, type AccessSubject } from './access-labels.ts'
import { AccessScreen } from './access-screen.tsx'

// A subject holds at most one rule per resource and action (19 x 4): one page of the contract's largest size.
const rulesInput = (subject: AccessSubject) => ({ query: { subject, size: 100 } }) satisfies Input<'listAccessRules'>

const subjectOf = (search: URLSearchParams): AccessSubject => {
  const value = search.get('subject')
  return SUBJECTS.find((subject) => subject === value) ?? 'sourcer'
}

export const loader = routeLoader(async ({ request, services: { api, queryClient } }) => {
  await queryClient.ensureQueryData(listAccessRulesQuery(api, rulesInput(subjectOf(new URL(request.url).searchParams))))
  return null
})

/** `/access` for admins: the rule matrix of the level in the URL (`?subject=`), each switch one rule write. */
export function Component() {
  const { api } = useServices()
  const [search, setSearch] = useSearchParams()
  const subject = subjectOf(search)
  const { data } = useSuspenseQuery(listAccessRulesQuery(api, rulesInput(subject)))
  const onError = showErrorToast
  const create = useMutation({ ...createAccessRuleMutation(api), onError })
  const update = useMutation({ ...updateAccessRuleMutation(api), onError })
  const remove = useMutation({ ...deleteAccessRuleMutation(api), onError })
  return (
    <AccessScreen
      subject={subject}
      rules={data.results}
      onSubjectChange={(next) => setSearch({ subject: next })}
      onToggle={async ({ resource, action, rule }, allow) => {
        if (!allow && rule) {
          await remove.mutateAsync({ path: { id: rule.id } })
          toastSuccess('Access rule removed')
        } else if (allow && rule) {
          await update.mutateAsync({ path: { subject, resource, action }, body: { effect: 'allow' } })
          toastSuccess('Access rule updated')
        } else if (allow) {
          await create.mutateAsync({ path: { subject, resource }, body: { action, effect: 'allow' } })
          toastSuccess('Access rule created')
        }
      }}
    />
  )
}
