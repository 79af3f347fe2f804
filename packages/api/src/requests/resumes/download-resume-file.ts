import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../client/create-api-client.ts'
import { dataOf } from '../data.ts'
import { resourceKeys } from '../query-keys.ts'

/** GET /talent/{id}/resume/download/{fileId}: The original file, as a Blob. */
export async function downloadResumeFile(
  client: ApiClient,
  path: { id: string; fileId: string },
  signal?: AbortSignal,
): Promise<Blob> {
  return dataOf(
    await client.GET('/talent/{id}/resume/download/{fileId}', { params: { path }, parseAs: 'blob', signal }),
  ) as unknown as Blob
}

export function downloadResumeFileQuery(client: ApiClient, path: { id: string; fileId: string }) {
  return queryOptions({
    queryKey: resourceKeys.detail('resume', path),
    queryFn: ({ signal }) => downloadResumeFile(client, path, signal),
  })
}
