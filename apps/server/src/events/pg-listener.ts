import type { FastifyBaseLogger } from 'fastify'
import type pg from 'pg'

export interface PgListenerOptions {
  url: string
  channel: string
  /** A NOTIFY arrived (its payload). */
  onNotification: (payload: string) => void
  /** LISTEN is in place again after a drop: whatever was committed meanwhile must be read now. */
  onReconnected: () => void
  log: FastifyBaseLogger
}

export interface PgListener {
  /** Whether LISTEN is in place right now. */
  readonly listening: boolean
  /** The listening connection's backend pid (tests end it to check the reconnect). */
  readonly pid: number | null
  close(): Promise<void>
}

const FIRST_RETRY_MS = 250
const MAX_RETRY_MS = 10_000
export const LISTENER_APPLICATION_NAME = 'hireloop-events'

/**
 * LISTEN on a dedicated connection (not one of the pool's: a pooled connection is handed to queries and its
 * LISTEN would be lost or shared). When the connection drops it reconnects with doubling delays, and says so
 * (`onReconnected`), because notifications sent meanwhile are gone and the reader must look for itself.
 */
export async function startPgListener(options: PgListenerOptions): Promise<PgListener> {
  // Only PostgreSQL has a listener: a PGlite start does not load the driver (ADR 0003).
  const { default: pg } = await import('pg')
  let client: pg.Client | null = null
  let pid: number | null = null
  let closed = false
  let connecting = false
  let retry: NodeJS.Timeout | null = null
  let delay = FIRST_RETRY_MS
  let connectedBefore = false

  function schedule() {
    if (closed || retry || connecting) return
    retry = setTimeout(() => {
      retry = null
      void connect()
    }, delay)
    retry.unref()
    delay = Math.min(delay * 2, MAX_RETRY_MS)
  }

  function lost(candidate: pg.Client, error?: unknown) {
    if (client !== candidate) return
    client = null
    pid = null
    if (closed) return
    options.log.warn({ err: error }, 'live events: the LISTEN connection dropped; reconnecting')
    candidate.end().catch(() => {})
    schedule()
  }

  async function connect() {
    if (closed || connecting || client) return
    connecting = true
    const candidate = new pg.Client({ connectionString: options.url, application_name: LISTENER_APPLICATION_NAME })
    candidate.on('error', (error) => lost(candidate, error))
    candidate.on('end', () => lost(candidate))
    candidate.on('notification', (message) => {
      if (message.channel === options.channel) options.onNotification(message.payload ?? '')
    })
    try {
      await candidate.connect()
      await candidate.query(`LISTEN ${candidate.escapeIdentifier(options.channel)}`)
      const { rows } = await candidate.query<{ pid: number }>('select pg_backend_pid() as pid')
      connecting = false
      if (closed) {
        await candidate.end()
        return
      }
      client = candidate
      pid = rows[0]?.pid ?? null
      delay = FIRST_RETRY_MS
      if (connectedBefore) options.onReconnected()
      connectedBefore = true
    } catch (error) {
      connecting = false
      candidate.removeAllListeners('end')
      candidate.end().catch(() => {})
      if (closed) return
      options.log.warn({ err: error }, 'live events: LISTEN failed; retrying')
      schedule()
    }
  }

  await connect()
  return {
    get listening() {
      return client !== null
    },
    get pid() {
      return pid
    },
    async close() {
      closed = true
      if (retry) clearTimeout(retry)
      const current = client
      client = null
      await current?.end().catch(() => {})
    },
  }
}
