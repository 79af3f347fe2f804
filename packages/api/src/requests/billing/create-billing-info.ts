import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type CreateBillingInfoBody = BodyOf<'/billing_info', 'post'>

/** POST /billing_info: Success message: "Billing info created". */
export async function createBillingInfo(client: ApiClient, body: CreateBillingInfoBody) {
  return dataOf(await client.POST('/billing_info', { body }))
}

export function createBillingInfoMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('billing_info'), 'createBillingInfo'],
    mutationFn: (body: CreateBillingInfoBody) => createBillingInfo(client, body),
  })
}
