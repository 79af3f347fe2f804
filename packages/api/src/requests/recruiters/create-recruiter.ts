import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type CreateRecruiterBody = BodyOf<'/recruiter', 'post'>

/** POST /recruiter: Admins only. */
export async function createRecruiter(client: ApiClient, body: CreateRecruiterBody) {
  return dataOf(await client.POST('/recruiter', { body }))
}

export function createRecruiterMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('recruiter'), 'createRecruiter'],
    mutationFn: (body: CreateRecruiterBody) => createRecruiter(client, body),
  })
}
