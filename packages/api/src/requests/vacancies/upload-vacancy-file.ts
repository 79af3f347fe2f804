import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf } from '../data.ts'
import { toFormData } from '../../client/form-data.ts'
import { resourceKeys } from '../query-keys.ts'

/** Multipart fields (snake_cased on the wire); or pass a ready FormData. */
export type UploadVacancyFileFields = { file: Blob } | FormData

/** POST /vacancy/upload: Success message: "Vacancy file uploaded". */
export async function uploadVacancyFile(client: ApiClient, body: UploadVacancyFileFields) {
  return dataOf(
    await client.POST('/vacancy/upload', { body: (body instanceof FormData ? body : toFormData(body)) as never }),
  )
}

export function uploadVacancyFileMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('vacancy'), 'uploadVacancyFile'],
    mutationFn: (body: UploadVacancyFileFields) => uploadVacancyFile(client, body),
  })
}
