import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ScoreMatchingBody = BodyOf<'/matching/score', 'post'>

/** POST /matching/score: Success message: "You’re successfully matched!". */
export async function scoreMatching(client: ApiClient, body: ScoreMatchingBody) {
  return dataOf(await client.POST('/matching/score', { body }))
}

export function scoreMatchingMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('application'), 'scoreMatching'],
    mutationFn: (body: ScoreMatchingBody) => scoreMatching(client, body),
  })
}
