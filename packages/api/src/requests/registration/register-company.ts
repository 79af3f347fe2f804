import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import type { RegisterCompanyRequest, Registration } from '../../types.ts'
import { dataOf } from '../data.ts'

/** Creates an inactive employer and its company; a verification mail follows. */
export async function registerCompany(client: ApiClient, body: RegisterCompanyRequest): Promise<Registration> {
  return dataOf(await client.POST('/register/company', { body }))
}

export function registerCompanyMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['api', 'register', 'company'],
    mutationFn: (body: RegisterCompanyRequest) => registerCompany(client, body),
  })
}
