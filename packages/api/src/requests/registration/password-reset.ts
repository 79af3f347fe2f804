import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import type { PasswordResetConfirmRequest, PasswordResetRequest } from '../../types.ts'

/** Always succeeds (no account enumeration); a mail follows when the account exists. */
export async function requestPasswordReset(client: ApiClient, body: PasswordResetRequest): Promise<void> {
  await client.POST('/password_reset', { body })
}

/** Sets the new password with the token of the reset mail; rejects with 400 for a bad token. */
export async function confirmPasswordReset(client: ApiClient, body: PasswordResetConfirmRequest): Promise<void> {
  await client.POST('/password_reset/confirm', { body })
}

export function requestPasswordResetMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['api', 'password_reset', 'request'],
    mutationFn: (body: PasswordResetRequest) => requestPasswordReset(client, body),
  })
}

export function confirmPasswordResetMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['api', 'password_reset', 'confirm'],
    mutationFn: (body: PasswordResetConfirmRequest) => confirmPasswordReset(client, body),
  })
}
