import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type CreateFeedbackBody = BodyOf<'/feedback', 'post'>

/** POST /feedback: Success message: "Feedback created". */
export async function createFeedback(client: ApiClient, body: CreateFeedbackBody) {
  return dataOf(await client.POST('/feedback', { body }))
}

export function createFeedbackMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('feedback'), 'createFeedback'],
    mutationFn: (body: CreateFeedbackBody) => createFeedback(client, body),
  })
}
