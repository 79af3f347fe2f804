import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type ListFeedbackParams = QueryOf<'/feedback', 'get'>

/** GET /feedback */
export async function listFeedback(client: ApiClient, params: ListFeedbackParams = {}, signal?: AbortSignal) {
  return dataOf(await client.GET('/feedback', { params: { query: params }, signal }))
}

export function feedbackQuery(client: ApiClient, params: ListFeedbackParams = {}) {
  return queryOptions({
    queryKey: resourceKeys.list('feedback', { op: 'listFeedback', ...params }),
    queryFn: ({ signal }) => listFeedback(client, params, signal),
  })
}
