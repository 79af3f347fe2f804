import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type CreateApplicationConversationBody = BodyOf<'/application/{id}/conversation', 'post'>

/** POST /application/{id}/conversation */
export async function createApplicationConversation(
  client: ApiClient,
  id: string,
  body: CreateApplicationConversationBody = {},
) {
  return dataOf(await client.POST('/application/{id}/conversation', { params: { path: { id } }, body }))
}

export function createApplicationConversationMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('conversation'), 'createApplicationConversation'],
    mutationFn: ({ id, body }: { id: string; body?: CreateApplicationConversationBody }) =>
      createApplicationConversation(client, id, body),
  })
}
