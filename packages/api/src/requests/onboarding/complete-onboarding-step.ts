import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type CompleteOnboardingStepBody = BodyOf<'/onboarding/{id}', 'post'>

/** POST /onboarding/{id} */
export async function completeOnboardingStep(client: ApiClient, id: string, body: CompleteOnboardingStepBody) {
  return dataOf(await client.POST('/onboarding/{id}', { params: { path: { id } }, body }))
}

export function completeOnboardingStepMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('onboarding'), 'completeOnboardingStep'],
    mutationFn: ({ id, body }: { id: string; body: CompleteOnboardingStepBody }) =>
      completeOnboardingStep(client, id, body),
  })
}
