import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type UpdateMeetingBody = BodyOf<'/meeting/{id}', 'put'>

/** PUT /meeting/{id}: Success message: "Meeting updated". */
export async function updateMeeting(client: ApiClient, id: string, body: UpdateMeetingBody) {
  return dataOf(await client.PUT('/meeting/{id}', { params: { path: { id } }, body }))
}

export function updateMeetingMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('meeting'), 'updateMeeting'],
    mutationFn: ({ id, body }: { id: string; body: UpdateMeetingBody }) => updateMeeting(client, id, body),
  })
}
