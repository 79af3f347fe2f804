import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type CreateCompanyInvoiceBody = BodyOf<'/company/{id}/invoice', 'post'>

/** POST /company/{id}/invoice */
export async function createCompanyInvoice(client: ApiClient, id: string, body: CreateCompanyInvoiceBody) {
  return dataOf(await client.POST('/company/{id}/invoice', { params: { path: { id } }, body }))
}

export function createCompanyInvoiceMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('invoice'), 'createCompanyInvoice'],
    mutationFn: ({ id, body }: { id: string; body: CreateCompanyInvoiceBody }) =>
      createCompanyInvoice(client, id, body),
  })
}
