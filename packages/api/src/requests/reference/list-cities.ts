import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListCitiesParams = QueryOf<'/city', 'get'>

/** GET /city */
export async function listCities(client: ApiClient, params: ListCitiesParams, signal?: AbortSignal) {
  return dataOf(await client.GET('/city', { params: { query: params }, signal }))
}

export function citiesQuery(client: ApiClient, params: ListCitiesParams) {
  return queryOptions({
    queryKey: resourceKeys.list('city', { op: 'listCities', ...params }),
    queryFn: ({ signal }) => listCities(client, params, signal),
  })
}
