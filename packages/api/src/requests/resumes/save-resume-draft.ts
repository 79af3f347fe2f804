import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type SaveResumeDraftBody = BodyOf<'/resume/draft', 'post'>

/** POST /resume/draft: Success message: "Resume draft saved". */
export async function saveResumeDraft(client: ApiClient, body: SaveResumeDraftBody) {
  return dataOf(await client.POST('/resume/draft', { body }))
}

export function saveResumeDraftMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('resume'), 'saveResumeDraft'],
    mutationFn: (body: SaveResumeDraftBody) => saveResumeDraft(client, body),
  })
}
