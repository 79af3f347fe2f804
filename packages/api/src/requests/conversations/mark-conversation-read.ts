import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

/** PUT /conversation/{id}/read */
export async function markConversationRead(client: ApiClient, id: string) {
  return dataOf(await client.PUT('/conversation/{id}/read', { params: { path: { id } } }))
}

export function markConversationReadMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('conversation'), 'markConversationRead'],
    mutationFn: (id: string) => markConversationRead(client, id),
  })
}
