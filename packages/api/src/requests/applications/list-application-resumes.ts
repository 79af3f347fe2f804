import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListApplicationResumesParams = QueryOf<'/application_resume', 'get'>

/** GET /application_resume */
export async function listApplicationResumes(
  client: ApiClient,
  params: ListApplicationResumesParams = {},
  signal?: AbortSignal,
) {
  return dataOf(await client.GET('/application_resume', { params: { query: params }, signal }))
}

export function applicationResumesQuery(client: ApiClient, params: ListApplicationResumesParams = {}) {
  return queryOptions({
    queryKey: resourceKeys.list('application', { op: 'listApplicationResumes', ...params }),
    queryFn: ({ signal }) => listApplicationResumes(client, params, signal),
  })
}
