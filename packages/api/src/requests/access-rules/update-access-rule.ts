import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import type { Schema } from '../../types.ts'
import { resourceKeys } from '../query-keys.ts'

export type UpdateAccessRuleBody = BodyOf<'/access_rule/{subject}/{resource}/{action}', 'put'>

/** PUT /access_rule/{subject}/{resource}/{action}: Success message: "Access rule updated". */
export async function updateAccessRule(
  client: ApiClient,
  path: { subject: Schema<'AccessSubject'>; resource: Schema<'AccessResource'>; action: Schema<'AccessAction'> },
  body: UpdateAccessRuleBody,
) {
  return dataOf(await client.PUT('/access_rule/{subject}/{resource}/{action}', { params: { path }, body }))
}

export function updateAccessRuleMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('access_rule'), 'updateAccessRule'],
    mutationFn: ({
      path,
      body,
    }: {
      path: { subject: Schema<'AccessSubject'>; resource: Schema<'AccessResource'>; action: Schema<'AccessAction'> }
      body: UpdateAccessRuleBody
    }) => updateAccessRule(client, path, body),
  })
}
