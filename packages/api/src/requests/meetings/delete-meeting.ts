import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { resourceKeys } from '../query-keys.ts'

/** DELETE /meeting/{id}: Success message: "Meeting canceled". */
export async function deleteMeeting(client: ApiClient, id: string): Promise<void> {
  await client.DELETE('/meeting/{id}', { params: { path: { id } } })
}

export function deleteMeetingMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('meeting'), 'deleteMeeting'],
    mutationFn: (id: string) => deleteMeeting(client, id),
  })
}
