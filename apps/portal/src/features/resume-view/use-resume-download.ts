import { downloadResumeFileQuery } from '@hireloop/api'
import { saveBlob } from '../../lib/files/save-blob.ts'
import { useServices } from '../../lib/services/services.tsx'
import { showErrorToast } from '../../lib/toast.ts'

interface DownloadableResume {
  talentId: string
  file: { id: string; name: string } | null
}

/**
 * Saves a resume's original file, or undefined when it has none. The download needs the bearer token, so the bytes
 * come through the client as a blob (a fresh read each time, never cached), not through a bare link.
 */
export function useResumeDownload(resume: DownloadableResume): (() => Promise<void>) | undefined {
  const { api, queryClient } = useServices()
  const file = resume.file
  if (!file) return undefined
  return async () => {
    const query = downloadResumeFileQuery(api, { path: { id: resume.talentId, fileId: file.id } })
    const blob = await queryClient.fetchQuery({ ...query, staleTime: 0, gcTime: 0 }).catch((error: unknown) => {
      showErrorToast(error)
      throw error
    })
    saveBlob(blob, file.name)
  }
}
