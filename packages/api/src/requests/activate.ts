import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../client/create-api-client.ts'
import { callOperation } from '../operations/call-operation.ts'
import { invalidatesOf, mutationKeyOf } from '../operations/query-keys.ts'
import type { Activation } from '../types.ts'

export interface ActivateVariables {
  userType: 'employer' | 'talent'
  id: string
  /** The token of the verification link; a recruiter may omit it. */
  token?: string
  /** The password an invited employer chooses on activation (ADR 0063). */
  password?: string
}

/** Activates an account from its verification link: one screen, an operation per kind of account. */
export function activate(client: ApiClient, { userType, id, token, password }: ActivateVariables): Promise<Activation> {
  const input = {
    path: { id },
    body: { ...(token === undefined ? {} : { token }), ...(password === undefined ? {} : { password }) },
  }
  return userType === 'employer'
    ? callOperation(client, 'activateEmployer', input)
    : callOperation(client, 'activateTalent', input)
}

export function activateMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: mutationKeyOf('activateTalent'),
    mutationFn: (variables: ActivateVariables) => activate(client, variables),
    meta: { invalidates: invalidatesOf('activateTalent') },
  })
}
