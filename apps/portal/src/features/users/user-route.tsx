import { getUserQuery, type Schema } from '@hireloop/api'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { useAuditTrail } from '../../lib/audit/use-audit-trail.ts'
import { routeLoader } from '../../lib/data/route-module.ts'
import { useServices } from '../../lib/services/services.tsx'
import { UserScreen } from './user-screen.tsx'

type UserRole = Schema<'UserRole'>
const ROLES: readonly string[] = ['talent', 'employer', 'recruiter', 'admin'] satisfies UserRole[]
const isRole = (value: string | undefined): value is UserRole => value !== undefined && ROLES.includes(value)

/** The user's path: a type that is none of the four is a page that does not exist. */
function pathOf(params: { type?: string; id?: string }): { type: UserRole; id: string } {
  if (!isRole(params.type)) throw new Response('Not found', { status: 404 })
  return { type: params.type, id: params.id ?? '' }
}

/** An unknown user, or one of another type, fails the route with the server's "User not found.". */
export const loader = routeLoader(({ params, services: { api, queryClient } }) =>
  queryClient.ensureQueryData(getUserQuery(api, { path: pathOf(params) })),
)

/** `/users/:type/:id` for recruiters and admins: the profile, the user's objects and the audit trail of the user. */
export function Component() {
  const { api } = useServices()
  const path = pathOf(useParams())
  const { data: user } = useSuspenseQuery(getUserQuery(api, { path }))
  // The server writes a user's changes under object_type `user` (apps/server/src/resources/account, employers, ...).
  const audit = useAuditTrail('user', user.id)
  return <UserScreen user={user} audit={audit} />
}
