import type { NotificationContext, NotificationSettings, UserType } from '../db/schema.ts'
import type { LiveEventSubject, LiveEventType } from '../events/live-events.ts'

/** What a notification mail is about: each kind has one setting that asks for it and one fixed text (ADR 0080). */
export type NotificationMailKind = 'message' | 'application' | 'hire' | 'feedback'

export type MailSetting = keyof NotificationSettings

export const MAIL_SETTING: Record<NotificationMailKind, MailSetting> = {
  message: 'email_on_message',
  application: 'email_on_application',
  hire: 'email_on_application',
  // Feedback is due after an interview: it follows the meeting, so the meetings setting asks for it.
  feedback: 'email_on_meeting',
}

/**
 * The mail kind of an event's notification unless its publisher names another; null: the bell only. Meetings mail
 * every participant their invitation, update or cancellation with the .ics whatever the settings (ADR 0078), and a
 * second mail about the same change would only repeat it. Account events mail the account's own address themselves.
 */
export const MAIL_KIND_OF_EVENT: Record<LiveEventType, NotificationMailKind | null> = {
  'application.created': 'application',
  'application.moved': 'application',
  'hire.confirmed': 'hire',
  'message.sent': 'message',
  'meeting.created': null,
  'meeting.changed': null,
  'meeting.cancelled': null,
  'notification.created': null,
  'account.password_changed': null,
  'account.email_changed': null,
  'account.avatar_changed': null,
  'company.logo_changed': null,
}

/** The `notification_mail` job: the notification to mail and what its link opens. */
export interface NotificationMailJob {
  notificationId: string
  kind: NotificationMailKind
  subject: LiveEventSubject | null
}

/** The portal page a notification mail opens for this user (routes of apps/portal/src/app/route-table.ts). */
export function notificationPath(
  kind: NotificationMailKind,
  userType: UserType,
  subject: LiveEventSubject | null,
  context: NotificationContext | null,
): string {
  const vacancyId = context?.type === 'vacancy' ? context.id : null
  const applicationId = subject?.type === 'application' ? subject.id : null
  if (kind === 'message') return subject?.type === 'conversation' ? `/messages/${subject.id}` : '/messages'
  if (userType === 'talent') return applicationId ? `/application/${applicationId}/vacancy` : '/application'
  if (userType === 'employer') {
    if (kind === 'feedback' && vacancyId && applicationId) {
      return `/job-openings/hiring-pipeline/vacancy/${vacancyId}/application/${applicationId}/resume`
    }
    return vacancyId ? `/job-openings/hiring-pipeline/${vacancyId}` : '/job-openings/hiring-pipeline'
  }
  return vacancyId ? `/vacancy/${vacancyId}` : '/'
}
