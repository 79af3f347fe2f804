import type { Schema } from '@hireloop/api'
import { SUCCESS_MESSAGES } from '@hireloop/flows'
import { Button } from '@hireloop/design-system'
import { Calendar, type CalendarEvent } from '@hireloop/design-system/calendar'
import { css } from '@hireloop/styled-system/css'
import { CalendarPlus, List } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { maySchedule, type MeetingViewer } from '../../lib/meetings/meeting-access.ts'
import type { MeetingEffects } from '../../lib/meetings/meeting-effects.ts'
import type { MeetingCandidate } from '../../lib/meetings/meeting-form-dialog.tsx'
import { newMeetingValues } from '../../lib/meetings/meeting-form-values.ts'
import { endOf, zonedDate } from '../../lib/meetings/meeting-time.ts'
import { ScheduleMeeting } from '../../lib/meetings/schedule-meeting.tsx'
import { dayKey, WEEK_STARTS_ON, type CalendarView } from './calendar-days.ts'
import { MeetingCard } from './meeting-card.tsx'
import { WeekCalendar } from './week-calendar.tsx'

type Meeting = Schema<'Meeting'>

export interface CalendarScreenProps {
  /** The scheduled meetings of the days the view shows. */
  meetings: Meeting[]
  view: CalendarView
  onViewChange: (view: CalendarView) => void
  /** The focused day (a Date whose local fields are the viewer's wall clock): it decides the month or week shown. */
  date: Date
  onDateChange: (date: Date) => void
  /** Today on the viewer's wall clock. */
  today: Date
  viewer: MeetingViewer
  /** The viewer's zone: meetings are placed and shown by it. */
  timeZone: string
  /** Read once by each meeting's machine. */
  effects: MeetingEffects
  /** Whom the viewer may invite; undefined while they load. */
  candidates: readonly MeetingCandidate[] | null | undefined
  /** The meetings of a newly shown month or week are being read. */
  loading?: boolean
  /** A save or cancel succeeded, with its message (the route toasts it). */
  onMessage?: (message: string) => void
  /** Meetings that started before it are a record: no edit or cancel. @default the current time */
  now?: Date
}

const page = css({
  px: { base: '4', md: '8' },
  py: '8',
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  maxWidth: '6xl',
  width: 'full',
  mx: 'auto',
})
const header = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '4',
})
const pageTitle = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const pageIntro = css({ color: 'fg.muted', mt: '1' })
const buttons = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })
const notice = css({ textStyle: 'sm', fontWeight: 'medium', color: 'fg.muted', minH: '5' })
const selectedTitle = css({ srOnly: true })

/** The design system's month view reads local fields: each meeting goes in at its wall-clock time in the viewer's zone. */
function eventsOf(meetings: readonly Meeting[], timeZone: string): CalendarEvent[] {
  return meetings.map((meeting) => ({
    id: meeting.id,
    title: meeting.overlaps ? `${meeting.title} (overlaps another meeting)` : meeting.title,
    start: zonedDate(new Date(meeting.startsAt), timeZone),
    end: zonedDate(endOf(meeting), timeZone),
  }))
}

/**
 * `/calendar` (issue 14): the viewer's meetings by month (the design system's calendar) or by week (a column per day
 * with meetings placed by time, overlapping ones side by side and flagged), both by the viewer's wall clock; the grid
 * is keyboard navigable between days and weeks. A meeting picked opens below with the same card as /meetings.
 */
export function CalendarScreen({
  meetings,
  view,
  onViewChange,
  date,
  onDateChange,
  today,
  viewer,
  timeZone,
  effects,
  candidates,
  loading = false,
  onMessage,
  now = new Date(),
}: CalendarScreenProps) {
  const [selected, setSelected] = useState<Meeting | null>(null)
  const [scheduling, setScheduling] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const selectedRef = useRef<HTMLElement>(null)
  // The list's copy once it is read again (an edit); the kept one while a cancel finishes after the list dropped it.
  const shown = selected ? (meetings.find((m) => m.id === selected.id) ?? selected) : null

  // A meeting picked takes the focus to its card once it is on screen.
  const focusSelected = useRef(false)
  useEffect(() => {
    if (!focusSelected.current) return
    focusSelected.current = false
    selectedRef.current?.focus()
  })

  const select = (meeting: Meeting | undefined) => {
    if (!meeting) return
    focusSelected.current = true
    setSelected(meeting)
  }
  const settle = useCallback(
    (meeting: Meeting, message: string | null) => {
      if (!message) return
      if (message === SUCCESS_MESSAGES.meetingCanceled) setSelected(null)
      setAnnouncement(`${message}: “${meeting.title}”.`)
      onMessage?.(message)
    },
    [onMessage],
  )
  const scheduled = useCallback(
    (message: string) => {
      setScheduling(false)
      setAnnouncement(`${message}.`)
      onMessage?.(message)
    },
    [onMessage],
  )

  return (
    <div className={page}>
      <header className={header}>
        <div>
          <h1 className={pageTitle}>Calendar</h1>
          <p className={pageIntro}>
            Your meetings by month and week, in your time zone, {timeZone}. Weeks start on Monday.
          </p>
        </div>
        <div className={buttons}>
          <Button variant="outline" asChild>
            <RouterLink to="/meetings">
              <List aria-hidden="true" />
              List of meetings
            </RouterLink>
          </Button>
          {maySchedule(viewer) && (
            <Button onClick={() => setScheduling(true)}>
              <CalendarPlus aria-hidden="true" />
              Schedule a meeting
            </Button>
          )}
        </div>
      </header>
      <p role="status" className={notice}>
        {loading ? 'Loading meetings…' : announcement}
      </p>
      {view === 'month' ? (
        <Calendar
          events={eventsOf(meetings, timeZone)}
          view="month"
          onViewChange={onViewChange}
          date={date}
          onDateChange={onDateChange}
          onEventSelect={(event) => select(meetings.find((m) => m.id === event.id))}
          today={today}
          weekStartsOn={WEEK_STARTS_ON}
          locale="en-GB"
        />
      ) : (
        <WeekCalendar
          meetings={meetings}
          date={date}
          onDateChange={onDateChange}
          onViewChange={onViewChange}
          onMeetingSelect={select}
          today={today}
          timeZone={timeZone}
        />
      )}
      {shown && (
        <section
          ref={selectedRef}
          tabIndex={-1}
          aria-labelledby="selected-meeting"
          className={css({ outline: 'none' })}
        >
          <h2 id="selected-meeting" className={selectedTitle}>
            Selected meeting
          </h2>
          <MeetingCard
            key={shown.id}
            meeting={shown}
            viewer={viewer}
            timeZone={timeZone}
            effects={effects}
            candidates={candidates}
            past={new Date(shown.startsAt) < now}
            onSettled={settle}
          />
        </section>
      )}
      {scheduling && (
        <ScheduleMeeting
          about={{}}
          initial={newMeetingValues({ date: dayKey(date) })}
          joining="You organise it and are invited yourself. Pick at least one more person."
          candidates={candidates}
          timeZone={timeZone}
          effects={effects}
          onScheduled={scheduled}
          onClose={() => setScheduling(false)}
        />
      )}
    </div>
  )
}
