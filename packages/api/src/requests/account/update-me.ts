import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import type { CurrentUser, UpdateMeRequest } from '../../types.ts'
import { dataOf } from '../data.ts'
import { apiKeys } from '../query-keys.ts'

/** Personal info (success message: "Personal info updated"). */
export async function updateMe(client: ApiClient, body: UpdateMeRequest): Promise<CurrentUser> {
  return dataOf(await client.PUT('/me', { body }))
}

export function updateMeMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...apiKeys.me(), 'update'],
    mutationFn: (body: UpdateMeRequest) => updateMe(client, body),
  })
}
