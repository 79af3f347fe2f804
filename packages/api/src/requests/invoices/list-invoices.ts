import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListInvoicesParams = QueryOf<'/invoice', 'get'>

/** GET /invoice */
export async function listInvoices(client: ApiClient, params: ListInvoicesParams = {}, signal?: AbortSignal) {
  return dataOf(await client.GET('/invoice', { params: { query: params }, signal }))
}

export function invoicesQuery(client: ApiClient, params: ListInvoicesParams = {}) {
  return queryOptions({
    queryKey: resourceKeys.list('invoice', { op: 'listInvoices', ...params }),
    queryFn: ({ signal }) => listInvoices(client, params, signal),
  })
}
