import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

/** POST /vacancy/{id}/archive: Success message: "Vacancy archived". */
export async function archiveVacancy(client: ApiClient, id: string) {
  return dataOf(await client.POST('/vacancy/{id}/archive', { params: { path: { id } } }))
}

export function archiveVacancyMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('vacancy'), 'archiveVacancy'],
    mutationFn: (id: string) => archiveVacancy(client, id),
  })
}
