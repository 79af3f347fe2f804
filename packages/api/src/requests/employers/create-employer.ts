import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type CreateEmployerBody = BodyOf<'/employer', 'post'>

/** POST /employer: Success message: "Employer created". */
export async function createEmployer(client: ApiClient, body: CreateEmployerBody) {
  return dataOf(await client.POST('/employer', { body }))
}

export function createEmployerMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('employer'), 'createEmployer'],
    mutationFn: (body: CreateEmployerBody) => createEmployer(client, body),
  })
}
