import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type UpdateVacancyBody = BodyOf<'/vacancy/{id}', 'put'>

/** PUT /vacancy/{id}: Success message: "Vacancy updated". */
export async function updateVacancy(client: ApiClient, id: string, body: UpdateVacancyBody) {
  return dataOf(await client.PUT('/vacancy/{id}', { params: { path: { id } }, body }))
}

export function updateVacancyMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('vacancy'), 'updateVacancy'],
    mutationFn: ({ id, body }: { id: string; body: UpdateVacancyBody }) => updateVacancy(client, id, body),
  })
}
