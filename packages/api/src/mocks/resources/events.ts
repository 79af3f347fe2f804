import { HttpResponse } from 'msw'
import { type Definitions } from '../support.ts'

/** The real stream's keep-alive interval (EVENTS_HEARTBEAT_MS by default). */
const HEARTBEAT_MS = 15_000

/**
 * The live event stream (`GET /events`), as the server opens it: a comment at once, then keep-alive comments until
 * the client hangs up. The fixture marketplace publishes nothing, so no event comes; screens fetch as they always do.
 */
export const eventHandlers = {
  streamEvents: (http) =>
    http.get('/events', ({ request, response }) => {
      const encoder = new TextEncoder()
      let heartbeat: ReturnType<typeof setInterval> | undefined
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(': connected\n\n'))
          heartbeat = setInterval(() => controller.enqueue(encoder.encode(': keep-alive\n\n')), HEARTBEAT_MS)
          request.signal.addEventListener('abort', () => {
            clearInterval(heartbeat)
            try {
              controller.close()
            } catch {
              // Already cancelled by the reader.
            }
          })
        },
        cancel() {
          clearInterval(heartbeat)
        },
      })
      return response.untyped(
        new HttpResponse(body, {
          headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
        }),
      )
    }),
} satisfies Definitions
