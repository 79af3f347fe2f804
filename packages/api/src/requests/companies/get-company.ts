import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import type { Company } from '../../types.ts'
import { dataOf } from '../data.ts'
import { apiKeys } from '../query-keys.ts'

/** Under /admin for recruiters, /company/{companyId} for employer users. */
export async function getCompany(client: ApiClient, id: string, signal?: AbortSignal): Promise<Company> {
  return dataOf(await client.GET('/company/{id}', { params: { path: { id } }, signal }))
}

export function companyQuery(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: apiKeys.company(id),
    queryFn: ({ signal }) => getCompany(client, id, signal),
  })
}
