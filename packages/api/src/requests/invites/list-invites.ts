import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListInvitesParams = QueryOf<'/invite', 'get'>

/** GET /invite: Admins only. */
export async function listInvites(client: ApiClient, params: ListInvitesParams = {}, signal?: AbortSignal) {
  return dataOf(await client.GET('/invite', { params: { query: params }, signal }))
}

export function invitesQuery(client: ApiClient, params: ListInvitesParams = {}) {
  return queryOptions({
    queryKey: resourceKeys.list('invite', { op: 'listInvites', ...params }),
    queryFn: ({ signal }) => listInvites(client, params, signal),
  })
}
