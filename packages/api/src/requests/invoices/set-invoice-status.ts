import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type SetInvoiceStatusBody = BodyOf<'/company/{id}/invoice/{invoiceId}/status', 'post'>

/** POST /company/{id}/invoice/{invoiceId}/status */
export async function setInvoiceStatus(
  client: ApiClient,
  path: { id: string; invoiceId: string },
  body: SetInvoiceStatusBody,
) {
  return dataOf(await client.POST('/company/{id}/invoice/{invoiceId}/status', { params: { path }, body }))
}

export function setInvoiceStatusMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('invoice'), 'setInvoiceStatus'],
    mutationFn: ({ path, body }: { path: { id: string; invoiceId: string }; body: SetInvoiceStatusBody }) =>
      setInvoiceStatus(client, path, body),
  })
}
