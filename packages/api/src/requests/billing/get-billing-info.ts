import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type GetBillingInfoParams = QueryOf<'/billing_info', 'get'>

/** GET /billing_info: Call it with `errorMessage: false` in screens: 404 means "not set up yet" (spec 7). */
export async function getBillingInfo(client: ApiClient, params: GetBillingInfoParams = {}, signal?: AbortSignal) {
  return dataOf(await client.GET('/billing_info', { params: { query: params }, signal }))
}

export function billingInfoQuery(client: ApiClient, params: GetBillingInfoParams = {}) {
  return queryOptions({
    queryKey: resourceKeys.list('billing_info', { op: 'getBillingInfo', ...params }),
    queryFn: ({ signal }) => getBillingInfo(client, params, signal),
  })
}
