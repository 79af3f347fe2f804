import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import type { CurrentUser } from '../../types.ts'
import { dataOf } from '../data.ts'
import { apiKeys } from '../query-keys.ts'

export async function getMe(client: ApiClient, signal?: AbortSignal): Promise<CurrentUser> {
  return dataOf(await client.GET('/me', { signal }))
}

/** The signed-in user (unprefixed for every role). */
export function meQuery(client: ApiClient) {
  return queryOptions({
    queryKey: apiKeys.me(),
    queryFn: ({ signal }) => getMe(client, signal),
  })
}
