import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListCountriesParams = QueryOf<'/country', 'get'>

/** GET /country */
export async function listCountries(client: ApiClient, params: ListCountriesParams = {}, signal?: AbortSignal) {
  return dataOf(await client.GET('/country', { params: { query: params }, signal }))
}

export function countriesQuery(client: ApiClient, params: ListCountriesParams = {}) {
  return queryOptions({
    queryKey: resourceKeys.list('country', { op: 'listCountries', ...params }),
    queryFn: ({ signal }) => listCountries(client, params, signal),
  })
}
