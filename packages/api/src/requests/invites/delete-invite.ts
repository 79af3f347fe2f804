import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { resourceKeys } from '../query-keys.ts'

/** DELETE /invite/{id}: Success message: "Invite deleted". */
export async function deleteInvite(client: ApiClient, id: string): Promise<void> {
  await client.DELETE('/invite/{id}', { params: { path: { id } } })
}

export function deleteInviteMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('invite'), 'deleteInvite'],
    mutationFn: (id: string) => deleteInvite(client, id),
  })
}
