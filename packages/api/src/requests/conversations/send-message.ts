import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type SendMessageBody = BodyOf<'/conversation/{id}/message', 'post'>

/** POST /conversation/{id}/message */
export async function sendMessage(client: ApiClient, id: string, body: SendMessageBody) {
  return dataOf(await client.POST('/conversation/{id}/message', { params: { path: { id } }, body }))
}

export function sendMessageMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('conversation'), 'sendMessage'],
    mutationFn: ({ id, body }: { id: string; body: SendMessageBody }) => sendMessage(client, id, body),
  })
}
