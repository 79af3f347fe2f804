import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf } from '../data.ts'
import { toFormData } from '../../client/form-data.ts'
import { resourceKeys } from '../query-keys.ts'

/** Multipart fields (snake_cased on the wire); or pass a ready FormData. */
export type UploadResumeFileFields = { file: Blob } | FormData

/** POST /resume/upload: Success message: "Resume file uploaded". */
export async function uploadResumeFile(client: ApiClient, body: UploadResumeFileFields) {
  return dataOf(
    await client.POST('/resume/upload', { body: (body instanceof FormData ? body : toFormData(body)) as never }),
  )
}

export function uploadResumeFileMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('resume'), 'uploadResumeFile'],
    mutationFn: (body: UploadResumeFileFields) => uploadResumeFile(client, body),
  })
}
