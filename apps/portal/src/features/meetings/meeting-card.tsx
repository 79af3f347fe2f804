import type { Schema } from '@hireloop/api'
import type { MeetingType } from '@hireloop/flows'
import { Badge, Button, Dialog, Link } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { CalendarArrowDown, TriangleAlert, Pencil, Video, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { mayChange, type MeetingViewer } from '../../lib/meetings/meeting-access.ts'
import { meetingAboutOf, meetingRecordOf, type MeetingEffects } from '../../lib/meetings/meeting-effects.ts'
import {
  MEETING_TYPE_LABELS,
  MeetingFormDialog,
  type MeetingCandidate,
} from '../../lib/meetings/meeting-form-dialog.tsx'
import { meetingSaveOf, meetingValuesOf } from '../../lib/meetings/meeting-form-values.ts'
import { formatDay, formatDuration, formatTimes } from '../../lib/meetings/meeting-time.ts'
import { useMeeting } from '../../lib/meetings/use-meeting.ts'

type Meeting = Schema<'Meeting'>

export interface MeetingCardProps {
  meeting: Meeting
  viewer: MeetingViewer
  /** The viewer's zone: every time is shown in it, named. */
  timeZone: string
  /** Read once, when the card mounts. */
  effects: MeetingEffects
  /** Whom the organiser may invite, for the edit dialog; undefined while they load. */
  candidates: readonly MeetingCandidate[] | null | undefined
  /** It has started: a record, no longer edited or canceled here. */
  past?: boolean
  /** A cancel starts: the screen keeps the card while the list is read again without it. */
  onCancelStart?: (meeting: Meeting) => void
  /** A save or cancel ended: its message ("Meeting updated", "Meeting canceled"), or null after a refusal. */
  onSettled?: (meeting: Meeting, message: string | null) => void
  /** The title's heading level in the page. @default 3 */
  headingLevel?: 2 | 3
}

/** Each type has its colour, always with its name beside it. */
export const MEETING_TYPE_PALETTES: Record<MeetingType, 'primary' | 'secondary' | 'success'> = {
  onboarding: 'success',
  intro: 'secondary',
  interview: 'primary',
}

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '5',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'xl',
  bg: 'bg',
  '&[data-overlaps]': { borderColor: 'warning.border' },
})
const head = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })
const title = css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg', flexBasis: 'full' })
const when = css({ color: 'fg', textStyle: 'sm' })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })
const list = css({ display: 'flex', flexWrap: 'wrap', gap: '1', listStyle: 'none', m: '0', p: '0' })
const notes = css({ textStyle: 'sm', color: 'fg', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })
const linkRow = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', textStyle: 'sm' })
const icon = css({ width: '4', height: '4', flexShrink: '0' })
const refusal = css({ color: 'danger.fg', textStyle: 'sm' })

/**
 * One meeting as its participants see it (issue 14): type, title, day and times in the viewer's zone with the zone
 * named, the organiser's zone when it differs, who takes part, the video link, the notes and the overlap flag; the
 * `.ics` for everyone, and edit and cancel through the meeting machine for those the policy lets change it.
 */
