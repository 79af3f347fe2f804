import { mutationOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf } from '../data.ts'
import { toFormData } from '../../client/form-data.ts'
import { resourceKeys } from '../query-keys.ts'

/** Multipart fields (snake_cased on the wire); or pass a ready FormData. */
export type UploadMyAvatarFields = { profilePicture: Blob } | FormData

/** POST /me/avatar: Success message: "Avatar uploaded". */
export async function uploadMyAvatar(client: ApiClient, body: UploadMyAvatarFields) {
  return dataOf(
    await client.POST('/me/avatar', { body: (body instanceof FormData ? body : toFormData(body)) as never }),
  )
}

export function uploadMyAvatarMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...resourceKeys.resource('me'), 'uploadMyAvatar'],
    mutationFn: (body: UploadMyAvatarFields) => uploadMyAvatar(client, body),
  })
}
