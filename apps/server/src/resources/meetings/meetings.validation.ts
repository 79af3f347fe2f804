import { HttpError } from '../../api/errors.ts'
import { canonicalTimeZone } from './meetings.calendar.ts'

const issue = (loc: (string | number)[], msg: string, type: string) =>
  new HttpError(400, { detail: [{ loc: ['body', ...loc], msg, type }] })

/** The organiser's zone in its canonical spelling; UTC when none is given (the contract's default). */
export function checkedTimeZone(name: string | undefined): string {
  const zone = canonicalTimeZone(name ?? 'UTC')
  if (!zone)
    throw issue(['time_zone'], 'This time zone is unknown: give an IANA name such as Europe/Berlin.', 'time_zone')
  return zone
}

/** A video link is opened by every participant from a mail and a calendar: https only. */
export function checkedLink(link: string | null | undefined): string | null {
  if (link === undefined || link === null || link.trim() === '') return null
  let url: URL
  try {
    url = new URL(link)
  } catch {
    throw issue(['link'], 'The video link is not a valid URL.', 'url')
  }
  if (url.protocol !== 'https:') throw issue(['link'], 'The video link must be an https:// URL.', 'https')
  return url.href
}

export const participantIssue = (index: number, msg: string) => issue(['participant_ids', index], msg, 'not_allowed')

export const TOO_FEW_PARTICIPANTS = 'Invite at least one other participant.'
export const tooFewParticipantsIssue = () => issue(['participant_ids'], TOO_FEW_PARTICIPANTS, 'too_few')

export const tooManyParticipantsIssue = (max: number) =>
  issue(['participant_ids'], `A meeting has at most ${max} participants, the organiser included.`, 'too_many')

/** An application meeting is about the application's vacancy: a different vacancy_id is a mistake, not a choice. */
export const vacancyIdIssue = () =>
  issue(
    ['vacancy_id'],
    "An application's meeting is about its vacancy: leave vacancy_id out or give the application's own.",
    'mismatch',
  )

/** A meeting stays with the application it was scheduled for. */
export const applicationIdIssue = () =>
  issue(
    ['application_id'],
    'A meeting stays with its application: leave application_id out or give its own.',
    'mismatch',
  )
