import { LoadingScreen } from '@hireloop/design-system'
import { isSessionBusy } from '@hireloop/flows'
import { Outlet, ScrollRestoration } from 'react-router'
import { documentTitleOf } from '../lib/routes/route-facts.ts'
import { useRouteFacts } from '../lib/routes/use-route-facts.ts'
import { useSession } from '../lib/services/services.tsx'

/**
 * Around every route: the document title from the route table, a full-area spinner while the session changes hands
 * (docs/product.md §2) except on public routes, which work in any session state, and the router's scroll restoration:
 * a new page starts at its top (publishing a long resume at its end used to land on matching scrolled far down), a
 * link to `#id` scrolls to it, and Back returns to where the page was left (ADR 0112).
 */
export function RootLayout() {
  const route = useRouteFacts()
  const busy = useSession(isSessionBusy)
  const signingOut = useSession((s) => s.matches('signingOut'))
  return (
    <>
      <title>{documentTitleOf(route)}</title>
      <ScrollRestoration />
      {busy && route?.access !== 'public' ? (
        <LoadingScreen label={signingOut ? 'Signing you out' : 'Signing you in'} fill="viewport" />
      ) : (
        <Outlet />
      )}
    </>
  )
}
