import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import type { Schema, UpdateEmailRequest } from '../../types.ts'
import { dataOf } from '../data.ts'
import { apiKeys } from '../query-keys.ts'

export type EmailChangeRequested = Schema<'EmailChangeRequested'>

/**
 * Asks to move the account to a new address (202): nothing changes until the link mailed to the new address is
 * used (`confirmEmailChange`). Rejects with 400 on `current_password` when the password is wrong, 409 when the
 * address is taken, 429 after too many requests.
 */
export async function updateMyEmail(client: ApiClient, body: UpdateEmailRequest): Promise<EmailChangeRequested> {
  return dataOf(await client.PUT('/me/email', { body }))
}

export function updateMyEmailMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...apiKeys.me(), 'email'],
    mutationFn: (body: UpdateEmailRequest) => updateMyEmail(client, body),
  })
}
