import { isSessionBusy } from '@hireloop/flows'
import { LoadingScreen, Toaster } from '@hireloop/design-system'
import { Navigate, Outlet, useLocation } from 'react-router'
import { useSession } from './services.tsx'

/** Public screens work in any session state; everything else waits for the session (spec 2: a full-area spinner). */
const PUBLIC_PATHS = [
  '/sign-up',
  '/change-password',
  '/new-password',
  '/email-message',
  '/activate/',
  '/confirm-email',
  '/terms-of-services',
  '/private-policy',
  '/cookie-policy',
]

export function RootLayout() {
  const busy = useSession(isSessionBusy)
  const { pathname } = useLocation()
  const isPublic = PUBLIC_PATHS.some(
    (path) => pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`),
  )
  return (
    <>
      {busy && !isPublic ? <LoadingScreen label="Signing you in" /> : <Outlet />}
      <Toaster />
    </>
  )
}

/** Spec 2: unknown paths go to login when signed out and to the root when signed in. */
export function UnknownRoute() {
  const authenticated = useSession((s) => s.matches('authenticated'))
  return <Navigate to={authenticated ? '/' : '/login'} replace />
}
