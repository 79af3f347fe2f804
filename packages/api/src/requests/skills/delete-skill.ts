import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { resourceKeys } from '../query-keys.ts'

/** DELETE /skill/{id}: Success message: "Skill deleted". */
export async function deleteSkill(client: ApiClient, id: string): Promise<void> {
  await client.DELETE('/skill/{id}', { params: { path: { id } } })
}

export function deleteSkillMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('skill'), 'deleteSkill'],
    mutationFn: (id: string) => deleteSkill(client, id),
  })
}
