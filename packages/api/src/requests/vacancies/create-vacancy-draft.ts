import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type CreateVacancyDraftBody = BodyOf<'/vacancy/draft', 'post'>

/** POST /vacancy/draft: Only the title is required. */
export async function createVacancyDraft(client: ApiClient, body: CreateVacancyDraftBody) {
  return dataOf(await client.POST('/vacancy/draft', { body }))
}

export function createVacancyDraftMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('vacancy'), 'createVacancyDraft'],
    mutationFn: (body: CreateVacancyDraftBody) => createVacancyDraft(client, body),
  })
}
