import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import type { Schema } from '../../types.ts'
import { dataOf } from '../data.ts'

export type ConfirmEmailChangeRequest = Schema<'ConfirmEmailChangeRequest'>
export type EmailChanged = Schema<'EmailChanged'>

/**
 * Moves the account to the new address with the token of the confirmation mail (anonymous: the link may be opened
 * signed out). Rejects with 400 on `token` for a bad, used or expired link, 409 when the address was taken
 * meanwhile, 429 after too many attempts.
 */
export async function confirmEmailChange(client: ApiClient, body: ConfirmEmailChangeRequest): Promise<EmailChanged> {
  return dataOf(await client.POST('/email_change/confirm', { body }))
}

export function confirmEmailChangeMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['api', 'email_change', 'confirm'],
    mutationFn: (body: ConfirmEmailChangeRequest) => confirmEmailChange(client, body),
  })
}
