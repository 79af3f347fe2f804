import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import type { Schema } from '../../types.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListSubjectResourceAccessRulesParams = QueryOf<'/access_rule/{subject}/{resource}', 'get'>

/** GET /access_rule/{subject}/{resource}: Admins only. */
export async function listSubjectResourceAccessRules(
  client: ApiClient,
  path: { subject: Schema<'AccessSubject'>; resource: Schema<'AccessResource'> },
  params: ListSubjectResourceAccessRulesParams = {},
  signal?: AbortSignal,
) {
  return dataOf(await client.GET('/access_rule/{subject}/{resource}', { params: { path, query: params }, signal }))
}

export function subjectResourceAccessRulesQuery(
  client: ApiClient,
  path: { subject: Schema<'AccessSubject'>; resource: Schema<'AccessResource'> },
  params: ListSubjectResourceAccessRulesParams = {},
) {
  return queryOptions({
    queryKey: resourceKeys.list('access_rule', { op: 'listSubjectResourceAccessRules', path, params }),
    queryFn: ({ signal }) => listSubjectResourceAccessRules(client, path, params, signal),
  })
}
