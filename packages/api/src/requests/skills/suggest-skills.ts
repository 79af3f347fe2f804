import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type SuggestSkillsParams = QueryOf<'/skill/suggest', 'get'>

/** GET /skill/suggest: For an autocomplete. */
export async function suggestSkills(client: ApiClient, params: SuggestSkillsParams, signal?: AbortSignal) {
  return dataOf(await client.GET('/skill/suggest', { params: { query: params }, signal }))
}

export function suggestSkillsQuery(client: ApiClient, params: SuggestSkillsParams) {
  return queryOptions({
    queryKey: resourceKeys.list('skill', { op: 'suggestSkills', ...params }),
    queryFn: ({ signal }) => suggestSkills(client, params, signal),
  })
}
