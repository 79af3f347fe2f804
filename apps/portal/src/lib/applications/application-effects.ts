import { confirmHireMutation, setApplicationStatusMutation, type ApiClient } from '@hireloop/api'
import type { QueryClient } from '@tanstack/react-query'
import type { ConfirmHire } from './hire-confirmation-dialog.tsx'
import type { UpdateStatus } from './use-application-move.ts'

export interface ApplicationEffects {
  updateStatus: UpdateStatus
  confirmHire: ConfirmHire
}

/**
 * The application machines' effects over the generated mutations, built on the query client's mutation cache so the
 * declared invalidations run (the application, its vacancy's pipeline and counts refetch after a move or a hire).
 * Make them once per screen (`useState(() => applicationEffects(...))`): the machines read them at mount.
 */
export function applicationEffects(queryClient: QueryClient, api: ApiClient): ApplicationEffects {
  const cache = queryClient.getMutationCache()
  return {
    updateStatus: ({ applicationId, status }) =>
      cache
        .build(queryClient, setApplicationStatusMutation(api))
        .execute({ path: { id: applicationId }, body: { status, applicationId } }),
    confirmHire: ({ applicationId }) =>
      cache.build(queryClient, confirmHireMutation(api)).execute({ path: { id: applicationId } }),
  }
}
