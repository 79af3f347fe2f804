import { downloadImageQuery } from '@hireloop/api'
import { useQuery } from '@tanstack/react-query'
import { useServices } from '../services/services.tsx'
import { useObjectUrl } from './use-object-url.ts'

// The API's own image URLs (`…/api/v1/image/{fileId}`, an avatar or a logo) need the bearer token.
const STORED_IMAGE = /\/api\/v1\/image\/([0-9a-f-]{36})$/i

/** The file id of an image the API stores, or null for any other URL (which an `<img>` loads as it is). */
export function storedImageId(url: string | null | undefined): string | null {
  return url ? (STORED_IMAGE.exec(url)?.[1] ?? null) : null
}

/**
 * A URL an `<img>` can show for an `image_url` (ADR 0062). A stored image is read with the token through the client
 * and shown from an object URL, revoked when the image changes or the component goes; the bytes stay in the query
 * cache, so every avatar of one person costs one request. Undefined while it loads or when it failed: the avatar
 * shows its initials.
 */
export function useStoredImage(url: string | null | undefined): string | undefined {
  const { api } = useServices()
  const fileId = storedImageId(url)
  const { data: blob } = useQuery({
    ...downloadImageQuery(api, { path: { fileId: fileId ?? '' } }),
    enabled: fileId !== null,
    // An image id names one picture for ever: a new upload gets a new id.
    staleTime: Infinity,
  })
  const objectUrl = useObjectUrl(fileId === null ? null : blob)
  return fileId === null ? (url ?? undefined) : objectUrl
}
