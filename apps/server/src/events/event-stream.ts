import { PassThrough } from 'node:stream'
import { sql } from 'kysely'
import type { Db } from '../db/database.ts'
import { REPLAY_LIMIT, REPLAY_WINDOW_HOURS, type EventHub } from './event-hub.ts'
import { eventFromRow, sseMessage, type StoredEvent } from './live-events.ts'

/** A client that lets this much pile up unread is dropped; it reconnects and resumes from its Last-Event-ID. */
const MAX_BUFFERED_BYTES = 1024 * 1024
/** setTimeout's limit (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1

export interface OpenStreamOptions {
  userId: string
  /** The Last-Event-ID the client sent, if any. */
  lastEventId: number | null
  heartbeatMs: number
  /** When the access token expires: the stream ends then, and the client reconnects with a renewed token. */
  endsAt: number | null
}

/**
 * Every open stream of this process, so a shutdown can end them: the HTTP server's close waits for open responses.
 */
export class EventStreams {
  readonly #open = new Set<PassThrough>()

  constructor(
    private readonly hub: EventHub,
    private readonly db: Db,
  ) {}

  get size(): number {
    return this.#open.size
  }

  /**
   * Opens one user's stream: subscribes first (live events wait in a buffer), then replays what followed the
   * client's Last-Event-ID and reads the position everything up to which is accounted for, then sends the buffered
   * and later events past that position. Ids only grow on a stream, so a resume is exact. The database is read
   * before the stream exists: a failure there is an ordinary error answer, not a broken stream.
   */
  async open({ userId, lastEventId, heartbeatMs, endsAt }: OpenStreamOptions): Promise<PassThrough> {
    let position: number | null = null
    let buffered: StoredEvent[] = []
    let stream: PassThrough | null = null

    const write = (text: string) => {
      if (!stream || stream.writableEnded || stream.destroyed) return
      if (stream.writableLength > MAX_BUFFERED_BYTES) {
        stream.end()
        return
      }
      stream.write(text)
    }
    const send = (stored: StoredEvent) => {
      if (position === null) {
        buffered.push(stored)
      } else if (stored.id > position) {
        position = stored.id
        write(sseMessage(stored.event))
      }
    }

    const unsubscribe = this.hub.subscribe(userId, send)
    let start: { replay: StoredEvent[]; horizon: number }
    try {
      start = await this.start(userId, lastEventId)
    } catch (error) {
      unsubscribe()
      throw error
    }

    const opened = new PassThrough()
    stream = opened
    this.#open.add(opened)
    const heartbeat = setInterval(() => write(': keep-alive\n\n'), heartbeatMs)
    const expiry =
      endsAt === null ? null : setTimeout(() => opened.end(), Math.min(Math.max(endsAt - Date.now(), 0), MAX_TIMER_MS))
    // 'close' comes after the end, after a client disconnect (Fastify destroys the stream) and after an error.
    opened.once('close', () => {
      unsubscribe()
      clearInterval(heartbeat)
      if (expiry) clearTimeout(expiry)
      this.#open.delete(opened)
    })
    opened.on('error', () => opened.destroy())

    // At once, so the client sees the answer (headers go out with the first bytes).
    write(': connected\n\n')
    const { replay, horizon } = start
    let last = lastEventId !== null && lastEventId <= horizon ? lastEventId : 0
    for (const stored of replay) {
      write(sseMessage(stored.event))
      last = stored.id
    }
    // A bare id: where a reconnect resumes (everything up to the horizon is accounted for on this stream).
    if (horizon > last) write(`id: ${horizon}\n\n`)
    position = Math.max(last, horizon)
    const waiting = buffered
    buffered = []
    for (const stored of waiting) send(stored)
    return opened
  }

  /** Ends every open stream (server shutdown): their responses finish, and the server can close. */
  endAll(): void {
    for (const stream of this.#open) stream.end()
  }

  private async start(userId: string, lastEventId: number | null): Promise<{ replay: StoredEvent[]; horizon: number }> {
    // The horizon first: every event of this user up to it is committed (ids come in commit order), so the replay
    // below sees all of them, and the live buffer holds everything after it.
    const { horizon } = await this.db
      .selectFrom('events')
      .select(sql<number>`coalesce(max(id), 0)`.as('horizon'))
      .executeTakeFirstOrThrow()
    if (lastEventId === null || lastEventId >= horizon) return { replay: [], horizon: Number(horizon) }
    const rows = await this.db
      .selectFrom('events')
      .select(['id', 'user_id', 'type', 'payload', 'created_at'])
      .where('user_id', '=', userId)
      .where('id', '>', lastEventId)
      .where('id', '<=', horizon)
      .where('created_at', '>', sql<Date>`now() - make_interval(hours => ${REPLAY_WINDOW_HOURS})`)
      .orderBy('id', 'desc')
      .limit(REPLAY_LIMIT)
      .execute()
    return { replay: rows.reverse().map(eventFromRow), horizon: Number(horizon) }
  }
}
