import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

/** PUT /application/{id}/hire: Success message: "Hire was confirmed". */
export async function confirmHire(client: ApiClient, id: string) {
  return dataOf(await client.PUT('/application/{id}/hire', { params: { path: { id } } }))
}

export function confirmHireMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('application'), 'confirmHire'],
    mutationFn: (id: string) => confirmHire(client, id),
  })
}
