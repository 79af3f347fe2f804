import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListVacancyTalentAvatarsParams = QueryOf<'/vacancy/talent_avatars', 'get'>

/** GET /vacancy/talent_avatars */
export async function listVacancyTalentAvatars(
  client: ApiClient,
  params: ListVacancyTalentAvatarsParams = {},
  signal?: AbortSignal,
) {
  return dataOf(await client.GET('/vacancy/talent_avatars', { params: { query: params }, signal }))
}

export function vacancyTalentAvatarsQuery(client: ApiClient, params: ListVacancyTalentAvatarsParams = {}) {
  return queryOptions({
    queryKey: resourceKeys.list('vacancy', { op: 'listVacancyTalentAvatars', ...params }),
    queryFn: ({ signal }) => listVacancyTalentAvatars(client, params, signal),
  })
}
