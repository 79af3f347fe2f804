import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

/** GET /application/{id} */
export async function getApplication(client: ApiClient, id: string, signal?: AbortSignal) {
  return dataOf(await client.GET('/application/{id}', { params: { path: { id } }, signal }))
}

export function applicationQuery(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: resourceKeys.detail('application', id),
    queryFn: ({ signal }) => getApplication(client, id, signal),
  })
}
