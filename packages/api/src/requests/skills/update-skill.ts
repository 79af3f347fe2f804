import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type UpdateSkillBody = BodyOf<'/skill/{id}', 'put'>

/** PUT /skill/{id}: Success message: "Skill updated". */
export async function updateSkill(client: ApiClient, id: string, body: UpdateSkillBody) {
  return dataOf(await client.PUT('/skill/{id}', { params: { path: { id } }, body }))
}

export function updateSkillMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('skill'), 'updateSkill'],
    mutationFn: ({ id, body }: { id: string; body: UpdateSkillBody }) => updateSkill(client, id, body),
  })
}
