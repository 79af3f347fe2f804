import { decodeJwt } from 'jose'
import type { ApiContext } from '../../api/context.ts'
import { HttpError } from '../../api/errors.ts'
import { signedIn, type OperationHandlers } from '../../api/operation.ts'

/** The headers of an event stream: no caching, no proxy buffering (every event goes out as it happens). */
export const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
}

/** When the bearer token of the request expires (the guard has verified it, so `exp` is there and in the future). */
function tokenExpiry(authorization: string | undefined): number | null {
  const token = authorization?.replace(/^Bearer /i, '')
  if (!token) return null
  try {
    const { exp } = decodeJwt(token)
    return typeof exp === 'number' ? exp * 1000 : null
  } catch {
    return null
  }
}

/**
 * The contract's rule for `Last-Event-ID` (up to 15 digits), checked here: Fastify does not apply a header schema
 * whose names are not lowercase when the validator compiler is our own, so the route's header schema never matches.
 */
function lastEventIdOf(header: string | string[] | undefined): number | null {
  if (header === undefined || header === '') return null
  if (typeof header === 'string' && /^[0-9]{1,15}$/.test(header)) return Number(header)
  throw new HttpError(400, {
    detail: [{ loc: ['header', 'Last-Event-ID'], msg: 'Must be the id of an event (digits).', type: 'pattern' }],
  })
}

/** The signed-in user's live events over Server-Sent Events (ADR 0026). */
export function eventHandlers(ctx: ApiContext) {
  return {
    async streamEvents(call) {
      const { userId } = signedIn(call)
      const lastEventId = lastEventIdOf(call.request.headers['last-event-id'])
      const body = await ctx.events.streams.open({
        userId,
        lastEventId,
        heartbeatMs: ctx.config.events.heartbeatMs,
        endsAt: tokenExpiry(call.request.headers.authorization),
      })
      return { status: 200, headers: EVENT_STREAM_HEADERS, body }
    },
  } satisfies OperationHandlers
}
