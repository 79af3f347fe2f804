import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import type { NotificationSettings } from '../../types.ts'
import { dataOf } from '../data.ts'
import { apiKeys } from '../query-keys.ts'

/** Success message: "Notification settings updated". */
export async function updateNotificationSettings(
  client: ApiClient,
  body: NotificationSettings,
): Promise<NotificationSettings> {
  return dataOf(await client.PUT('/me/notification', { body }))
}

export function updateNotificationSettingsMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...apiKeys.me(), 'notification_settings'],
    mutationFn: (body: NotificationSettings) => updateNotificationSettings(client, body),
  })
}
