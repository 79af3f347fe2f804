import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { resourceKeys } from '../query-keys.ts'

/** DELETE /application/{id}: Success message: "Application removed". */
export async function deleteApplication(client: ApiClient, id: string): Promise<void> {
  await client.DELETE('/application/{id}', { params: { path: { id } } })
}

export function deleteApplicationMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('application'), 'deleteApplication'],
    mutationFn: (id: string) => deleteApplication(client, id),
  })
}
