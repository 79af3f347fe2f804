import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type CreateTalentFeedbackBody = BodyOf<'/talent/{id}/feedback', 'post'>

/** POST /talent/{id}/feedback: Success message: "Feedback created". */
export async function createTalentFeedback(client: ApiClient, id: string, body: CreateTalentFeedbackBody) {
  return dataOf(await client.POST('/talent/{id}/feedback', { params: { path: { id } }, body }))
}

export function createTalentFeedbackMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('feedback'), 'createTalentFeedback'],
    mutationFn: ({ id, body }: { id: string; body: CreateTalentFeedbackBody }) =>
      createTalentFeedback(client, id, body),
  })
}
