import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

/** GET /get_parse_job/{id}: Poll until `succeeded` or `failed`. */
export async function getParseJob(client: ApiClient, id: string, signal?: AbortSignal) {
  return dataOf(await client.GET('/get_parse_job/{id}', { params: { path: { id } }, signal }))
}

export function parseJobQuery(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: resourceKeys.detail('parse_job', id),
    queryFn: ({ signal }) => getParseJob(client, id, signal),
  })
}
