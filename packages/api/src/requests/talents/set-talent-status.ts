import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type SetTalentStatusBody = BodyOf<'/talent/{id}/status', 'post'>

/** POST /talent/{id}/status: Success message: "Status updated". */
export async function setTalentStatus(client: ApiClient, id: string, body: SetTalentStatusBody) {
  return dataOf(await client.POST('/talent/{id}/status', { params: { path: { id } }, body }))
}

export function setTalentStatusMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('talent'), 'setTalentStatus'],
    mutationFn: ({ id, body }: { id: string; body: SetTalentStatusBody }) => setTalentStatus(client, id, body),
  })
}
