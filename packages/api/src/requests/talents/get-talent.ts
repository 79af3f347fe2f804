import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

/** GET /talent/{id} */
export async function getTalent(client: ApiClient, id: string, signal?: AbortSignal) {
  return dataOf(await client.GET('/talent/{id}', { params: { path: { id } }, signal }))
}

export function talentQuery(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: resourceKeys.detail('talent', id),
    queryFn: ({ signal }) => getTalent(client, id, signal),
  })
}
