import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListMeetingsParams = QueryOf<'/meeting', 'get'>

/** GET /meeting */
export async function listMeetings(client: ApiClient, params: ListMeetingsParams = {}, signal?: AbortSignal) {
  return dataOf(await client.GET('/meeting', { params: { query: params }, signal }))
}

export function meetingsQuery(client: ApiClient, params: ListMeetingsParams = {}) {
  return queryOptions({
    queryKey: resourceKeys.list('meeting', { op: 'listMeetings', ...params }),
    queryFn: ({ signal }) => listMeetings(client, params, signal),
  })
}
