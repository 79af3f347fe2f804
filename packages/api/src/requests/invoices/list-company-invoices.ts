import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListCompanyInvoicesParams = QueryOf<'/company/{id}/invoice', 'get'>

/** GET /company/{id}/invoice */
export async function listCompanyInvoices(
  client: ApiClient,
  id: string,
  params: ListCompanyInvoicesParams = {},
  signal?: AbortSignal,
) {
  return dataOf(await client.GET('/company/{id}/invoice', { params: { path: { id }, query: params }, signal }))
}

export function companyInvoicesQuery(client: ApiClient, id: string, params: ListCompanyInvoicesParams = {}) {
  return queryOptions({
    queryKey: resourceKeys.list('invoice', { op: 'listCompanyInvoices', id, params }),
    queryFn: ({ signal }) => listCompanyInvoices(client, id, params, signal),
  })
}
