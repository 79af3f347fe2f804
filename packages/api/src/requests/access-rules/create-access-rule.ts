import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import type { Schema } from '../../types.ts'
import { resourceKeys } from '../query-keys.ts'

export type CreateAccessRuleBody = BodyOf<'/access_rule/{subject}/{resource}', 'post'>

/** POST /access_rule/{subject}/{resource}: Success message: "Access rule created". */
export async function createAccessRule(
  client: ApiClient,
  path: { subject: Schema<'AccessSubject'>; resource: Schema<'AccessResource'> },
  body: CreateAccessRuleBody,
) {
  return dataOf(await client.POST('/access_rule/{subject}/{resource}', { params: { path }, body }))
}

export function createAccessRuleMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('access_rule'), 'createAccessRule'],
    mutationFn: ({
      path,
      body,
    }: {
      path: { subject: Schema<'AccessSubject'>; resource: Schema<'AccessResource'> }
      body: CreateAccessRuleBody
    }) => createAccessRule(client, path, body),
  })
}
