import { HttpResponse, delay, http, type HttpHandler } from 'msw'
import type { OperationId } from '../generated/scopes.ts'
import { MOCK_API_ROOT, errorBodies, mockUrl, operationById } from './handlers.ts'

/**
 * Handlers for story and test states. Each returns handlers to put BEFORE `handlers` (MSW takes the first
 * that answers): `[...errorFor('getMe', 403), ...handlers]`, or `server.use(...errorFor('getMe', 403))`.
 */

function each(id: OperationId, resolver: Parameters<typeof http.all>[1]): HttpHandler[] {
  const op = operationById(id)
  return op.scopes.map((scope) => http[op.method](mockUrl(scope, op.path), resolver))
}

/** The operation answers `status` with `body` (default: a typical ErrorBody for the status). */
export function errorFor(id: OperationId, status: number, body?: unknown): HttpHandler[] {
  const payload = body ?? errorBodies[status] ?? errorBodies[500]
  return each(id, () => HttpResponse.json(payload as never, { status }))
}

/** The operation never answers: the loading state. */
export function loadingForever(id: OperationId): HttpHandler[] {
  return each(id, async () => {
    await delay('infinite')
  })
}

/** The operation fails at the network level: the lost-connection (offline) state. */
export function networkErrorFor(id: OperationId): HttpHandler[] {
  return each(id, () => HttpResponse.error())
}

/** Every API call waits `ms` before the regular handlers answer. */
export function slow(ms: number): HttpHandler[] {
  return [
    http.all(`${MOCK_API_ROOT}/*`, async () => {
      await delay(ms)
      // No response: MSW goes on to the next matching handler.
    }),
  ]
}

/** The signed-in user has no notifications. */
export function emptyNotifications(): HttpHandler[] {
  return each('listMyNotifications', ({ request }) => {
    const size = Number(new URL(request.url).searchParams.get('size') ?? 10) || 10
    return HttpResponse.json({ results: [], next: null, previous: null, total: 0, size, current_page: 1 })
  })
}
