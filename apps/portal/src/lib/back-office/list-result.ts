import { toastForError, type Page } from '@hireloop/api'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ListResult } from './back-office-table.tsx'

/** A list query as the table shows it: skeleton rows while the page loads, the refusal in words, or the page. */
export function listResultOf<T>(query: UseQueryResult<Page<T>>): ListResult<T> {
  if (query.data) return { kind: 'ready', page: query.data }
  if (query.isError) {
    return {
      kind: 'error',
      message: toastForError(query.error)?.description ?? 'The list could not be loaded.',
      retry: () => void query.refetch(),
    }
  }
  return { kind: 'loading' }
}
