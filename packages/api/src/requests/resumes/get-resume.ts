import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

/** GET /resume/{id} */
export async function getResume(client: ApiClient, id: string, signal?: AbortSignal) {
  return dataOf(await client.GET('/resume/{id}', { params: { path: { id } }, signal }))
}

export function resumeQuery(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: resourceKeys.detail('resume', id),
    queryFn: ({ signal }) => getResume(client, id, signal),
  })
}
