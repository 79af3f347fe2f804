import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type CreateApplicationBody = BodyOf<'/application', 'post'>

/** POST /application */
export async function createApplication(client: ApiClient, body: CreateApplicationBody) {
  return dataOf(await client.POST('/application', { body }))
}

export function createApplicationMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('application'), 'createApplication'],
    mutationFn: (body: CreateApplicationBody) => createApplication(client, body),
  })
}
