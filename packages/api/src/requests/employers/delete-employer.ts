import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { resourceKeys } from '../query-keys.ts'

/** DELETE /employer/{id}: Success message: "Employer deleted". */
export async function deleteEmployer(client: ApiClient, id: string): Promise<void> {
  await client.DELETE('/employer/{id}', { params: { path: { id } } })
}

export function deleteEmployerMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('employer'), 'deleteEmployer'],
    mutationFn: (id: string) => deleteEmployer(client, id),
  })
}
