import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import type { Notification, Page } from '../../types.ts'
import { dataOf } from '../data.ts'
import { apiKeys, type NotificationsParams } from '../query-keys.ts'

/** Notifications are polled every 10 seconds and on load (spec 9). */
export const NOTIFICATIONS_POLL_MS = 10_000

export async function listNotifications(
  client: ApiClient,
  params: NotificationsParams = {},
  signal?: AbortSignal,
): Promise<Page<Notification>> {
  return dataOf(await client.GET('/me/notification', { params: { query: params }, signal }))
}

export function notificationsQuery(client: ApiClient, params: NotificationsParams = {}) {
  return queryOptions({
    queryKey: apiKeys.notifications(params),
    queryFn: ({ signal }) => listNotifications(client, params, signal),
    refetchInterval: NOTIFICATIONS_POLL_MS,
  })
}
