import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { resourceKeys } from '../query-keys.ts'

/** DELETE /vacancy/{id}: Success message: "Vacancy removed". */
export async function deleteVacancy(client: ApiClient, id: string): Promise<void> {
  await client.DELETE('/vacancy/{id}', { params: { path: { id } } })
}

export function deleteVacancyMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('vacancy'), 'deleteVacancy'],
    mutationFn: (id: string) => deleteVacancy(client, id),
  })
}
