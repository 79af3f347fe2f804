import { camelizeKeys, NOTIFICATIONS_POLL_MS, type Schema } from '@hireloop/api'
import { SseParser } from './sse-parser.ts'

/** One live event of the signed-in user, camelCased like every API answer. */
export type LiveEvent = Schema<'LiveEvent'>

/**
 * - `connecting`: the first attempt is under way;
 * - `live`: the stream is open: events arrive as they happen;
 * - `down`: no stream (failed, ended, or waiting to retry): the portal polls as docs/product.md §7 asks.
 */
export type LiveStatus = 'connecting' | 'live' | 'down'

export interface LiveEventsOptions {
  /** `GET /events` of the API, e.g. `/api/v1/events`. */
  url: string
  /** The bearer token (never in the URL); no token: try again later. */
  getAccessToken: () => string | null | undefined | Promise<string | null | undefined>
  onEvent: (event: LiveEvent) => void
  onStatus?: (status: LiveStatus) => void
  fetch?: typeof fetch
  /** Nothing heard for this long (about three missed keep-alives): the connection is dead. @default 45_000 */
  stallMs?: number
  /** The first retry's delay; it doubles up to `retryMaxMs`. @default 1_000 */
  retryMinMs?: number
  /** @default 30_000 */
  retryMaxMs?: number
  /** 0..1, spreads the retries of many browsers after a server restart. @default Math.random */
  random?: () => number
}

export interface LiveEventsConnection {
  readonly status: LiveStatus
  /** The last id received: a reconnect sends it as Last-Event-ID and misses nothing. */
  readonly lastEventId: string | null
  /** Ends the stream and every retry (sign-out, unmount). */
  close(): void
}

/**
 * The signed-in user's live events (ADR 0026) over `fetch`, not EventSource: the stream needs the bearer header.
 * Reconnects with doubling, jittered delays and resumes with Last-Event-ID; a stream that stays silent past
 * `stallMs` (no keep-alive) is dropped and reopened.
 */
export function connectLiveEvents(options: LiveEventsOptions): LiveEventsConnection {
  const {
    url,
    getAccessToken,
    onEvent,
    onStatus,
    stallMs = 45_000,
    retryMinMs = 1_000,
    retryMaxMs = 30_000,
    random = Math.random,
  } = options
  const fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  let status: LiveStatus = 'connecting'
  let lastEventId: string | null = null
  let closed = false
  let failures = 0
  let abort: AbortController | null = null
  let retry: ReturnType<typeof setTimeout> | null = null
  let stall: ReturnType<typeof setTimeout> | null = null

  const setStatus = (next: LiveStatus) => {
    if (next === status) return
    status = next
    onStatus?.(next)
  }

  const clearStall = () => {
    if (stall !== null) clearTimeout(stall)
    stall = null
  }

  function scheduleRetry() {
    if (closed) return
    setStatus('down')
    const delay = Math.min(retryMaxMs, retryMinMs * 2 ** failures) * (0.75 + 0.5 * random())
    failures += 1
    retry = setTimeout(() => {
      retry = null
      void connect()
    }, delay)
  }

  async function connect() {
    if (closed) return
    const controller = new AbortController()
    abort = controller
    const armStall = () => {
      clearStall()
      stall = setTimeout(() => controller.abort(), stallMs)
    }
    try {
      const token = await getAccessToken()
      if (!token) throw new Error('not signed in')
      const headers: Record<string, string> = { accept: 'text/event-stream', authorization: `Bearer ${token}` }
      if (lastEventId !== null) headers['last-event-id'] = lastEventId
      armStall()
      const response = await fetcher(url, { headers, signal: controller.signal, cache: 'no-store' })
      const type = response.headers.get('content-type') ?? ''
      if (!response.ok || !type.startsWith('text/event-stream') || !response.body) {
        await response.body?.cancel()
        throw new Error(`the event stream answered ${response.status}`)
      }
      failures = 0
      setStatus('live')
      armStall()
      const parser = new SseParser()
      const decoder = new TextDecoder()
      const reader = response.body.getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        armStall()
        for (const message of parser.push(decoder.decode(value, { stream: true }))) {
          if (message.id !== null) lastEventId = message.id
          if (message.data === '') continue
          let event: LiveEvent
          try {
            event = camelizeKeys(JSON.parse(message.data)) as LiveEvent
          } catch {
            continue
          }
          onEvent(event)
        }
      }
    } catch {
      // Refused, offline, stalled or aborted: the same way out below.
    } finally {
      clearStall()
      if (abort === controller) abort = null
    }
    // The server ends a stream when the token expires or it shuts down: come back.
    scheduleRetry()
  }

  void connect()
  return {
    get status() {
      return status
    },
    get lastEventId() {
      return lastEventId
    },
    close() {
      closed = true
      if (retry !== null) clearTimeout(retry)
      clearStall()
      abort?.abort()
    },
  }
}

/**
 * How often the notifications are polled: not at all while the stream is live (every change arrives), every
 * 10 seconds (docs/product.md §7, §9) while it is down or not yet open.
 */
export function notificationsPollInterval(status: LiveStatus): number | false {
  return status === 'live' ? false : NOTIFICATIONS_POLL_MS
}
