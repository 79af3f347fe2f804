import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListVacanciesParams = QueryOf<'/vacancy', 'get'>

/** GET /vacancy: Filter `status` Active or Archived (spec 7). */
export async function listVacancies(client: ApiClient, params: ListVacanciesParams = {}, signal?: AbortSignal) {
  return dataOf(await client.GET('/vacancy', { params: { query: params }, signal }))
}

export function vacanciesQuery(client: ApiClient, params: ListVacanciesParams = {}) {
  return queryOptions({
    queryKey: resourceKeys.list('vacancy', { op: 'listVacancies', ...params }),
    queryFn: ({ signal }) => listVacancies(client, params, signal),
  })
}
