import {
  createMeetingMutation,
  deleteMeetingMutation,
  downloadMeetingCalendarQuery,
  updateMeetingMutation,
  type ApiClient,
  type Schema,
} from '@hireloop/api'
import type { MeetingRecord, SaveMeetingInput } from '@hireloop/flows'
import type { QueryClient } from '@tanstack/react-query'
import { saveBlob } from '../files/save-blob.ts'

type Meeting = Schema<'Meeting'>
type MeetingInput = Schema<'MeetingInput'>

/** What a meeting is about besides its type and start: the rest of the contract's MeetingInput. */
export type MeetingAbout = Omit<MeetingInput, 'type' | 'startsAt'>

/** The meeting machine's effects, and the `.ics` download. */
export interface MeetingEffects {
  /** POST /meeting: resolves the new meeting's id. */
  createMeeting: (input: SaveMeetingInput) => Promise<{ id: string }>
  /** PUT /meeting/{id}. */
  updateMeeting: (input: SaveMeetingInput) => Promise<unknown>
  /** DELETE /meeting/{id}. */
  cancelMeeting: (input: { id: string }) => Promise<unknown>
  /** GET /meeting/{id}/ics, saved as a file named after the meeting. */
  downloadCalendar: (meeting: Pick<Meeting, 'id' | 'title'>) => Promise<void>
}

/** The contract's body for a save of the meeting machine. */
export function meetingBody({ about, type, startsAt }: SaveMeetingInput): MeetingInput {
  return { ...(about as MeetingAbout), type, startsAt: startsAt ?? '' }
}

/** The machine's record of a meeting the list answered. */
export function meetingRecordOf(meeting: Meeting): MeetingRecord {
  return { id: meeting.id, status: meeting.status, type: meeting.type, startsAt: meeting.startsAt, slots: [] }
}

/**
 * What an existing meeting is about, as the next PUT sends it: the organiser (listed first) stays by the server's
 * rule, everyone else is named again so nobody is dropped.
 */
export function meetingAboutOf(meeting: Meeting): MeetingAbout {
  return {
    title: meeting.title,
    durationMinutes: meeting.durationMinutes,
    timeZone: meeting.timeZone,
    participantIds: meeting.participants.slice(1).map((p) => p.userId),
    link: meeting.link,
    notes: meeting.notes,
    applicationId: meeting.applicationId,
    vacancyId: meeting.vacancyId,
  }
}

/** A file name from the title: letters, digits and dashes only, so every system keeps it. */
export function calendarFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return `${slug || 'meeting'}.ics`
}

/**
 * The effects over the generated mutations, on the query client's mutation cache so the declared invalidations run
 * (the meetings, and the application an interview moves, are read again before a save resolves). Make them once per
 * screen: the machines read them at mount.
 */
export function meetingEffects(queryClient: QueryClient, api: ApiClient): MeetingEffects {
  const cache = queryClient.getMutationCache()
  return {
    createMeeting: (input) =>
      cache.build(queryClient, createMeetingMutation(api)).execute({ body: meetingBody(input) }),
    updateMeeting: (input) =>
      cache
        .build(queryClient, updateMeetingMutation(api))
        .execute({ path: { id: input.id ?? '' }, body: meetingBody(input) }),
    cancelMeeting: ({ id }) => cache.build(queryClient, deleteMeetingMutation(api)).execute({ path: { id } }),
    downloadCalendar: async (meeting) => {
      // Read fresh each time and never cached: the document changes with every revision (its SEQUENCE).
      const query = downloadMeetingCalendarQuery(api, { path: { id: meeting.id } })
      const blob = await queryClient.fetchQuery({ ...query, staleTime: 0, gcTime: 0 })
      saveBlob(blob as Blob, calendarFileName(meeting.title))
    },
  }
}
