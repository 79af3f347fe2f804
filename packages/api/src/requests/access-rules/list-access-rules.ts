import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListAccessRulesParams = QueryOf<'/access_rule', 'get'>

/** GET /access_rule: Admins only. */
export async function listAccessRules(client: ApiClient, params: ListAccessRulesParams = {}, signal?: AbortSignal) {
  return dataOf(await client.GET('/access_rule', { params: { query: params }, signal }))
}

export function accessRulesQuery(client: ApiClient, params: ListAccessRulesParams = {}) {
  return queryOptions({
    queryKey: resourceKeys.list('access_rule', { op: 'listAccessRules', ...params }),
    queryFn: ({ signal }) => listAccessRules(client, params, signal),
  })
}
