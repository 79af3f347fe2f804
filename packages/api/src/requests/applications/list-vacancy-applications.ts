import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListVacancyApplicationsParams = QueryOf<'/vacancy/{id}/application', 'get'>

/** GET /vacancy/{id}/application: The hiring pipeline of one vacancy. */
export async function listVacancyApplications(
  client: ApiClient,
  id: string,
  params: ListVacancyApplicationsParams = {},
  signal?: AbortSignal,
) {
  return dataOf(await client.GET('/vacancy/{id}/application', { params: { path: { id }, query: params }, signal }))
}

export function vacancyApplicationsQuery(client: ApiClient, id: string, params: ListVacancyApplicationsParams = {}) {
  return queryOptions({
    queryKey: resourceKeys.list('application', { op: 'listVacancyApplications', id, params }),
    queryFn: ({ signal }) => listVacancyApplications(client, id, params, signal),
  })
}
