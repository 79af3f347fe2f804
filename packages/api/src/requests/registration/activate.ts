import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import type { Activation } from '../../types.ts'
import { dataOf } from '../data.ts'

export interface ActivateVariables {
  userType: 'employer' | 'talent'
  id: string
  /** The token of the verification link; a recruiter may omit it. */
  token?: string
}

/** Activates an account from its verification link (or, for a recruiter, under /admin). */
export async function activate(client: ApiClient, { userType, id, token }: ActivateVariables): Promise<Activation> {
  const init = { params: { path: { id } }, body: token === undefined ? {} : { token } }
  return dataOf(
    userType === 'employer'
      ? await client.POST('/register/activate_employer/{id}', init)
      : await client.POST('/register/activate_talent/{id}', init),
  )
}

export function activateMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['api', 'register', 'activate'],
    mutationFn: (variables: ActivateVariables) => activate(client, variables),
  })
}
