import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListResumesParams = QueryOf<'/resume', 'get'>

/** GET /resume */
export async function listResumes(client: ApiClient, params: ListResumesParams = {}, signal?: AbortSignal) {
  return dataOf(await client.GET('/resume', { params: { query: params }, signal }))
}

export function resumesQuery(client: ApiClient, params: ListResumesParams = {}) {
  return queryOptions({
    queryKey: resourceKeys.list('resume', { op: 'listResumes', ...params }),
    queryFn: ({ signal }) => listResumes(client, params, signal),
  })
}
