import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type UpdateEmployerBody = BodyOf<'/employer/{id}', 'put'>

/** PUT /employer/{id}: Success message: "Employer updated". */
export async function updateEmployer(client: ApiClient, id: string, body: UpdateEmployerBody) {
  return dataOf(await client.PUT('/employer/{id}', { params: { path: { id } }, body }))
}

export function updateEmployerMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('employer'), 'updateEmployer'],
    mutationFn: ({ id, body }: { id: string; body: UpdateEmployerBody }) => updateEmployer(client, id, body),
  })
}
