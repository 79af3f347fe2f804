import type { CurrentUser, Schema } from '@hireloop/api'
import type { ChatMessage } from '@hireloop/design-system'
import type { OutgoingMessage } from '@hireloop/flows'

export type Conversation = Schema<'Conversation'>
export type Message = Schema<'Message'>
type Participant = Schema<'Participant'>

/** The reader as the chat screens need them. */
export type Reader = Pick<CurrentUser, 'id' | 'userType' | 'firstName' | 'lastName'>

/** A chat bubble: the design system's message with the sender's side. */
export interface ThreadMessage extends ChatMessage {
  /** The outbox's id while the message is not sent (the retry names it). */
  clientId?: string
}

/**
 * Who the reader talks to: the people of the other sides. A talent talks to the company's employers and the
 * recruiters, an employer to the talent and the recruiters (not to colleagues), a recruiter to the talent and the
 * company (the other recruiters who joined are on their side).
 */
export function otherParty(conversation: Conversation, reader: Pick<Reader, 'id' | 'userType'>): Participant[] {
  return conversation.participants.filter((p) => p.userId !== reader.id && p.userType !== reader.userType)
}

/** The conversation's name in the list and the thread's header, e.g. "Erin Employer, Rita Recruiter". */
export function conversationName(conversation: Conversation, reader: Pick<Reader, 'id' | 'userType'>): string {
  const others = otherParty(conversation, reader)
  if (others.length > 0) return others.map((p) => p.fullName || 'No name').join(', ')
  return conversation.context?.type === 'support' ? 'Hireloop support' : 'Only you so far'
}

/** What the conversation is about, under its name: the vacancy's title, or support. */
export function conversationSubject(conversation: Conversation): string {
  if (conversation.vacancy) return conversation.vacancy.title
  return conversation.context?.type === 'support' || !conversation.context ? 'Support' : 'A closed application'
}

const formats = (timeZone?: string) => ({
  clock: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }),
  // docs/product.md §2: dates show as month/day.
  monthDay: new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', timeZone }),
  day: new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }),
})

/** When the last message came: its time today, its date (month/day) before; in `timeZone` (default the browser's). */
export function lastActivity(at: string, now: Date, timeZone?: string): string {
  const { clock, monthDay, day } = formats(timeZone)
  const date = new Date(at)
  return day.format(date) === day.format(now) ? clock.format(date) : monthDay.format(date)
}

/**
 * The thread as the chat shows it, oldest first: the listed messages (the contract lists them newest first), then
 * what the reader wrote here that the list does not hold yet.
 */
export function threadMessages(
  listed: readonly Message[],
  outgoing: readonly OutgoingMessage[],
  reader: Reader,
  now: Date,
): ThreadMessage[] {
  const messages: ThreadMessage[] = [...listed].reverse().map((m) => ({
    id: m.id,
    authorId: m.sender.userId,
    authorName: m.sender.fullName || 'No name',
    body: m.body,
    sentAt: m.sentAt,
  }))
  const name = [reader.firstName, reader.lastName].filter(Boolean).join(' ') || 'You'
  for (const m of outgoing) {
    messages.push({
      id: m.id ?? m.clientId,
      clientId: m.clientId,
      authorId: reader.id,
      authorName: name,
      body: m.text,
      // Not stored yet: it belongs to today's messages.
      sentAt: m.createdAt ?? now.toISOString(),
      status: m.status === 'sent' ? undefined : m.status,
    })
  }
  return messages
}

/**
 * The first message the reader had not read when they opened the thread (the "New messages" divider goes before
 * it): the `unread`-th newest message of someone else.
 */
export function firstUnreadId(listed: readonly Message[], unread: number, readerId: string): string | undefined {
  if (unread <= 0) return undefined
  const fromOthers = listed.filter((m) => m.sender.userId !== readerId)
  return fromOthers[Math.min(unread, fromOthers.length) - 1]?.id
}
