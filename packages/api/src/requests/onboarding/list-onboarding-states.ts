import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListOnboardingStatesParams = QueryOf<'/onboarding', 'get'>

/** GET /onboarding */
export async function listOnboardingStates(
  client: ApiClient,
  params: ListOnboardingStatesParams = {},
  signal?: AbortSignal,
) {
  return dataOf(await client.GET('/onboarding', { params: { query: params }, signal }))
}

export function onboardingStatesQuery(client: ApiClient, params: ListOnboardingStatesParams = {}) {
  return queryOptions({
    queryKey: resourceKeys.list('onboarding', { op: 'listOnboardingStates', ...params }),
    queryFn: ({ signal }) => listOnboardingStates(client, params, signal),
  })
}