export function MeetingCard({
  meeting,
  viewer,
  timeZone,
  effects,
  candidates,
  past = false,
  onCancelStart,
  onSettled,
  headingLevel = 3,
}: MeetingCardProps) {
  const actor = useMeeting({ meeting: meetingRecordOf(meeting), about: meetingAboutOf(meeting), effects })
  const [dialog, setDialog] = useState<'edit' | 'cancel' | null>(null)
  const [downloading, setDownloading] = useState(false)
  const [downloadError, setDownloadError] = useState<string | null>(null)
  const changeable = !past && mayChange(viewer, meeting)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const titleId = `meeting-${meeting.id}-title`

  // A save that succeeds closes its dialog (each request starts with no message, so every success is a change).
  const [shownMessage, setShownMessage] = useState(actor.message)
  if (actor.message !== shownMessage) {
    setShownMessage(actor.message)
    if (actor.message) setDialog(null)
  }
  // The machine settles once per request: the screen hears of it.
  const settled = useRef<string | null>(null)
  useEffect(() => {
    if (actor.busy) {
      settled.current = null
      return
    }
    const outcome = actor.message ?? actor.error
    if (!outcome || settled.current === outcome) return
    settled.current = outcome
    onSettled?.(meeting, actor.message)
  }, [actor.busy, actor.message, actor.error, meeting, onSettled])

  const start = new Date(meeting.startsAt)
  const organiserZone = meeting.timeZone !== timeZone
  const download = async () => {
    setDownloading(true)
    setDownloadError(null)
    try {
      await effects.downloadCalendar(meeting)
    } catch {
      setDownloadError('The calendar file could not be downloaded. Try again in a moment.')
    } finally {
      setDownloading(false)
    }
  }

  return (
    <article className={card} aria-labelledby={titleId} data-overlaps={meeting.overlaps ? '' : undefined}>
      <div className={head}>
        <Badge colorPalette={MEETING_TYPE_PALETTES[meeting.type]}>{MEETING_TYPE_LABELS[meeting.type]}</Badge>
        {meeting.overlaps && (
          <Badge colorPalette="warning" variant="outline">
            <TriangleAlert aria-hidden="true" className={icon} />
            Overlaps another meeting
          </Badge>
        )}
        <Heading id={titleId} className={title}>
          {meeting.title}
        </Heading>
      </div>
      <div>
        <p className={when}>
          <time dateTime={meeting.startsAt}>
            {formatDay(start, timeZone)}, {formatTimes(meeting, timeZone)}
          </time>{' '}
          <span className={muted}>({formatDuration(meeting.durationMinutes)})</span>
        </p>
        {organiserZone && (
          <p className={muted}>
            Scheduled in {meeting.timeZone}: {formatTimes(meeting, meeting.timeZone)}
          </p>
        )}
      </div>
      <div>
        <p className={muted} id={`${titleId}-people`}>
          Participants
        </p>
        <ul className={list} aria-labelledby={`${titleId}-people`}>
          {meeting.participants.map((person, index) => (
            <li key={person.userId}>
              <Badge variant="outline" colorPalette="neutral">
                {person.fullName}
                {person.userId === viewer.id ? ' (you)' : ''}
                {index === 0 ? ', organiser' : ''}
              </Badge>
            </li>
          ))}
        </ul>
      </div>
      {meeting.link && (
        <p className={linkRow}>
          <Video aria-hidden="true" className={icon} />
          <Link href={meeting.link} target="_blank" rel="noopener noreferrer">
            Join the video call<span className={css({ srOnly: true })}> for {meeting.title} (opens in a new tab)</span>
          </Link>
        </p>
      )}
      {meeting.notes && <p className={notes}>{meeting.notes}</p>}
      <div className={actions} role="group" aria-label={`Actions for ${meeting.title}`}>
        <Button variant="outline" size="sm" loading={downloading} onClick={() => void download()}>
          <CalendarArrowDown aria-hidden="true" />
          Download .ics
        </Button>
        {changeable && (
          <>
            <Button variant="outline" size="sm" disabled={actor.busy} onClick={() => setDialog('edit')}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button
              variant="outline"
              colorPalette="danger"
              size="sm"
              loading={actor.state === 'canceling'}
              disabled={actor.busy}
              onClick={() => setDialog('cancel')}
            >
              <X aria-hidden="true" />
              Cancel meeting
            </Button>
          </>
        )}
      </div>
      <div role="alert">
        {downloadError && <p className={refusal}>{downloadError}</p>}
        {actor.error && dialog === null && <p className={refusal}>{actor.error}</p>}
      </div>
      {dialog === 'edit' && (
        <MeetingFormDialog
          mode="edit"
          initial={meetingValuesOf(meeting, timeZone)}
          joining={`${meeting.participants[0]?.fullName ?? 'The organiser'} organises it and stays invited.`}
          candidates={candidatesWithParticipants(candidates, meeting)}
          requireParticipants={!meeting.applicationId}
          timeZone={timeZone}
          busy={actor.busy}
          error={actor.error}
          onSubmit={(data) => actor.save(meetingSaveOf(data, timeZone))}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'cancel' && (
        <Dialog.Root open role="alertdialog" onOpenChange={({ open }) => !open && setDialog(null)}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Cancel this meeting?</Dialog.Title>
              <Dialog.Description>
                “{meeting.title}” is canceled for everyone invited; each gets a cancellation for their calendar.
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Keep meeting</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="danger"
                onClick={() => {
                  setDialog(null)
                  onCancelStart?.(meeting)
                  actor.cancel()
                }}
              >
                Cancel meeting
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Root>
      )}
    </article>
  )
}

/** The people to pick from, plus those already invited that the list does not hold (so nobody is dropped unseen). */
function candidatesWithParticipants(
  candidates: readonly MeetingCandidate[] | null | undefined,
  meeting: Meeting,
): readonly MeetingCandidate[] | null | undefined {
  if (!candidates) return candidates
  const known = new Set(candidates.map((c) => c.id))
  const invited = meeting.participants
    .slice(1)
    .filter((p) => !known.has(p.userId))
    .map((p) => ({ id: p.userId, name: p.fullName, role: ROLE_NAMES[p.userType] }))
  return [...invited, ...candidates]
}

export const ROLE_NAMES: Record<Schema<'Participant'>['userType'], string> = {
  talent: 'Talent',
  employer: 'Company',
  recruiter: 'Recruiter',
}
