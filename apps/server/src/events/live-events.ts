import type { Schemas } from '../api/context.ts'
import type { NotificationContext } from '../db/schema.ts'
import type { NotificationMailKind } from '../notifications/notification-mail.ts'

/** What happened (the contract's `LiveEventType`). */
export type LiveEventType = Schemas['LiveEventType']
/** The `data` of one Server-Sent Event (the contract's `LiveEvent`). */
export type LiveEvent = Schemas['LiveEvent']
export type LiveEventSubject = Schemas['LiveEventSubject']

/** One domain event, for one or more users; `publish` writes it once per recipient. */
export interface PublishInput {
  type: LiveEventType
  /** The users who receive it (duplicates are dropped): one stream event and at most one notification each. */
  to: string | readonly string[]
  /** The object it is about, so clients refresh what shows it. */
  subject?: LiveEventSubject | null
  /**
   * Also a notification in the bell (`GET /me/notification`), with this text; and by mail to each recipient whose
   * settings ask for its mail kind (`mail`, by default the event type's: MAIL_KIND_OF_EVENT; null: the bell only).
   */
  notification?: {
    message: string
    type?: 'message' | 'app'
    context?: NotificationContext | null
    mail?: NotificationMailKind | null
  } | null
}

/** A stored event as the hub hands it to streams. */
export interface StoredEvent {
  id: number
  userId: string
  event: LiveEvent
}

/** The events table's row as it is read back. */
export interface EventRow {
  id: number
  user_id: string
  type: string
  payload: Record<string, unknown>
  created_at: Date
}

export function eventFromRow(row: EventRow): StoredEvent {
  const payload = row.payload as Pick<LiveEvent, 'subject' | 'notification'>
  return {
    id: Number(row.id),
    userId: row.user_id,
    event: {
      id: String(row.id),
      type: row.type as LiveEventType,
      occurred_at: row.created_at.toISOString(),
      subject: payload.subject ?? null,
      notification: payload.notification ?? null,
    },
  }
}

/** One SSE message: id, event name and the JSON data on one line (JSON.stringify never emits a newline). */
export function sseMessage(event: LiveEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`
}
