import { rootRedirect } from '@hireloop/flows'
import { Navigate } from 'react-router'
import { useSession } from '../../app/services.tsx'

/** Spec 2 "Root redirects": recruiter, employer and talent each land where their work is. */
export function RootRedirect() {
  const user = useSession((s) => s.context.user)
  return <Navigate to={rootRedirect(user)} replace />
}
