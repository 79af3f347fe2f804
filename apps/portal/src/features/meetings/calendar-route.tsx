import { listMeetingsQuery, type CurrentUser } from '@hireloop/api'
import { startOfDay } from '@hireloop/design-system/calendar'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { routeLoader } from '../../lib/data/route-module.ts'
import { meetingViewerOf } from '../../lib/meetings/meeting-access.ts'
import { useMeetingCandidates } from '../../lib/meetings/meeting-candidates.ts'
import { meetingEffects } from '../../lib/meetings/meeting-effects.ts'
import { viewerTimeZone, zonedDate } from '../../lib/meetings/meeting-time.ts'
import { useServices, useSession } from '../../lib/services/services.tsx'
import { settledUser } from '../../lib/services/settled-user.ts'
import { toastSuccess } from '../../lib/toast.ts'
import { dayOf, rangeOf, type CalendarView } from './calendar-days.ts'
import { CalendarScreen } from './calendar-screen.tsx'

/** Where the calendar opens: `?view=week&date=2026-03-05`, else this month around today, in the viewer's zone. */
function openingOf(search: URLSearchParams, timeZone: string): { view: CalendarView; date: Date } {
  const view = search.get('view') === 'week' ? 'week' : 'month'
  return { view, date: dayOf(search.get('date')) ?? startOfDay(zonedDate(new Date(), timeZone)) }
}

// A month shows at most six weeks: one page of the contract's largest holds a busy one.
const meetingsInput = (view: CalendarView, date: Date, timeZone: string) => ({
  query: { ...rangeOf(view, date, timeZone), size: 100 },
})

export const loader = routeLoader(async ({ request, services: { api, queryClient, session } }) => {
  await settledUser(session, request.signal)
  const timeZone = viewerTimeZone()
  const { view, date } = openingOf(new URL(request.url).searchParams, timeZone)
  await queryClient.ensureQueryData(listMeetingsQuery(api, meetingsInput(view, date, timeZone)))
  return null
})

/**
 * `/calendar` for every role: the month or week around the focused day, read as the view moves (the last one stays
 * on screen meanwhile, so the keyboard focus never drops); a deep link names the view and the day.
 */
export function Component() {
  const { api, queryClient } = useServices()
  const user = useSession((s) => s.context.user as CurrentUser)
  const viewer = useMemo(() => meetingViewerOf(user), [user])
  const [search] = useSearchParams()
  const [timeZone] = useState(viewerTimeZone)
  const [opening] = useState(() => openingOf(search, timeZone))
  const [view, setView] = useState(opening.view)
  const [date, setDate] = useState(opening.date)
  const meetings = useQuery({
    ...listMeetingsQuery(api, meetingsInput(view, date, timeZone)),
    placeholderData: keepPreviousData,
  })
  const candidates = useMeetingCandidates(api, viewer)
  const [effects] = useState(() => meetingEffects(queryClient, api))
  const [today] = useState(() => startOfDay(zonedDate(new Date(), timeZone)))
  if (meetings.isError && !meetings.data) throw meetings.error
  return (
    <CalendarScreen
      meetings={meetings.data?.results ?? []}
      view={view}
      onViewChange={setView}
      date={date}
      onDateChange={setDate}
      today={today}
      viewer={viewer}
      timeZone={timeZone}
      effects={effects}
      candidates={candidates}
      loading={meetings.isPlaceholderData}
      onMessage={toastSuccess}
    />
  )
}
