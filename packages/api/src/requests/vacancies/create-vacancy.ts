import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type CreateVacancyBody = BodyOf<'/vacancy', 'post'>

/** POST /vacancy: Success message: "Vacancy created". */
export async function createVacancy(client: ApiClient, body: CreateVacancyBody) {
  return dataOf(await client.POST('/vacancy', { body }))
}

export function createVacancyMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('vacancy'), 'createVacancy'],
    mutationFn: (body: CreateVacancyBody) => createVacancy(client, body),
  })
}
