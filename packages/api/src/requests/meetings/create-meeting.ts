import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type CreateMeetingBody = BodyOf<'/meeting', 'post'>

/** POST /meeting: Success message: "Meeting created". */
export async function createMeeting(client: ApiClient, body: CreateMeetingBody) {
  return dataOf(await client.POST('/meeting', { body }))
}

export function createMeetingMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('meeting'), 'createMeeting'],
    mutationFn: (body: CreateMeetingBody) => createMeeting(client, body),
  })
}
