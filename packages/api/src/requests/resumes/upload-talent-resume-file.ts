import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf } from '../data.ts'
import { toFormData } from '../../client/form-data.ts'
import { resourceKeys } from '../query-keys.ts'

/** Multipart fields (snake_cased on the wire); or pass a ready FormData. */
export type UploadTalentResumeFileFields =
  { file: Blob; email: string; firstName?: string; lastName?: string } | FormData

/** POST /talent/resume/upload: Recruiters: creates the talent and a draft resume from a file. */
export async function uploadTalentResumeFile(client: ApiClient, body: UploadTalentResumeFileFields) {
  return dataOf(
    await client.POST('/talent/resume/upload', { body: (body instanceof FormData ? body : toFormData(body)) as never }),
  )
}

export function uploadTalentResumeFileMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('resume'), 'uploadTalentResumeFile'],
    mutationFn: (body: UploadTalentResumeFileFields) => uploadTalentResumeFile(client, body),
  })
}
