import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListConversationsParams = QueryOf<'/conversation', 'get'>

/** GET /conversation */
export async function listConversations(client: ApiClient, params: ListConversationsParams = {}, signal?: AbortSignal) {
  return dataOf(await client.GET('/conversation', { params: { query: params }, signal }))
}

export function conversationsQuery(client: ApiClient, params: ListConversationsParams = {}) {
  return queryOptions({
    queryKey: resourceKeys.list('conversation', { op: 'listConversations', ...params }),
    queryFn: ({ signal }) => listConversations(client, params, signal),
  })
}
