import { LoadingScreen } from '@hireloop/design-system'
import { isSessionBusy } from '@hireloop/flows'
import { Outlet } from 'react-router'
import { documentTitleOf } from '../lib/routes/route-facts.ts'
import { useRouteFacts } from '../lib/routes/use-route-facts.ts'
import { useSession } from '../lib/services/services.tsx'

/**
 * Around every route: the document title from the route table and a full-area spinner while the session changes
 * hands (docs/product.md §2), except on public routes, which work in any session state.
 */
export function RootLayout() {
  const route = useRouteFacts()
  const busy = useSession(isSessionBusy)
  const signingOut = useSession((s) => s.matches('signingOut'))
  return (
    <>
      <title>{documentTitleOf(route)}</title>
      {busy && route?.access !== 'public' ? (
        <LoadingScreen label={signingOut ? 'Signing you out' : 'Signing you in'} fill="viewport" />
      ) : (
        <Outlet />
      )}
    </>
  )
}
