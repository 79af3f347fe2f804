import { getMyAccessGrantsQuery, type CurrentUser, type Schema } from '@hireloop/api'
import type { Action, Resource } from '@hireloop/flows/rules'
import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useServices, useSession } from '../services/services.tsx'

type AccessGrants = Schema<'AccessGrants'>

/** Whether the caller's effective grants (GET /access_rule/mine) allow an action; nothing while they are unknown. */
export function grantsAllow(grants: AccessGrants | undefined, resource: Resource, action: Action): boolean {
  return grants?.grants.some((grant) => grant.resource === resource && grant.actions.includes(action)) ?? false
}

/**
 * Whether the signed-in recruiter's access rules grant an action, to offer only the row actions the policy lets
 * through. The rules are the admins' data (ADR 0084), so they come from the server (ADR 0091), not from the default
 * grants; until they arrive no action is offered. Any access rule change refetches them (same query tag).
 */
export function useStaffMay(): (resource: Resource, action: Action) => boolean {
  const { api } = useServices()
  const user = useSession((s) => s.context.user as CurrentUser | null)
  const { data } = useQuery({ ...getMyAccessGrantsQuery(api), enabled: user?.userType === 'recruiter' })
  return useCallback((resource, action) => grantsAllow(data, resource, action), [data])
}
