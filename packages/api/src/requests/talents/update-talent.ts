import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type UpdateTalentBody = BodyOf<'/talent/{id}', 'put'>

/** PUT /talent/{id}: Success message: "Talent updated". */
export async function updateTalent(client: ApiClient, id: string, body: UpdateTalentBody) {
  return dataOf(await client.PUT('/talent/{id}', { params: { path: { id } }, body }))
}

export function updateTalentMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('talent'), 'updateTalent'],
    mutationFn: ({ id, body }: { id: string; body: UpdateTalentBody }) => updateTalent(client, id, body),
  })
}
