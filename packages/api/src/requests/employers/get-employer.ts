import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

/** GET /employer/{id} */
export async function getEmployer(client: ApiClient, id: string, signal?: AbortSignal) {
  return dataOf(await client.GET('/employer/{id}', { params: { path: { id } }, signal }))
}

export function employerQuery(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: resourceKeys.detail('employer', id),
    queryFn: ({ signal }) => getEmployer(client, id, signal),
  })
}
