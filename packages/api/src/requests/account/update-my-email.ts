import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import type { CurrentUser, UpdateEmailRequest } from '../../types.ts'
import { dataOf } from '../data.ts'
import { apiKeys } from '../query-keys.ts'

/** Rejects with status 409 when the address is taken. */
export async function updateMyEmail(client: ApiClient, body: UpdateEmailRequest): Promise<CurrentUser> {
  return dataOf(await client.PUT('/me/email', { body }))
}

export function updateMyEmailMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...apiKeys.me(), 'email'],
    mutationFn: (body: UpdateEmailRequest) => updateMyEmail(client, body),
  })
}
