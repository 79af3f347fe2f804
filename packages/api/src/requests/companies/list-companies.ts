import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListCompaniesParams = QueryOf<'/company', 'get'>

/** GET /company: Recruiters: every company (filters as query parameters). */
export async function listCompanies(client: ApiClient, params: ListCompaniesParams = {}, signal?: AbortSignal) {
  return dataOf(await client.GET('/company', { params: { query: params }, signal }))
}

export function companiesQuery(client: ApiClient, params: ListCompaniesParams = {}) {
  return queryOptions({
    queryKey: resourceKeys.list('company', { op: 'listCompanies', ...params }),
    queryFn: ({ signal }) => listCompanies(client, params, signal),
  })
}
