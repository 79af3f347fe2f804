import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListVacancyConversationsParams = QueryOf<'/vacancy/{id}/conversation', 'get'>

/** GET /vacancy/{id}/conversation */
export async function listVacancyConversations(
  client: ApiClient,
  id: string,
  params: ListVacancyConversationsParams = {},
  signal?: AbortSignal,
) {
  return dataOf(await client.GET('/vacancy/{id}/conversation', { params: { path: { id }, query: params }, signal }))
}

export function vacancyConversationsQuery(client: ApiClient, id: string, params: ListVacancyConversationsParams = {}) {
  return queryOptions({
    queryKey: resourceKeys.list('conversation', { op: 'listVacancyConversations', id, params }),
    queryFn: ({ signal }) => listVacancyConversations(client, id, params, signal),
  })
}
