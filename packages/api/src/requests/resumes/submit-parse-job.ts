import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type QueryOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type SubmitParseJobParams = QueryOf<'/submit_parse_job/{id}', 'post'>

export type SubmitParseJobBody = BodyOf<'/submit_parse_job/{id}', 'post'>

/** POST /submit_parse_job/{id}: Queues a parse of an uploaded file. */
export async function submitParseJob(
  client: ApiClient,
  id: string,
  params: SubmitParseJobParams,
  body: SubmitParseJobBody = {},
) {
  return dataOf(await client.POST('/submit_parse_job/{id}', { params: { path: { id }, query: params }, body }))
}

export function submitParseJobMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('parse_job'), 'submitParseJob'],
    mutationFn: ({ id, params, body }: { id: string; params: SubmitParseJobParams; body?: SubmitParseJobBody }) =>
      submitParseJob(client, id, params, body),
  })
}
