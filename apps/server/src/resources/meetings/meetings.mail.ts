import type { MailCalendar, Meeting, MeetingType } from '../../db/schema.ts'
import { message, type MailMessage } from '../../mail/messages.ts'

export type InvitationKind = 'invitation' | 'update' | 'cancellation'

const NAMES: Record<MeetingType, string> = {
  onboarding: 'onboarding meeting',
  intro: 'intro call',
  interview: 'interview',
}

/** The meeting's time as the organiser set it, with the zone named: the attached invitation shows it in the reader's. */
export function meetingTime(meeting: Pick<Meeting, 'starts_at' | 'ends_at' | 'time_zone'>): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: meeting.time_zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: meeting.time_zone, hour: '2-digit', minute: '2-digit' })
  return `${day.format(meeting.starts_at)}, ${time.format(meeting.starts_at)} to ${time.format(meeting.ends_at)} (${meeting.time_zone})`
}

/**
 * The mail that carries a meeting's invitation, update or cancellation. Like every mail it carries none of a user's
 * own words (security finding 8): the title, link and notes the organiser typed are in the attached .ics, which
 * calendars treat as the organiser's, and on the Meetings page.
 */
export function meetingMail(
  kind: InvitationKind,
  to: string,
  meeting: Meeting,
  calendar: MailCalendar,
  meetingsUrl: string,
): MailMessage {
  const name = NAMES[meeting.type]
  const when = meetingTime(meeting)
  const lines: Record<InvitationKind, { subject: string; lines: string[] }> = {
    invitation: {
      subject: `Invitation: ${name}, ${when}`,
      lines: [
        `You are invited to an ${name} on Hireloop on ${when}.`,
        'Open the attached invitation to add it to your calendar. The video link and the notes are in it, and on your Meetings page.',
      ],
    },
    update: {
      subject: `Updated: ${name}, ${when}`,
      lines: [
        `An ${name} you are invited to on Hireloop has changed: it is now on ${when}.`,
        'The attached invitation updates the meeting in your calendar.',
      ],
    },
    cancellation: {
      subject: `Canceled: ${name}, ${when}`,
      lines: [
        `The ${name} on ${when} was canceled, or you are no longer invited to it.`,
        'The attached cancellation removes it from your calendar.',
      ],
    },
  }
  const { subject, lines: paragraphs } = lines[kind]
  return { ...message(to, subject, paragraphs, { label: 'Open my meetings', url: meetingsUrl }), calendar }
}
