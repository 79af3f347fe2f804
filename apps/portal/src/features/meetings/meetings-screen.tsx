import type { Schema } from '@hireloop/api'
import { Badge, Button, EmptyState, Tabs, VisuallyHidden } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { CalendarDays, CalendarPlus, History } from 'lucide-react'
import { useCallback, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { maySchedule, type MeetingViewer } from '../../lib/meetings/meeting-access.ts'
import type { MeetingEffects } from '../../lib/meetings/meeting-effects.ts'
import type { MeetingCandidate } from '../../lib/meetings/meeting-form-dialog.tsx'
import { newMeetingValues } from '../../lib/meetings/meeting-form-values.ts'
import { ScheduleMeeting } from '../../lib/meetings/schedule-meeting.tsx'
import { MeetingCard } from './meeting-card.tsx'

type Meeting = Schema<'Meeting'>

export type MeetingsTab = 'upcoming' | 'past'

export interface MeetingsScreenProps {
  /** Scheduled meetings that have not started, soonest first. */
  upcoming: Meeting[]
  /** Scheduled meetings that have started, latest first. */
  past: Meeting[]
  viewer: MeetingViewer
  /** The viewer's zone: every time is shown in it, named. */
  timeZone: string
  /** Read once by each meeting's machine. */
  effects: MeetingEffects
  /** Whom the viewer may invite; undefined while they load (talents invite nobody). */
  candidates: readonly MeetingCandidate[] | null | undefined
  /** @default "upcoming" */
  tab?: MeetingsTab
  onTabChange?: (tab: MeetingsTab) => void
  /** A save or cancel succeeded, with its message (the route toasts it). */
  onMessage?: (message: string) => void
}

const page = css({
  px: { base: '4', md: '8' },
  py: '8',
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  maxWidth: '5xl',
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
const notice = css({ textStyle: 'sm', fontWeight: 'medium', color: 'success.fg', minH: '5' })
const trigger = css({ gap: '2' })
const panel = css({ pt: '4' })
const list = css({ display: 'flex', flexDirection: 'column', gap: '4', listStyle: 'none', m: '0', p: '0' })

const INTRO: Record<MeetingViewer['userType'], string> = {
  talent: 'Onboarding calls, intros and interviews you are invited to.',
  employer: 'Intros and interviews with talents and our recruiters. Schedule one, change it or cancel it here.',
  recruiter: 'Onboarding calls, intros and interviews across the marketplace.',
}

const meetingsText = (count: number) => (count === 1 ? '1 meeting' : `${count} meetings`)

/**
 * `/meetings` (issue 14): the viewer's meetings in two tabs, upcoming (soonest first) and past (latest first), each
 * with its times in the viewer's zone, the overlap flag and the `.ics`; edit and cancel where the policy allows, and
 * a new meeting through the schedule dialog for those who may schedule.
 */
export function MeetingsScreen({
  upcoming,
  past,
  viewer,
  timeZone,
  effects,
  candidates,
  tab: tabProp,
  onTabChange,
  onMessage,
}: MeetingsScreenProps) {
  const [ownTab, setOwnTab] = useState<MeetingsTab>('upcoming')
  const tab = tabProp ?? ownTab
  const [scheduling, setScheduling] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  // A canceled meeting leaves the list as soon as it is read again, before its machine has said so: it stays here
  // until then, so the cancel finishes where it started.
  const [held, setHeld] = useState<Record<string, Meeting>>({})

  const hold = useCallback((meeting: Meeting) => setHeld((all) => ({ ...all, [meeting.id]: meeting })), [])
  const settle = useCallback(
    (meeting: Meeting, message: string | null) => {
      setHeld(({ [meeting.id]: _, ...rest }) => rest)
      if (!message) return
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

  const listed = new Set(upcoming.map((m) => m.id))
  const tabs: Record<MeetingsTab, Meeting[]> = {
    upcoming: [...upcoming, ...Object.values(held).filter((m) => !listed.has(m.id))].sort((a, b) =>
      a.startsAt.localeCompare(b.startsAt),
    ),
    past,
  }

  const select = (value: MeetingsTab) => {
    setOwnTab(value)
    onTabChange?.(value)
  }

  return (
    <div className={page}>
      <header className={header}>
        <div>
          <h1 className={pageTitle}>Meetings</h1>
          <p className={pageIntro}>{INTRO[viewer.userType]}</p>
          <p className={pageIntro}>Times are shown in your time zone, {timeZone}.</p>
        </div>
        <div className={buttons}>
          <Button variant="outline" asChild>
            <RouterLink to="/calendar">
              <CalendarDays aria-hidden="true" />
              Open calendar
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
      {/* Present before it speaks, so screen readers announce the change. */}
      <p role="status" className={notice}>
        {announcement}
      </p>
      <Tabs.Root value={tab} onValueChange={({ value }) => select(value as MeetingsTab)}>
        <Tabs.List aria-label="Meetings by time">
          {(['upcoming', 'past'] as const).map((value) => (
            <Tabs.Trigger key={value} value={value} className={trigger}>
              {value === 'upcoming' ? 'Upcoming' : 'Past'}{' '}
              <Badge variant="count" colorPalette={value === tab ? 'primary' : 'neutral'} aria-hidden="true">
                {tabs[value].length}
              </Badge>
              <VisuallyHidden>({meetingsText(tabs[value].length)})</VisuallyHidden>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {(['upcoming', 'past'] as const).map((value) => (
          <Tabs.Content key={value} value={value} className={panel}>
            {tabs[value].length === 0 ? (
              value === 'upcoming' ? (
                <EmptyState
                  icon={<CalendarDays />}
                  title="No upcoming meetings"
                  description={
                    maySchedule(viewer)
                      ? 'Schedule an intro or an interview: everyone invited gets an invitation for their calendar.'
                      : 'When a company or our recruiters invite you to a meeting, it shows here.'
                  }
                />
              ) : (
                <EmptyState
                  icon={<History />}
                  title="No past meetings"
                  description="Meetings show here once they have started."
                />
              )
            ) : (
              <ul className={list}>
                {tabs[value].map((meeting) => (
                  <li key={meeting.id}>
                    <MeetingCard
                      meeting={meeting}
                      viewer={viewer}
                      timeZone={timeZone}
                      effects={effects}
                      candidates={candidates}
                      past={value === 'past'}
                      headingLevel={2}
                      onCancelStart={hold}
                      onSettled={settle}
                    />
                  </li>
                ))}
              </ul>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {scheduling && (
        <ScheduleMeeting
          about={{}}
          initial={newMeetingValues()}
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
