import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListTalentsParams = QueryOf<'/talent', 'get'>

/** GET /talent */
export async function listTalents(client: ApiClient, params: ListTalentsParams = {}, signal?: AbortSignal) {
  return dataOf(await client.GET('/talent', { params: { query: params }, signal }))
}

export function talentsQuery(client: ApiClient, params: ListTalentsParams = {}) {
  return queryOptions({
    queryKey: resourceKeys.list('talent', { op: 'listTalents', ...params }),
    queryFn: ({ signal }) => listTalents(client, params, signal),
  })
}
