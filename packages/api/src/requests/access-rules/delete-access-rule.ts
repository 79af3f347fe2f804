import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { resourceKeys } from '../query-keys.ts'

/** DELETE /access_rule/{id}: Success message: "Access rule removed". */
export async function deleteAccessRule(client: ApiClient, id: string): Promise<void> {
  await client.DELETE('/access_rule/{id}', { params: { path: { id } } })
}

export function deleteAccessRuleMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('access_rule'), 'deleteAccessRule'],
    mutationFn: (id: string) => deleteAccessRule(client, id),
  })
}
