import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type CreateTalentResumeBody = BodyOf<'/talent/{id}/resume', 'post'>

/** POST /talent/{id}/resume: Success message: "Talent user and resume created". */
export async function createTalentResume(client: ApiClient, id: string, body: CreateTalentResumeBody) {
  return dataOf(await client.POST('/talent/{id}/resume', { params: { path: { id } }, body }))
}

export function createTalentResumeMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('resume'), 'createTalentResume'],
    mutationFn: ({ id, body }: { id: string; body: CreateTalentResumeBody }) => createTalentResume(client, id, body),
  })
}
