import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type UpdateCompanyBody = BodyOf<'/company/{id}', 'put'>

/** PUT /company/{id}: Success message: "Company information updated". */
export async function updateCompany(client: ApiClient, id: string, body: UpdateCompanyBody) {
  return dataOf(await client.PUT('/company/{id}', { params: { path: { id } }, body }))
}

export function updateCompanyMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('company'), 'updateCompany'],
    mutationFn: ({ id, body }: { id: string; body: UpdateCompanyBody }) => updateCompany(client, id, body),
  })
}
