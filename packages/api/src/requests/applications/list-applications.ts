import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListApplicationsParams = QueryOf<'/application', 'get'>

/** GET /application */
export async function listApplications(client: ApiClient, params: ListApplicationsParams = {}, signal?: AbortSignal) {
  return dataOf(await client.GET('/application', { params: { query: params }, signal }))
}

export function applicationsQuery(client: ApiClient, params: ListApplicationsParams = {}) {
  return queryOptions({
    queryKey: resourceKeys.list('application', { op: 'listApplications', ...params }),
    queryFn: ({ signal }) => listApplications(client, params, signal),
  })
}
