export interface ChatMessage {
  id: string
  authorId: string
  authorName: string
  body: string
  /** ISO date-time or Date. */
  sentAt: string | Date
  /** A message written here that the server does not hold yet: shown with its state instead of its time. */
  status?: 'pending' | 'failed'
}

export type ThreadEntry<M extends ChatMessage = ChatMessage> =
  | { type: 'date'; key: string; label: string }
  | { type: 'unread'; key: string }
  | { type: 'message'; key: string; message: M; own: boolean; firstOfGroup: boolean; time: string }

export interface ThreadOptions {
  currentUserId: string
  /** The first unread message: a "New messages" divider goes before it. */
  firstUnreadId?: string
  locale?: string
  timeZone?: string
  /** "Today"/"Yesterday" are relative to this. @default new Date() */
  now?: Date
}

const dayKey = (date: Date, timeZone?: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)

/**
 * Turns messages (oldest first) into what a thread shows: a date separator when the day changes, the unread divider,
 * and each message with its time and whether it starts a run of messages by one author.
 */
export function threadEntries<M extends ChatMessage>(messages: readonly M[], options: ThreadOptions): ThreadEntry<M>[] {
  const { currentUserId, firstUnreadId, locale = 'en-GB', timeZone, now = new Date() } = options
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone })
  const date = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  })
  const today = dayKey(now, timeZone)
  const yesterday = dayKey(new Date(now.getTime() - 86_400_000), timeZone)
  const entries: ThreadEntry<M>[] = []
  let lastDay = ''
  let lastAuthor = ''
  for (const message of messages) {
    const sent = new Date(message.sentAt)
    const day = dayKey(sent, timeZone)
    if (day !== lastDay) {
      const label = day === today ? 'Today' : day === yesterday ? 'Yesterday' : date.format(sent)
      entries.push({ type: 'date', key: `date-${day}`, label })
      lastDay = day
      lastAuthor = ''
    }
    if (message.id === firstUnreadId) {
      entries.push({ type: 'unread', key: 'unread' })
      lastAuthor = ''
    }
    entries.push({
      type: 'message',
      key: message.id,
      message,
      own: message.authorId === currentUserId,
      firstOfGroup: message.authorId !== lastAuthor,
      time: time.format(sent),
    })
    lastAuthor = message.authorId
  }
  return entries
}

/** Characters as the server counts them (code points: an emoji is one), for a composer's limit. */
export function characterCount(text: string): number {
  let count = 0
  for (const _ of text) count++
  return count
}

/** Within this many pixels of the bottom, the reader is at the end of a thread (sub-pixel scroll positions). */
const AT_END_SLACK = 24

/** Whether a scrolled box shows its last line: only then do new messages scroll it. */
export function isAtEnd(box: Pick<HTMLElement, 'scrollTop' | 'scrollHeight' | 'clientHeight'>): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= AT_END_SLACK
}

/** What a composer's counter says, once the text is within `warnWithin` characters of `max`; null before. */
export function counterText(length: number, max: number, warnWithin: number): string | null {
  if (length < max - warnWithin) return null
  if (length > max) {
    const over = length - max
    return `${over.toLocaleString('en')} ${over === 1 ? 'character' : 'characters'} too many`
  }
  const left = max - length
  return `${left.toLocaleString('en')} ${left === 1 ? 'character' : 'characters'} left`
}
