import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type CreateOnboardingBody = BodyOf<'/onboarding', 'post'>

/** POST /onboarding */
export async function createOnboarding(client: ApiClient, body: CreateOnboardingBody = {}) {
  return dataOf(await client.POST('/onboarding', { body }))
}

export function createOnboardingMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('onboarding'), 'createOnboarding'],
    mutationFn: (body: CreateOnboardingBody) => createOnboarding(client, body),
  })
}
