import type { Schema } from '@hireloop/api'
import { canTransition, type ApplicationActor } from '@hireloop/flows'
import { Button } from '@hireloop/design-system'
import { CalendarPlus } from 'lucide-react'
import { useState } from 'react'
import type { MeetingEffects } from './meeting-effects.ts'
import { newMeetingValues } from './meeting-form-values.ts'
import { ScheduleMeeting } from './schedule-meeting.tsx'

export interface ScheduleInterviewProps {
  /** A listed application or a whole one: the matching is not read. */
  application: Schema<'ApplicationListItem'>
  /** Who schedules: the company or a recruiter (talents schedule nothing). */
  side: Exclude<ApplicationActor, 'talent'>
  timeZone: string
  /** Read once, when the dialog opens. */
  effects: Pick<MeetingEffects, 'createMeeting' | 'updateMeeting' | 'cancelMeeting'>
  /** The interview is scheduled ("Meeting created"); the application has moved to interview_scheduled. */
  onScheduled: (message: string) => void
}

/**
 * Whether an interview can be scheduled now: the transition table takes the application to interview_scheduled,
 * or it is there already (a further round; ADR 0078).
 */
export function interviewSchedulable(application: Schema<'ApplicationListItem'>, side: ApplicationActor): boolean {
  if (side === 'talent' || application.hired) return false
  return (
    application.status === 'interview_scheduled' ||
    canTransition(application.status, 'interview_scheduled', side, { hired: application.hired })
  )
}

/**
 * "Schedule interview" for one application: the schedule dialog as an interview about it. Its talent and the
 * company's team are invited by the server, so nobody needs picking.
 */
export function ScheduleInterview({ application, side, timeZone, effects, onScheduled }: ScheduleInterviewProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden="true" />
        Schedule interview
      </Button>
      {open && (
        <ScheduleMeeting
          about={{ applicationId: application.id, vacancyId: application.vacancyId }}
          initial={newMeetingValues({ title: `Interview: ${application.vacancy.title}`, type: 'interview' })}
          joining={
            side === 'employer'
              ? `${application.talent.fullName}, you and your company’s team are invited.`
              : `${application.talent.fullName}, the company’s team and you are invited.`
          }
          candidates={[]}
          timeZone={timeZone}
          effects={effects}
          onScheduled={(message) => {
            setOpen(false)
            onScheduled(message)
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  )
}
