import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type CreateInviteBody = BodyOf<'/invite', 'post'>

/** POST /invite: Admins only. */
export async function createInvite(client: ApiClient, body: CreateInviteBody) {
  return dataOf(await client.POST('/invite', { body }))
}

export function createInviteMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('invite'), 'createInvite'],
    mutationFn: (body: CreateInviteBody) => createInvite(client, body),
  })
}
