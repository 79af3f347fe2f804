/** One block of a Server-Sent Events stream, as the EventSource processing model dispatches it. */
export interface SseFrame {
  id?: string
  event?: string
  data?: string
  /** When the frame arrived (performance.now()). */
  at: number
}

/**
 * A test client of `GET /api/v1/events` with plain fetch: keeps every frame and counts the comment lines
 * (heartbeats), so tests can wait for what they expect and then check nothing else came.
 */
export class SseStream {
  readonly frames: SseFrame[] = []
  comments = 0
  /** Comment lines that are the server's keep-alive. */
  heartbeats = 0
  /** Set when the server ended the stream. */
  ended = false
  readonly #abort: AbortController
  readonly #done: Promise<void>
  #waiters: (() => void)[] = []

  private constructor(
    readonly status: number,
    readonly headers: Headers,
    body: ReadableStream<Uint8Array> | null,
    abort: AbortController,
  ) {
    this.#abort = abort
    this.#done = body ? this.#read(body) : Promise.resolve()
  }

  static async open(
    base: string,
    token: string | null,
    options: { lastEventId?: string; headers?: Record<string, string> } = {},
  ): Promise<SseStream> {
    const abort = new AbortController()
    const headers: Record<string, string> = { accept: 'text/event-stream', ...options.headers }
    if (token) headers.authorization = `Bearer ${token}`
    if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId
    const response = await fetch(`${base}/api/v1/events`, { headers, signal: abort.signal })
    return new SseStream(response.status, response.headers, response.body, abort)
  }

  /** The frames that carry data (events), parsed. */
  get events(): { id: string; event: string; data: Record<string, unknown> & { type: string; id: string } }[] {
    return this.frames
      .filter((frame) => frame.data !== undefined)
      .map((frame) => ({ id: frame.id!, event: frame.event ?? 'message', data: JSON.parse(frame.data!) }))
  }

  /** The last id the stream gave (what a browser would send as Last-Event-ID). */
  get lastEventId(): string | undefined {
    return this.frames.findLast((frame) => frame.id !== undefined)?.id
  }

  /** Resolves once `check` holds (re-checked after every frame and comment), or fails after `timeoutMs`. */
  async until(check: (stream: this) => boolean, timeoutMs = 5_000, what = 'the expected frames'): Promise<void> {
    const deadline = Date.now() + timeoutMs
    while (!check(this)) {
      if (this.ended) throw new Error(`the stream ended before ${what}`)
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(this.frames)}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.#waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  /** Disconnects like a closed tab. */
  async close(): Promise<void> {
    this.#abort.abort()
    await this.#done
  }

  /** Resolves when the server has ended the stream. */
  async finished(): Promise<void> {
    await this.#done
  }

  #wake() {
    const waiters = this.#waiters
    this.#waiters = []
    for (const wake of waiters) wake()
  }

  async #read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder()
    let buffer = ''
    let frame: Partial<SseFrame> = {}
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true })
        let newline: number
        while ((newline = buffer.search(/\r\n|\r|\n/)) !== -1) {
          const line = buffer.slice(0, newline)
          buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1))
          if (line === '') {
            if (Object.keys(frame).length > 0) this.frames.push({ ...frame, at: performance.now() })
            frame = {}
          } else if (line.startsWith(':')) {
            this.comments += 1
            if (line.slice(1).trim() === 'keep-alive') this.heartbeats += 1
          } else {
            const colon = line.indexOf(':')
            const field = colon === -1 ? line : line.slice(0, colon)
            const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '')
            if (field === 'data') frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`
            else if (field === 'id' || field === 'event') frame[field] = value
          }
          this.#wake()
        }
      }
      this.ended = true
    } catch {
      // Aborted by close(), or the connection broke.
      this.ended = true
    }
    this.#wake()
  }
}

/** Status and headers of a stream, then disconnect (the authorization matrix cannot wait for an endless body). */
export async function streamStatus(
  base: string,
  path: string,
  token: string | undefined,
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const abort = new AbortController()
  const response = await fetch(`${base}/api/v1${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: abort.signal,
  })
  const isStream = response.headers.get('content-type')?.startsWith('text/event-stream') ?? false
  const body: unknown = isStream ? '(event stream)' : await response.json().catch(() => undefined)
  abort.abort()
  return { status: response.status, body, headers: response.headers }
}
