import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf, type BodyOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

export type SetVacancyApplicationsStatusBody = BodyOf<'/vacancy/{id}/application_status', 'post'>

/** POST /vacancy/{id}/application_status */
export async function setVacancyApplicationsStatus(
  client: ApiClient,
  id: string,
  body: SetVacancyApplicationsStatusBody,
) {
  return dataOf(await client.POST('/vacancy/{id}/application_status', { params: { path: { id } }, body }))
}

export function setVacancyApplicationsStatusMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('application'), 'setVacancyApplicationsStatus'],
    mutationFn: ({ id, body }: { id: string; body: SetVacancyApplicationsStatusBody }) =>
      setVacancyApplicationsStatus(client, id, body),
  })
}
