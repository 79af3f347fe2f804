import { listAccessRulesQuery, listRecruitersQuery, type ApiClient, type Input } from '@hireloop/api'
import type { QueryClient } from '@tanstack/react-query'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLoaderData } from 'react-router'
import { routeLoader } from '../../lib/data/route-module.ts'
import { useServices } from '../../lib/services/services.tsx'
import { SUBJECTS, type AccessSubject } from './access-labels.ts'
import { AccessInfoScreen } from './access-info-screen.tsx'

// A subject's rules fit one page of the contract's largest size; so does the team at one level.
const rulesInput = (subject: AccessSubject) => ({ query: { subject, size: 100 } }) satisfies Input<'listAccessRules'>
const teamInput = (subject: AccessSubject) =>
  ({ query: subject === 'admin' ? { size: 100 } : { level: subject, size: 100 } }) satisfies Input<'listRecruiters'>

/** The subject whose rules hold this id: the one the link names first, then the others (a link without `?subject`). */
async function subjectOfRule(api: ApiClient, queryClient: QueryClient, id: string, hint: string | null) {
  const order = [...SUBJECTS].sort((a, b) => Number(b === hint) - Number(a === hint))
  for (const subject of order) {
    const rules = await queryClient.ensureQueryData(listAccessRulesQuery(api, rulesInput(subject)))
    if (rules.results.some((rule) => rule.id === id)) return subject
  }
  return null
}

export const loader = routeLoader(async ({ request, params, services: { api, queryClient } }) => {
  const id = params.id ?? ''
  const subject = await subjectOfRule(api, queryClient, id, new URL(request.url).searchParams.get('subject'))
  if (subject) await queryClient.ensureQueryData(listRecruitersQuery(api, teamInput(subject)))
  return { id, subject }
})

/** `/access/:id`: one rule and the recruiters it applies to. */
export function Component() {
  const { id, subject } = useLoaderData<typeof loader>()
  if (!subject) return <AccessInfoScreen rule={null} recruiters={[]} />
  return <RuleInfo id={id} subject={subject} />
}

function RuleInfo({ id, subject }: { id: string; subject: AccessSubject }) {
  const { api } = useServices()
  const { data: rules } = useSuspenseQuery(listAccessRulesQuery(api, rulesInput(subject)))
  const { data: team } = useSuspenseQuery(listRecruitersQuery(api, teamInput(subject)))
  const rule = rules.results.find((r) => r.id === id) ?? null
  const recruiters = subject === 'admin' ? team.results.filter((r) => r.isAdmin) : team.results
  return <AccessInfoScreen rule={rule} recruiters={recruiters} />
}
