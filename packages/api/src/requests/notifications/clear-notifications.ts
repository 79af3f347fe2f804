import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import type { ClearNotificationsResult } from '../../types.ts'
import { dataOf } from '../data.ts'
import { apiKeys } from '../query-keys.ts'

/** Marks the given notifications (all without `ids`) as read. */
export async function clearNotifications(client: ApiClient, ids?: string[]): Promise<ClearNotificationsResult> {
  return dataOf(await client.POST('/me/notification', { body: ids ? { ids } : {} }))
}

export function clearNotificationsMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...apiKeys.me(), 'notifications', 'clear'],
    mutationFn: (ids?: string[]) => clearNotifications(client, ids),
  })
}
