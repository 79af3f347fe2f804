import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListEmployersParams = QueryOf<'/employer', 'get'>

/** GET /employer */
export async function listEmployers(client: ApiClient, params: ListEmployersParams = {}, signal?: AbortSignal) {
  return dataOf(await client.GET('/employer', { params: { query: params }, signal }))
}

export function employersQuery(client: ApiClient, params: ListEmployersParams = {}) {
  return queryOptions({
    queryKey: resourceKeys.list('employer', { op: 'listEmployers', ...params }),
    queryFn: ({ signal }) => listEmployers(client, params, signal),
  })
}
