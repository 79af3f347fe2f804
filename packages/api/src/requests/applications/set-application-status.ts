import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type SetApplicationStatusBody = BodyOf<'/application/{id}/application_status', 'post'>

/** POST /application/{id}/application_status: Success message: "Status updated". */
export async function setApplicationStatus(client: ApiClient, id: string, body: SetApplicationStatusBody) {
  return dataOf(await client.POST('/application/{id}/application_status', { params: { path: { id } }, body }))
}

export function setApplicationStatusMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('application'), 'setApplicationStatus'],
    mutationFn: ({ id, body }: { id: string; body: SetApplicationStatusBody }) =>
      setApplicationStatus(client, id, body),
  })
}
