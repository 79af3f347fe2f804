import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connectLiveEvents, notificationsPollInterval, type LiveEvent, type LiveStatus } from './live-events.ts'
import { SseParser } from './sse-parser.ts'

describe('SseParser (HTML event stream interpretation)', () => {
  it('dispatches a block at its blank line: id, event, data', () => {
    const parser = new SseParser()
    expect(parser.push('id: 7\nevent: account.password_changed\ndata: {"a":1}\n')).toEqual([])
    expect(parser.push('\n')).toEqual([{ id: '7', event: 'account.password_changed', data: '{"a":1}' }])
  })

  it('joins data lines, drops comments, defaults the event to message, keeps a bare id', () => {
    const parser = new SseParser()
    expect(parser.push(': keep-alive\n\ndata: one\ndata: two\n\nid: 42\n\n')).toEqual([
      { id: null, event: 'message', data: 'one\ntwo' },
      { id: '42', event: 'message', data: '' },
    ])
  })

  it('reads LF, CRLF and CR line ends, also when a chunk splits them', () => {
    const parser = new SseParser()
    const chunks = ['\uFEFFdata: a\r', '\n\r', '\ndata: b\r\rda', 'ta:c\n', '\n']
    expect(chunks.flatMap((chunk) => parser.push(chunk))).toEqual([
      { id: null, event: 'message', data: 'a' },
      { id: null, event: 'message', data: 'b' },
      { id: null, event: 'message', data: 'c' },
    ])
  })

  it('ignores unknown fields and an id holding NUL', () => {
    const parser = new SseParser()
    expect(parser.push('retry: 10\nfoo\n\nid: a\u0000b\ndata: x\n\n')).toEqual([
      { id: null, event: 'message', data: 'x' },
    ])
  })
})

/** A server stream under the test's control; aborting the request errors it, as fetch does. */
function streamResponse(signal: AbortSignal, init: { status?: number; contentType?: string } = {}) {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
  signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')))
  const response = new Response(body, {
    status: init.status ?? 200,
    headers: { 'content-type': init.contentType ?? 'text/event-stream' },
  })
  return {
    response,
    send: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
    end: () => controller.close(),
  }
}

const wireEvent = (id: string, message: string) =>
  `id: ${id}\nevent: notification.created\ndata: ${JSON.stringify({
    id,
    type: 'notification.created',
    occurred_at: '2026-11-20T10:00:00Z',
    subject: null,
    notification: {
      id: `n-${id}`,
      type: 'app',
      created_at: '2026-11-20T10:00:00Z',
      read_at: null,
      metadata_field: { message, context: null },
    },
  })}\n\n`

