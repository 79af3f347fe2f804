import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListMessagesParams = QueryOf<'/conversation/{id}/message', 'get'>

/** GET /conversation/{id}/message: Newest first. */
export async function listMessages(
  client: ApiClient,
  id: string,
  params: ListMessagesParams = {},
  signal?: AbortSignal,
) {
  return dataOf(await client.GET('/conversation/{id}/message', { params: { path: { id }, query: params }, signal }))
}

export function messagesQuery(client: ApiClient, id: string, params: ListMessagesParams = {}) {
  return queryOptions({
    queryKey: resourceKeys.list('conversation', { op: 'listMessages', id, params }),
    queryFn: ({ signal }) => listMessages(client, id, params, signal),
  })
}
