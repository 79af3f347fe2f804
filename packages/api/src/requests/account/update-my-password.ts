import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import type { UpdatePasswordRequest } from '../../types.ts'
import { apiKeys } from '../query-keys.ts'

/**
 * Needs the current password (400 on `current_password` when wrong, 429 after too many tries); the server signs
 * every other session out. Success message: "Password updated". Resolves with nothing (204).
 */
export async function updateMyPassword(client: ApiClient, body: UpdatePasswordRequest): Promise<void> {
  await client.PUT('/me/password', { body })
}

export function updateMyPasswordMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...apiKeys.me(), 'password'],
    mutationFn: (body: UpdatePasswordRequest) => updateMyPassword(client, body),
  })
}
