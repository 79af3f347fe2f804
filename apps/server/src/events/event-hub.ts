import type { FastifyBaseLogger } from 'fastify'
import { sql, type Transaction } from 'kysely'
import type { Db } from '../db/database.ts'
import type { Database } from '../db/schema.ts'
import { enqueueJob } from '../jobs/queue.ts'
import { MAIL_KIND_OF_EVENT, MAIL_SETTING } from '../notifications/notification-mail.ts'
import { notificationToWire } from '../resources/notifications/notifications.wire.ts'
import { eventFromRow, type LiveEvent, type PublishInput, type StoredEvent } from './live-events.ts'

/** The LISTEN/NOTIFY channel between server processes sharing one PostgreSQL. */
export const EVENTS_CHANNEL = 'hireloop_events'
/**
 * Publishers hold this transaction-level advisory lock from their first event to their commit, so event ids are
 * handed out in commit order: once id N is visible, every smaller id is committed or gone for good. "Every event
 * after N" (the hub's cursor, Last-Event-ID) is then exact. The key is "hire" in ASCII.
 */
export const EVENTS_LOCK = 0x68697265

/** Events older than this are not replayed, and purged. */
export const REPLAY_WINDOW_HOURS = 24
/** At most this many events are replayed after a Last-Event-ID (the newest ones). */
export const REPLAY_LIMIT = 500
const FETCH_BATCH = 500
/** Catches up even when no NOTIFY (listener down) or kick (a publisher outside ctx.write) said so. */
const SAFETY_POLL_MS = 5_000
const PURGE_MS = 60 * 60_000

export type EventListener = (event: StoredEvent) => void

/**
 * Live events of this process (ADR 0026). `publish` writes an event per recipient (and its notification) in the
 * caller's transaction; nothing is sent before the commit. After it, the hub reads every event past its cursor
 * once and hands each to the streams of its user in this process. Other processes learn of a commit through
 * PostgreSQL NOTIFY (sent by `publish`, delivered on commit) and read the same rows the same way; the NOTIFY echo
 * in the publishing process finds nothing new past the cursor, so nothing is delivered twice.
 */
export interface EventHub {
  /** Writes the event (and notifications) in `trx`; delivered after the commit. Call it last in the transaction. */
  publish(trx: Transaction<Database>, input: PublishInput): Promise<LiveEvent[]>
  /** After a transaction committed: delivers what it published (a no-op for one that published nothing). */
  committed(trx: Transaction<Database>): void
  /** Reads and delivers whatever is new (NOTIFY from another process; `upTo` skips the read when known). */
  poke(upTo?: number): void
  /** Resolves once everything committed so far has been delivered (tests). */
  settle(): Promise<void>
  /** Receives the user's events delivered from now on; returns the unsubscribe. */
  subscribe(userId: string, listener: EventListener): () => void
  readonly subscriberCount: number
  close(): Promise<void>
}

export interface EventHubOptions {
  /** PostgreSQL: NOTIFY other processes on commit. PGlite is one process (ADR 0010): the kick is enough. */
  notify: boolean
  log: FastifyBaseLogger
}

