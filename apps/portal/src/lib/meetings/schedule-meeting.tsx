import { useEffect, useRef } from 'react'
import type { MeetingFormValues } from '@hireloop/flows'
import type { MeetingAbout, MeetingEffects } from './meeting-effects.ts'
import { MeetingFormDialog, type MeetingCandidate } from './meeting-form-dialog.tsx'
import { meetingSaveOf } from './meeting-form-values.ts'
import { useMeeting } from './use-meeting.ts'

export interface ScheduleMeetingProps {
  /** What the meeting is about: an application (`applicationId`, `vacancyId`), or nothing. */
  about: Partial<MeetingAbout>
  initial: MeetingFormValues
  joining: string
  candidates: readonly MeetingCandidate[] | null | undefined
  timeZone: string
  /** Read once, when the dialog opens. */
  effects: Pick<MeetingEffects, 'createMeeting' | 'updateMeeting' | 'cancelMeeting'>
  /** The meeting was created: "Meeting created". */
  onScheduled: (message: string) => void
  onClose: () => void
}

/**
 * A new meeting: the schedule dialog over its own meeting machine (render it while open, so each opening is a new
 * meeting). A refusal stays in the dialog; success closes it through `onScheduled`.
 */
export function ScheduleMeeting({ about, timeZone, effects, onScheduled, ...dialog }: ScheduleMeetingProps) {
  const meeting = useMeeting({ meeting: null, about, effects })
  const told = useRef(false)
  useEffect(() => {
    if (meeting.state === 'scheduled' && meeting.message && !told.current) {
      told.current = true
      onScheduled(meeting.message)
    }
  }, [meeting.state, meeting.message, onScheduled])
  return (
    <MeetingFormDialog
      {...dialog}
      mode="create"
      requireParticipants={!about.applicationId}
      timeZone={timeZone}
      busy={meeting.busy}
      error={meeting.error}
      onSubmit={(data) => meeting.save(meetingSaveOf(data, timeZone))}
    />
  )
}
