import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type UpdateOnboardingBody = BodyOf<'/onboarding/{id}', 'put'>

/** PUT /onboarding/{id} */
export async function updateOnboarding(client: ApiClient, id: string, body: UpdateOnboardingBody) {
  return dataOf(await client.PUT('/onboarding/{id}', { params: { path: { id } }, body }))
}

export function updateOnboardingMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('onboarding'), 'updateOnboarding'],
    mutationFn: ({ id, body }: { id: string; body: UpdateOnboardingBody }) => updateOnboarding(client, id, body),
  })
}
