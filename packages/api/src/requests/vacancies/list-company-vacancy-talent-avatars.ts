import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListCompanyVacancyTalentAvatarsParams = QueryOf<'/company/{id}/vacancy/talent_avatars', 'get'>

/** GET /company/{id}/vacancy/talent_avatars */
export async function listCompanyVacancyTalentAvatars(
  client: ApiClient,
  id: string,
  params: ListCompanyVacancyTalentAvatarsParams = {},
  signal?: AbortSignal,
) {
  return dataOf(
    await client.GET('/company/{id}/vacancy/talent_avatars', { params: { path: { id }, query: params }, signal }),
  )
}

export function companyVacancyTalentAvatarsQuery(
  client: ApiClient,
  id: string,
  params: ListCompanyVacancyTalentAvatarsParams = {},
) {
  return queryOptions({
    queryKey: resourceKeys.list('vacancy', { op: 'listCompanyVacancyTalentAvatars', id, params }),
    queryFn: ({ signal }) => listCompanyVacancyTalentAvatars(client, id, params, signal),
  })
}
