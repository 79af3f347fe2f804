/** The mails the server sends. Plain text first (it is what the dev mailbox shows), HTML as the rich part. */

import type { MailAttachment, MailCalendar } from '../db/schema.ts'
import type { NotificationMailKind } from '../notifications/notification-mail.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** A calendar invitation: sent as a text/calendar part with the same .ics attached. */
  calendar?: MailCalendar
  /** Files sent with the mail (an invoice's PDF). */
  attachments?: MailAttachment[]
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

function layout(title: string, paragraphs: string[], action: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7f8;font-family:system-ui,sans-serif;color:#1a2b30">
<main style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px;border-top:6px solid #F2C14E">
<h1 style="margin:0 0 16px;font-size:22px;color:#0F4C5C">${escapeHtml(title)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0F4C5C;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="margin:0;font-size:14px;color:#4a5a5f">If the button does not work, open this link: ${escapeHtml(action.url)}</p>
</main></body></html>`
}

/**
 * Mails carry none of a user's own text (names, company names): sign-up mails any address, so a name would let
 * anyone put their words, or a link, into a mail that reads as ours (security finding 8). Links are ours only.
 */
export function message(
  to: string,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
): MailMessage {
  const paragraphs = ['Hello,', ...lines]
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${action.label}: ${action.url}\n\nThe Hireloop team\n`,
    html: layout(subject, paragraphs, action),
  }
}

export function verificationMail(to: string, url: string): MailMessage {
  return message(
    to,
    'Confirm your email address',
    [
      'Welcome to Hireloop! Please confirm your email address to activate your account.',
      'The link is valid for 7 days. If you did not sign up, ignore this mail: no account is opened without it.',
    ],
    { label: 'Confirm my email', url },
  )
}

export function passwordResetMail(to: string, url: string): MailMessage {
  return message(
    to,
    'Reset your Hireloop password',
    [
      'Someone asked to reset the password of your Hireloop account. If it was you, choose a new password with the link below; it is valid for one hour.',
      'If you did not ask for this, you can ignore this mail: your password stays the same.',
    ],
    { label: 'Choose a new password', url },
  )
}

/**
 * To the owner of an address someone signed up with again (ADR 0101): the sign-up answered as for a new address, so
 * the one who can read this mail learns what happened, and the one who cannot learns nothing.
 */
export function accountExistsMail(to: string, url: string): MailMessage {
  return message(
    to,
    'You already have a Hireloop account',
    [
      'Someone, maybe you, tried to sign up to Hireloop with this email address. It has an account already, so no new one was opened.',
      'Sign in with your password. If you do not remember it, choose a new one with the link below.',
      'If it was not you, you can ignore this mail: nothing changed.',
    ],
    { label: 'Choose a new password', url },
  )
}

export function setPasswordMail(to: string, url: string): MailMessage {
  return message(
    to,
    'Your Hireloop account is ready',
    [
      'A Hireloop recruiter created an account and a draft resume for you. Choose a password to sign in; the link is valid for 7 days.',
    ],
    { label: 'Choose my password', url },
  )
}

/**
 * To a colleague an employer invited (ADR 0063). Like every mail it names no one: the inviter types the address, so
 * their words stay out of it; the person learns the company when they sign in.
 */
export function employerInvitationMail(to: string, url: string): MailMessage {
  return message(
    to,
    'You are invited to join your team on Hireloop',
    [
      'A colleague invited you to join their company on Hireloop, to hire together: vacancies, candidates and interviews in one place.',
      'Choose a password to activate your account; the link is valid for 7 days. If you did not expect this invitation, ignore this mail: the account stays closed without it.',
    ],
    { label: 'Accept the invitation', url },
  )
}

/**
 * To someone an admin invited (ADR 0085). Names neither the company nor the inviter, like every mail: the admin typed
 * the address; the sign-up page the link opens says what the invite is for.
 */
export function inviteMail(to: string, role: 'employer' | 'recruiter', url: string): MailMessage {
  return message(
    to,
    'You are invited to Hireloop',
    [
      role === 'recruiter'
        ? 'The Hireloop team invited you to join them as a recruiter: vacancies, talents and interviews in one back office.'
        : 'The Hireloop team invited you to join your company on Hireloop, to hire together: vacancies, candidates and interviews in one place.',
      'Choose your name and a password to create your account; the link is valid for 14 days. If you did not expect this invitation, ignore this mail: no account is opened without it.',
    ],
    { label: 'Accept the invitation', url },
  )
}

