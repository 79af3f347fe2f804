import { listApplicationsQuery, type Input } from '@hireloop/api'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { applicationEffects } from '../../lib/applications/application-effects.ts'
import { routeLoader } from '../../lib/data/route-module.ts'
import { useServices } from '../../lib/services/services.tsx'
import { GROUP_PARAM } from './jobs-tabs.ts'
import { JobsScreen } from './jobs-screen.tsx'

// Every job of the talent on one page (the contract's largest), so each tab counts them all without a call per tab.
const jobsInput = { query: { size: 100 } } satisfies Input<'listApplications'>

export const loader = routeLoader(({ services: { api, queryClient } }) =>
  queryClient.ensureQueryData(listApplicationsQuery(api, jobsInput)),
)

/** `/application` (Jobs) for talents: the tab in the URL, moves and hires through the application machines' effects. */
export function Component() {
  const { api, queryClient } = useServices()
  const [search, setSearch] = useSearchParams()
  const { data } = useSuspenseQuery(listApplicationsQuery(api, jobsInput))
  // The effects run the generated mutations, whose declared invalidations read the jobs again before they resolve.
  const [effects] = useState(() => applicationEffects(queryClient, api))
  return (
    <JobsScreen
      jobs={data.results}
      total={data.total}
      group={search.get(GROUP_PARAM)}
      onGroupChange={(tab) => setSearch({ [GROUP_PARAM]: tab }, { replace: true })}
      {...effects}
    />
  )
}
