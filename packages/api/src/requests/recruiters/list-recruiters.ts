import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListRecruitersParams = QueryOf<'/recruiter', 'get'>

/** GET /recruiter: Admins only. */
export async function listRecruiters(client: ApiClient, params: ListRecruitersParams = {}, signal?: AbortSignal) {
  return dataOf(await client.GET('/recruiter', { params: { query: params }, signal }))
}

export function recruitersQuery(client: ApiClient, params: ListRecruitersParams = {}) {
  return queryOptions({
    queryKey: resourceKeys.list('recruiter', { op: 'listRecruiters', ...params }),
    queryFn: ({ signal }) => listRecruiters(client, params, signal),
  })
}
