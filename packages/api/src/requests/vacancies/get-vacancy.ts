import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

/** GET /vacancy/{id} */
export async function getVacancy(client: ApiClient, id: string, signal?: AbortSignal) {
  return dataOf(await client.GET('/vacancy/{id}', { params: { path: { id } }, signal }))
}

export function vacancyQuery(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: resourceKeys.detail('vacancy', id),
    queryFn: ({ signal }) => getVacancy(client, id, signal),
  })
}
