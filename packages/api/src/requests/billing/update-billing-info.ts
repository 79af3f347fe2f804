import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type UpdateBillingInfoBody = BodyOf<'/billing_info', 'put'>

/** PUT /billing_info: Success message: "Billing info updated". */
export async function updateBillingInfo(client: ApiClient, body: UpdateBillingInfoBody) {
  return dataOf(await client.PUT('/billing_info', { body }))
}

export function updateBillingInfoMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('billing_info'), 'updateBillingInfo'],
    mutationFn: (body: UpdateBillingInfoBody) => updateBillingInfo(client, body),
  })
}
