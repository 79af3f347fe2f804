import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf } from '../data.ts'
import { toFormData } from '../../client/form-data.ts'
import { resourceKeys } from '../query-keys.ts'

/** Multipart fields (snake_cased on the wire); or pass a ready FormData. */
export type UploadCompanyLogoFields = { file: Blob } | FormData

/** POST /company/{id}/logo: Success message: "Company logo uploaded". */
export async function uploadCompanyLogo(client: ApiClient, id: string, body: UploadCompanyLogoFields) {
  return dataOf(
    await client.POST('/company/{id}/logo', {
      params: { path: { id } },
      body: (body instanceof FormData ? body : toFormData(body)) as never,
    }),
  )
}

export function uploadCompanyLogoMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('company'), 'uploadCompanyLogo'],
    mutationFn: ({ id, body }: { id: string; body: UploadCompanyLogoFields }) => uploadCompanyLogo(client, id, body),
  })
}