export async function createEventHub(db: Db, options: EventHubOptions): Promise<EventHub> {
  const listeners = new Map<string, Set<EventListener>>()
  const published = new WeakSet<Transaction<Database>>()
  let cursor = Number(
    (
      await db
        .selectFrom('events')
        .select(sql<number>`coalesce(max(id), 0)`.as('max'))
        .executeTakeFirstOrThrow()
    ).max,
  )
  let running: Promise<void> | null = null
  let again = false
  let closed = false
  let subscriberCount = 0

  function dispatch(stored: StoredEvent) {
    for (const listener of listeners.get(stored.userId) ?? []) {
      try {
        listener(stored)
      } catch (error) {
        options.log.error({ err: error }, 'a live event listener failed')
      }
    }
  }

  async function readNew(): Promise<void> {
    for (;;) {
      const rows = await db
        .selectFrom('events')
        .select(['id', 'user_id', 'type', 'payload', 'created_at'])
        .where('id', '>', cursor)
        .orderBy('id')
        .limit(FETCH_BATCH)
        .execute()
      for (const row of rows) {
        cursor = Math.max(cursor, Number(row.id))
        dispatch(eventFromRow(row))
      }
      if (rows.length < FETCH_BATCH) return
    }
  }

  function poke(upTo?: number): void {
    if (closed) return
    if (upTo !== undefined && upTo <= cursor) return
    if (running) {
      again = true
      return
    }
    running = readNew()
      .catch((error: unknown) => options.log.error({ err: error }, 'reading live events failed'))
      .finally(() => {
        running = null
        if (again) {
          again = false
          poke()
        }
      })
  }

  const safety = setInterval(() => {
    if (subscriberCount > 0) poke()
  }, SAFETY_POLL_MS)
  safety.unref()
  const purge = setInterval(() => {
    db.deleteFrom('events')
      .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${REPLAY_WINDOW_HOURS})`)
      .execute()
      .catch((error: unknown) => options.log.warn({ err: error }, 'purging old live events failed'))
  }, PURGE_MS)
  purge.unref()

  return {
    async publish(trx, input) {
      const recipients = [...new Set(typeof input.to === 'string' ? [input.to] : input.to)]
      const notifications = new Map<string, NonNullable<LiveEvent['notification']>>()
      if (input.notification && recipients.length > 0) {
        for (const userId of recipients) {
          const row = await trx
            .insertInto('notifications')
            .values({
              user_id: userId,
              type: input.notification.type ?? 'app',
              message: input.notification.message,
              context: input.notification.context ? JSON.stringify(input.notification.context) : null,
            })
            .returningAll()
            .executeTakeFirstOrThrow()
          notifications.set(userId, notificationToWire(row))
        }
        const mail = input.notification.mail === undefined ? MAIL_KIND_OF_EVENT[input.type] : input.notification.mail
        if (mail) {
          // Queued in this transaction, sent after the commit by a worker: the request never waits for a mail.
          const setting = MAIL_SETTING[mail]
          const users = await trx
            .selectFrom('users')
            .select(['id', 'notification_settings'])
            .where('id', 'in', recipients)
            .where('is_active', '=', true)
            .execute()
          for (const user of users) {
            if (!user.notification_settings[setting]) continue
            await enqueueJob(trx, 'notification_mail', {
              notificationId: notifications.get(user.id)!.id,
              kind: mail,
              subject: input.subject ?? null,
            })
          }
        }
      }
      if (recipients.length === 0) return []
      // Held until the commit: ids in commit order (see EVENTS_LOCK).
      await sql`select pg_advisory_xact_lock(${EVENTS_LOCK})`.execute(trx)
      const events: LiveEvent[] = []
      for (const userId of recipients) {
        const row = await trx
          .insertInto('events')
          .values({
            user_id: userId,
            type: input.type,
            payload: JSON.stringify({
              subject: input.subject ?? null,
              notification: notifications.get(userId) ?? null,
            }),
          })
          .returning(['id', 'user_id', 'type', 'payload', 'created_at'])
          .executeTakeFirstOrThrow()
        events.push(eventFromRow(row).event)
      }
      // Delivered by PostgreSQL on commit only, to every listening process; the payload is the newest id.
      if (options.notify) await sql`select pg_notify(${EVENTS_CHANNEL}, ${events.at(-1)!.id})`.execute(trx)
      published.add(trx)
      return events
    },
    committed(trx) {
      if (published.has(trx)) poke()
    },
    poke,
    async settle() {
      poke()
      while (running) await running
    },
    subscribe(userId, listener) {
      let set = listeners.get(userId)
      if (!set) listeners.set(userId, (set = new Set()))
      set.add(listener)
      subscriberCount += 1
      let subscribed = true
      return () => {
        if (!subscribed) return
        subscribed = false
        subscriberCount -= 1
        set.delete(listener)
        if (set.size === 0) listeners.delete(userId)
      }
    },
    get subscriberCount() {
      return subscriberCount
    },
    async close() {
      closed = true
      clearInterval(safety)
      clearInterval(purge)
      await running
    },
  }
}
