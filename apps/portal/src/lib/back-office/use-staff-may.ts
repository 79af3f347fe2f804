import type { CurrentUser } from '@hireloop/api'
import { recruiterMay, type Action, type Resource } from '@hireloop/flows/rules'
import { useCallback } from 'react'
import { useSession } from '../services/services.tsx'

/**
 * Whether the signed-in recruiter's level grants an action, to offer only the row actions they may take. The default
 * rules decide here; the server applies the admins' rules (ADR 0084) and its refusal, in words, is shown if they differ.
 */
export function useStaffMay(): (resource: Resource, action: Action) => boolean {
  const user = useSession((s) => s.context.user as CurrentUser | null)
  return useCallback(
    (resource, action) =>
      Boolean(user?.isAdmin) || (user?.recruiterLevel ? recruiterMay(user.recruiterLevel, resource, action) : false),
    [user],
  )
}