describe('connectLiveEvents', () => {
  let requests: { url: string; headers: Record<string, string>; stream: ReturnType<typeof streamResponse> }[]
  let answers: ({ status?: number; contentType?: string } | Error)[]
  let events: LiveEvent[]
  let statuses: LiveStatus[]
  let token: string | null

  const fakeFetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const answer = answers.shift() ?? {}
    if (answer instanceof Error) throw answer
    const stream = streamResponse(init!.signal!, answer)
    requests.push({ url: String(url), headers: init!.headers as Record<string, string>, stream })
    return stream.response
  })

  const connect = () =>
    connectLiveEvents({
      url: '/api/v1/events',
      getAccessToken: () => token,
      onEvent: (event) => events.push(event),
      onStatus: (status) => statuses.push(status),
      fetch: fakeFetch as typeof fetch,
      stallMs: 45_000,
      random: () => 0.5,
    })

  beforeEach(() => {
    vi.useFakeTimers()
    requests = []
    answers = []
    events = []
    statuses = []
    token = 'token-1'
    fakeFetch.mockClear()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('opens the stream with the bearer token (never in the URL) and hands over each event, camelCased', async () => {
    const connection = connect()
    expect(connection.status).toBe('connecting')
    await vi.advanceTimersByTimeAsync(0)
    expect(requests).toHaveLength(1)
    expect(requests[0]!.url).toBe('/api/v1/events')
    expect(requests[0]!.headers).toEqual({ accept: 'text/event-stream', authorization: 'Bearer token-1' })
    expect(statuses).toEqual(['live'])

    requests[0]!.stream.send(': connected\n\nid: 40\n\n')
    requests[0]!.stream.send(wireEvent('41', 'Your password was changed.'))
    await vi.advanceTimersByTimeAsync(0)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      id: '41',
      type: 'notification.created',
      occurredAt: '2026-11-20T10:00:00Z',
      notification: { readAt: null, metadataField: { message: 'Your password was changed.' } },
    })
    expect(connection.lastEventId).toBe('41')
    connection.close()
  })

  it('reconnects after the stream ends and resumes with Last-Event-ID; polling only while it is down', async () => {
    const connection = connect()
    await vi.advanceTimersByTimeAsync(0)
    requests[0]!.stream.send(wireEvent('7', 'One.'))
    requests[0]!.stream.end()
    await vi.advanceTimersByTimeAsync(0)
    expect(connection.status).toBe('down')
    expect(notificationsPollInterval(connection.status)).toBe(10_000)

    // The first retry comes after retryMinMs (1 s, jitter factor 1 here).
    await vi.advanceTimersByTimeAsync(999)
    expect(requests).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(requests).toHaveLength(2)
    expect(requests[1]!.headers['last-event-id']).toBe('7')
    expect(connection.status).toBe('live')
    expect(notificationsPollInterval(connection.status)).toBe(false)
    expect(statuses).toEqual(['live', 'down', 'live'])
    connection.close()
  })

  it('backs off with doubling delays while the server refuses, up to the maximum', async () => {
    answers = [{ status: 401, contentType: 'application/json' }, { status: 503 }, new TypeError('offline'), {}]
    const connection = connect()
    await vi.advanceTimersByTimeAsync(0)
    expect(statuses).toEqual(['down'])
    for (const [wait, calls] of [
      [1_000, 2],
      [2_000, 3],
      [4_000, 4],
    ] as const) {
      await vi.advanceTimersByTimeAsync(wait - 1)
      expect(fakeFetch).toHaveBeenCalledTimes(calls - 1)
      await vi.advanceTimersByTimeAsync(1)
      expect(fakeFetch).toHaveBeenCalledTimes(calls)
    }
    expect(fakeFetch).toHaveBeenCalledTimes(4)
    expect(connection.status).toBe('live')
    // A refused answer is not a stream: a 200 of another type is not taken for one either.
    expect(statuses).toEqual(['down', 'live'])
    connection.close()
  })

  it('drops a stream that stays silent past stallMs and opens another', async () => {
    const connection = connect()
    await vi.advanceTimersByTimeAsync(0)
    requests[0]!.stream.send(': connected\n\n')
    await vi.advanceTimersByTimeAsync(30_000)
    requests[0]!.stream.send(': keep-alive\n\n')
    await vi.advanceTimersByTimeAsync(44_999)
    expect(connection.status).toBe('live')
    await vi.advanceTimersByTimeAsync(1)
    expect(connection.status).toBe('down')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(requests).toHaveLength(2)
    connection.close()
  })

  it('waits for a token instead of calling without one', async () => {
    token = null
    const connection = connect()
    await vi.advanceTimersByTimeAsync(0)
    expect(fakeFetch).not.toHaveBeenCalled()
    expect(connection.status).toBe('down')
    token = 'token-2'
    await vi.advanceTimersByTimeAsync(1_000)
    expect(requests[0]!.headers.authorization).toBe('Bearer token-2')
    connection.close()
  })

  it('stops for good when closed: the stream is aborted and nothing retries', async () => {
    const connection = connect()
    await vi.advanceTimersByTimeAsync(0)
    connection.close()
    await vi.advanceTimersByTimeAsync(120_000)
    expect(fakeFetch).toHaveBeenCalledTimes(1)
    expect(statuses).toEqual(['live'])
  })
})
