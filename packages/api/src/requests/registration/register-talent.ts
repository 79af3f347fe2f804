import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import type { RegisterTalentRequest, Registration } from '../../types.ts'
import { dataOf } from '../data.ts'

/** Creates an inactive talent; a verification mail follows. */
export async function registerTalent(client: ApiClient, body: RegisterTalentRequest): Promise<Registration> {
  return dataOf(await client.POST('/register/talent', { body }))
}

export function registerTalentMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['api', 'register', 'talent'],
    mutationFn: (body: RegisterTalentRequest) => registerTalent(client, body),
  })
}
