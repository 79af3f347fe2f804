import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListSkillsParams = QueryOf<'/skill', 'get'>

/** GET /skill */
export async function listSkills(client: ApiClient, params: ListSkillsParams = {}, signal?: AbortSignal) {
  return dataOf(await client.GET('/skill', { params: { query: params }, signal }))
}

export function skillsQuery(client: ApiClient, params: ListSkillsParams = {}) {
  return queryOptions({
    queryKey: resourceKeys.list('skill', { op: 'listSkills', ...params }),
    queryFn: ({ signal }) => listSkills(client, params, signal),
  })
}
