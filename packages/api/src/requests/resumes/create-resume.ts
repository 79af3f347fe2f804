import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type CreateResumeBody = BodyOf<'/resume', 'post'>

/** POST /resume: Success message: "Resume updated". */
export async function createResume(client: ApiClient, body: CreateResumeBody) {
  return dataOf(await client.POST('/resume', { body }))
}

export function createResumeMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('resume'), 'createResume'],
    mutationFn: (body: CreateResumeBody) => createResume(client, body),
  })
}
