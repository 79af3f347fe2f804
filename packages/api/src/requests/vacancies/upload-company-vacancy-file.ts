import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf } from '../data.ts'
import { toFormData } from '../../client/form-data.ts'
import { resourceKeys } from '../query-keys.ts'

/** Multipart fields (snake_cased on the wire); or pass a ready FormData. */
export type UploadCompanyVacancyFileFields = { file: Blob; companyId: string } | FormData

/** POST /company/vacancy/upload: Recruiters: a vacancy file for a company. */
export async function uploadCompanyVacancyFile(client: ApiClient, body: UploadCompanyVacancyFileFields) {
  return dataOf(
    await client.POST('/company/vacancy/upload', {
      body: (body instanceof FormData ? body : toFormData(body)) as never,
    }),
  )
}

export function uploadCompanyVacancyFileMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('vacancy'), 'uploadCompanyVacancyFile'],
    mutationFn: (body: UploadCompanyVacancyFileFields) => uploadCompanyVacancyFile(client, body),
  })
}
