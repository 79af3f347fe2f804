import { z } from 'zod'
import { FORM_MESSAGES } from '../forms/form.messages.ts'
import { meetingTypes } from './meeting.machine.ts'

/** The contract's bounds of MeetingInput (openapi.yaml). */
export const MEETING_TITLE_MAX = 200
export const MEETING_NOTES_MAX = 5000
export const MEETING_DURATION_MIN = 5
export const MEETING_DURATION_MAX = 480
/** Everyone invited besides the organiser, at most (the contract's 20 participants, the organiser included). */
export const MEETING_INVITEES_MAX = 19

export const MEETING_MESSAGES = {
  chooseType: 'Choose the kind of meeting.',
  chooseDate: 'Choose a date.',
  chooseTime: 'Choose a start time.',
  duration: `Choose a duration between ${MEETING_DURATION_MIN} minutes and ${MEETING_DURATION_MAX / 60} hours.`,
  participants: 'Invite at least one person.',
  tooManyParticipants: `Invite at most ${MEETING_INVITEES_MAX} people.`,
  // ADR 0078: the server takes only https links, so the browser never opens a call over plain HTTP.
  httpsLink: 'Use a link that starts with https://.',
} as const

const isHttpsUrl = (value: string) => {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.includes('.')
  } catch {
    return false
  }
}

/**
 * The schedule-meeting form (issue 14): what the dialog holds, as strings, and the body parts it becomes. The date
 * (`YYYY-MM-DD`) and time (`HH:mm`) are the viewer's wall clock; the portal turns them into an instant in the viewer's
 * zone. `participantIds` are the people invited besides the organiser; a meeting about an application needs none (its
 * talent and the company's team join by themselves), so `requireParticipants` says whether one is needed.
 */
export function meetingFormSchema({ requireParticipants }: { requireParticipants: boolean }) {
  return z.object({
    title: z.string().trim().min(1, FORM_MESSAGES.required).max(MEETING_TITLE_MAX, FORM_MESSAGES.tooLong),
    type: z.union([z.enum(meetingTypes), z.literal('')]).refine((type) => type !== '', MEETING_MESSAGES.chooseType),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MEETING_MESSAGES.chooseDate),
    time: z.string().regex(/^\d{2}:\d{2}$/, MEETING_MESSAGES.chooseTime),
    durationMinutes: z
      .number(MEETING_MESSAGES.duration)
      .int(MEETING_MESSAGES.duration)
      .min(MEETING_DURATION_MIN, MEETING_MESSAGES.duration)
      .max(MEETING_DURATION_MAX, MEETING_MESSAGES.duration),
    participantIds: z
      .array(z.string())
      .max(MEETING_INVITEES_MAX, MEETING_MESSAGES.tooManyParticipants)
      .refine((ids) => !requireParticipants || ids.length > 0, MEETING_MESSAGES.participants),
    link: z
      .string()
      .trim()
      .max(2048, FORM_MESSAGES.tooLong)
      .refine((link) => link === '' || isHttpsUrl(link), MEETING_MESSAGES.httpsLink),
    notes: z.string().trim().max(MEETING_NOTES_MAX, FORM_MESSAGES.tooLong),
  })
}

export type MeetingFormValues = z.input<ReturnType<typeof meetingFormSchema>>
export type MeetingFormData = z.output<ReturnType<typeof meetingFormSchema>>
