import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListStatesParams = QueryOf<'/state', 'get'>

/** GET /state */
export async function listStates(client: ApiClient, params: ListStatesParams, signal?: AbortSignal) {
  return dataOf(await client.GET('/state', { params: { query: params }, signal }))
}

export function statesQuery(client: ApiClient, params: ListStatesParams) {
  return queryOptions({
    queryKey: resourceKeys.list('state', { op: 'listStates', ...params }),
    queryFn: ({ signal }) => listStates(client, params, signal),
  })
}
