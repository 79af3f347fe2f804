import type { Schema } from '@hireloop/api'
import type { MeetingFormData, MeetingFormValues } from '@hireloop/flows'
import type { MeetingAbout } from './meeting-effects.ts'
import { dateAndTimeOf, instantOf } from './meeting-time.ts'
import type { MeetingSave } from './use-meeting.ts'

type Meeting = Schema<'Meeting'>

/** A new meeting's form: what the caller knows (an application's interview), the rest empty. */
export function newMeetingValues(over: Partial<MeetingFormValues> = {}): MeetingFormValues {
  return {
    title: '',
    type: '',
    date: '',
    time: '',
    durationMinutes: 45,
    participantIds: [],
    link: '',
    notes: '',
    ...over,
  }
}

/** An existing meeting's form, its start on the viewer's wall clock; the organiser is not among those picked. */
export function meetingValuesOf(meeting: Meeting, timeZone: string): MeetingFormValues {
  return {
    title: meeting.title,
    type: meeting.type,
    ...dateAndTimeOf(new Date(meeting.startsAt), timeZone),
    durationMinutes: meeting.durationMinutes,
    participantIds: meeting.participants.slice(1).map((p) => p.userId),
    link: meeting.link ?? '',
    notes: meeting.notes ?? '',
  }
}

/**
 * What the machine saves for a filled form: the start as an instant read in the viewer's zone, which is also the
 * zone the invitation is written in (ADR 0082); an empty link or note is none.
 */
export function meetingSaveOf(data: MeetingFormData, timeZone: string): MeetingSave {
  const details: Partial<MeetingAbout> = {
    title: data.title,
    durationMinutes: data.durationMinutes,
    timeZone,
    participantIds: data.participantIds,
    link: data.link || null,
    notes: data.notes || null,
  }
  return {
    // The schema refuses an empty type, so a parsed form always has one.
    type: data.type as Exclude<MeetingFormData['type'], ''>,
    startsAt: instantOf(data.date, data.time, timeZone).toISOString(),
    details,
  }
}
