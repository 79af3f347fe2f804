import type { FastifyBaseLogger } from 'fastify'
import type { Transaction } from 'kysely'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import type { Database } from '../db/schema.ts'
import { createEventHub, EVENTS_CHANNEL, type EventHub } from './event-hub.ts'
import { EventStreams } from './event-stream.ts'
import type { LiveEvent, PublishInput } from './live-events.ts'
import { startPgListener, type PgListener } from './pg-listener.ts'

export type { EventHub } from './event-hub.ts'
export type { LiveEvent, LiveEventType, PublishInput } from './live-events.ts'

/** Live events of one server process (ADR 0026): the hub, its open streams and, on PostgreSQL, the listener. */
export interface LiveEvents {
  /**
   * Publishes a domain event once: one event per recipient on their streams (every process) and, with
   * `notification`, one notification each, written in `trx`. Nothing is delivered unless the transaction commits.
   * Call it as the last write of the transaction (it takes the events lock until the commit).
   */
  publish(trx: Transaction<Database>, input: PublishInput): Promise<LiveEvent[]>
  /** After `trx` committed (ctx.write calls it): delivers what it published in this process at once. */
  committed(trx: Transaction<Database>): void
  hub: EventHub
  streams: EventStreams
  /** PostgreSQL only: the LISTEN connection. */
  listener: PgListener | null
  /** Ends every open stream (before the HTTP server closes: it waits for open responses). */
  endStreams(): void
  close(): Promise<void>
}

export async function createLiveEvents(config: Config, db: Db, log: FastifyBaseLogger): Promise<LiveEvents> {
  const postgres = config.database.kind === 'postgres' ? config.database : null
  const hub = await createEventHub(db, { notify: postgres !== null, log })
  const listener = postgres
    ? await startPgListener({
        url: postgres.url,
        channel: EVENTS_CHANNEL,
        log,
        // The payload is the newest id of the committing transaction: the publishing process has read it already.
        onNotification: (payload) => hub.poke(/^\d+$/.test(payload) ? Number(payload) : undefined),
        onReconnected: () => hub.poke(),
      })
    : null
  const streams = new EventStreams(hub, db)
  return {
    publish: (trx, input) => hub.publish(trx, input),
    committed: (trx) => hub.committed(trx),
    hub,
    streams,
    listener,
    endStreams: () => streams.endAll(),
    async close() {
      streams.endAll()
      await listener?.close()
      await hub.close()
    },
  }
}
