import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type CreateSkillBody = BodyOf<'/skill', 'post'>

/** POST /skill: Success message: "Skill created". */
export async function createSkill(client: ApiClient, body: CreateSkillBody) {
  return dataOf(await client.POST('/skill', { body }))
}

export function createSkillMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('skill'), 'createSkill'],
    mutationFn: (body: CreateSkillBody) => createSkill(client, body),
  })
}
