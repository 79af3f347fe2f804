import type { ApiClient } from '../client/create-api-client.ts'
import { listMyNotificationsQuery } from '../generated/operations.ts'
import type { Input } from '../operations/operation-types.ts'

/** Notifications are polled every 10 seconds and on load (docs/product.md §9), the fallback when live events are down. */
export const NOTIFICATIONS_POLL_MS = 10_000

export type NotificationsParams = NonNullable<Input<'listMyNotifications'>['query']>

/** The signed-in user's notifications, polled. */
export function notificationsQuery(client: ApiClient, query: NotificationsParams = {}) {
  return { ...listMyNotificationsQuery(client, { query }), refetchInterval: NOTIFICATIONS_POLL_MS }
}
