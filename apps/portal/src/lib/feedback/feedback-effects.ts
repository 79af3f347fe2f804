import { createTalentFeedbackMutation, type ApiClient } from '@hireloop/api'
import type { QueryClient } from '@tanstack/react-query'
import type { LeaveFeedback } from './scorecard-dialog.tsx'

/**
 * POST /talent/{id}/feedback over the generated mutation, built on the query client's mutation cache so the declared
 * invalidations run (the feedback list reads again). Make it once per screen.
 */
export function feedbackEffects(queryClient: QueryClient, api: ApiClient): { leaveFeedback: LeaveFeedback } {
  const cache = queryClient.getMutationCache()
  return {
    leaveFeedback: ({ talentId, ...body }) =>
      cache.build(queryClient, createTalentFeedbackMutation(api)).execute({ path: { id: talentId }, body }),
  }
}
