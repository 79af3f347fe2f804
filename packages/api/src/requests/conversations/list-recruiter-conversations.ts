import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListRecruiterConversationsParams = QueryOf<'/recruiter/{id}/conversation', 'get'>

/** GET /recruiter/{id}/conversation */
export async function listRecruiterConversations(
  client: ApiClient,
  id: string,
  params: ListRecruiterConversationsParams = {},
  signal?: AbortSignal,
) {
  return dataOf(await client.GET('/recruiter/{id}/conversation', { params: { path: { id }, query: params }, signal }))
}

export function recruiterConversationsQuery(
  client: ApiClient,
  id: string,
  params: ListRecruiterConversationsParams = {},
) {
  return queryOptions({
    queryKey: resourceKeys.list('conversation', { op: 'listRecruiterConversations', id, params }),
    queryFn: ({ signal }) => listRecruiterConversations(client, id, params, signal),
  })
}