/** To the new address: the change happens only when this link comes back. */
export function confirmEmailChangeMail(to: string, url: string): MailMessage {
  return message(
    to,
    'Confirm your new email address',
    [
      'Someone asked to move a Hireloop account to this email address. If it was you, confirm it with the link below; it is valid for 24 hours.',
      'If you did not ask for this, ignore this mail: nothing changes without it.',
    ],
    { label: 'Confirm my new email', url },
  )
}

/** To the current address, when a change is asked for. */
export function emailChangeRequestedMail(to: string, resetUrl: string): MailMessage {
  return message(
    to,
    'A change of your Hireloop email address was requested',
    [
      'Someone signed in to your Hireloop account asked to move it to another email address. It moves only when the link sent to that address is used.',
      'If it was not you, choose a new password now: it signs out every other session.',
    ],
    { label: 'Choose a new password', url: resetUrl },
  )
}

/** To the previous address, once the change took effect. */
/**
 * To the old address after an email change. Whoever did not ask for it can no longer sign in with this address, so
 * the way out must not need an account: the support team's mailbox, not the signed-in `/support` page (ADR 0093).
 */
export function emailChangedMail(to: string, supportAddress: string): MailMessage {
  return message(
    to,
    'Your Hireloop email address was changed',
    [
      'Your Hireloop account now uses another email address, and this one no longer signs in.',
      `If you did not do this, write to Hireloop support at once: ${supportAddress}.`,
    ],
    { label: 'Write to support', url: `mailto:${supportAddress}` },
  )
}

/** To the account's address after a signed-in password change. */
export function passwordChangedMail(to: string, resetUrl: string): MailMessage {
  return message(
    to,
    'Your Hireloop password was changed',
    [
      'The password of your Hireloop account was just changed, and every other session was signed out.',
      'If it was not you, choose a new password now with the link below.',
    ],
    { label: 'Choose a new password', url: resetUrl },
  )
}

const NOTIFICATION_MAILS: Record<
  NotificationMailKind,
  { subject: string; lines: string[]; setting: string; label: string }
> = {
  message: {
    subject: 'You have a new message on Hireloop',
    lines: ['Someone wrote to you in a conversation on Hireloop. Open it to read the message and answer.'],
    setting: 'Email me when I get a message',
    label: 'Read the message',
  },
  application: {
    subject: 'News about an application on Hireloop',
    lines: ['One of your applications on Hireloop has moved on. Open it to see where it stands now.'],
    setting: 'Email me when an application changes',
    label: 'See the application',
  },
  hire: {
    subject: 'News about a hire on Hireloop',
    lines: [
      'A hire on Hireloop was confirmed. A hire is complete once both the talent and the company have confirmed it.',
    ],
    setting: 'Email me when an application changes',
    label: 'See the hire',
  },
  feedback: {
    subject: 'Leave feedback after an interview',
    lines: [
      'An interview on Hireloop has taken place and a decision is pending. Leave your feedback while the interview is fresh: it helps your team decide.',
    ],
    setting: 'Email me about meetings',
    label: 'Leave feedback',
  },
}

/**
 * A bell notification by mail, for a user whose settings ask for its kind (ADR 0080). The notification's own words
 * carry names and titles other users wrote, so the mail says only what kind of news waits and links to it.
 */
export function notificationMail(to: string, kind: NotificationMailKind, url: string): MailMessage {
  const { subject, lines, setting, label } = NOTIFICATION_MAILS[kind]
  return message(
    to,
    subject,
    [...lines, `You get this mail because "${setting}" is on in your notification settings.`],
    { label, url },
  )
}

/** The http(s) links of a plain-text body, in order, for the dev mailbox and tests. */
export function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])]
}

/** What a `/support` request tells the team (ADR 0093): who asks, about what, and their words to answer. */
export interface SupportRequestNote {
  reference: string
  topic: string
  message: string
  from: { email: string; name: string; role: string }
}

/**
 * To the support team's own mailbox, never to a user: so, unlike every other mail, it carries the user's words
 * (escaped in the HTML part like all text). The button answers by mail to the account's address.
 */
export function supportRequestMail(to: string, request: SupportRequestNote): MailMessage {
  const subject = `[${request.reference}] Support request: ${request.topic}`
  const answer = `mailto:${request.from.email}?subject=${encodeURIComponent(`Re: ${subject}`)}`
  return message(
    to,
    subject,
    [
      `${request.from.name} (${request.from.role}, ${request.from.email}) wrote about ${request.topic}:`,
      request.message,
      `Answer to ${request.from.email} and keep ${request.reference} in the subject.`,
    ],
    { label: 'Answer by mail', url: answer },
  )
}
