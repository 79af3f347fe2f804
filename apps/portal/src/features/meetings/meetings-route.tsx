import { listMeetingsQuery, type CurrentUser, type Input } from '@hireloop/api'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useLoaderData, useSearchParams } from 'react-router'
import { routeLoader } from '../../lib/data/route-module.ts'
import { meetingViewerOf } from '../../lib/meetings/meeting-access.ts'
import { useMeetingCandidates } from '../../lib/meetings/meeting-candidates.ts'
import { meetingEffects } from '../../lib/meetings/meeting-effects.ts'
import { viewerTimeZone } from '../../lib/meetings/meeting-time.ts'
import { useServices, useSession } from '../../lib/services/services.tsx'
import { settledUser } from '../../lib/services/settled-user.ts'
import { toastSuccess } from '../../lib/toast.ts'
import { MeetingsScreen, type MeetingsTab } from './meetings-screen.tsx'

const TAB_PARAM = 'tab'

// Upcoming from now on, soonest first; past up to now, latest first: one page of the contract's largest each, so a
// long history shows its most recent meetings.
const upcomingInput = (now: string) => ({ query: { from: now, size: 100 } }) satisfies Input<'listMeetings'>
const pastInput = (now: string) => ({ query: { to: now, size: 100, order: 'desc' } }) satisfies Input<'listMeetings'>

export const loader = routeLoader(async ({ request, services: { api, queryClient, session } }) => {
  await settledUser(session, request.signal)
  // "Now" is fixed when the page loads, so the two lists and their cache keys agree.
  const now = new Date().toISOString()
  await Promise.all([
    queryClient.ensureQueryData(listMeetingsQuery(api, upcomingInput(now))),
    queryClient.ensureQueryData(listMeetingsQuery(api, pastInput(now))),
  ])
  return { now }
})

/** `/meetings` for every role: the lists, the meeting machines' effects, the people to invite; messages toasted. */
export function Component() {
  const { now } = useLoaderData<typeof loader>()
  const { api, queryClient } = useServices()
  const user = useSession((s) => s.context.user as CurrentUser)
  const viewer = useMemo(() => meetingViewerOf(user), [user])
  const [search, setSearch] = useSearchParams()
  const { data: upcoming } = useSuspenseQuery(listMeetingsQuery(api, upcomingInput(now)))
  const { data: past } = useSuspenseQuery(listMeetingsQuery(api, pastInput(now)))
  const candidates = useMeetingCandidates(api, viewer)
  const [effects] = useState(() => meetingEffects(queryClient, api))
  const [timeZone] = useState(viewerTimeZone)
  return (
    <MeetingsScreen
      upcoming={upcoming.results}
      past={past.results}
      viewer={viewer}
      timeZone={timeZone}
      effects={effects}
      candidates={candidates}
      tab={search.get(TAB_PARAM) === 'past' ? 'past' : 'upcoming'}
      onTabChange={(tab: MeetingsTab) => setSearch({ [TAB_PARAM]: tab }, { replace: true })}
      onMessage={toastSuccess}
    />
  )
}
