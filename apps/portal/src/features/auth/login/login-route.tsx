import { useEffect } from 'react'
import { Navigate, useLocation } from 'react-router'
import { isCompanyLogin } from '../../../lib/auth/login-path.ts'
import { returnToOf } from '../../../lib/auth/return-to.ts'
import { useServices, useSession } from '../../../lib/services/services.tsx'
import { LoginScreen } from './login-screen.tsx'

/**
 * docs/product.md §2: signed in, /login goes to the root; signed out and not loading, it redirects to the provider, passing the
 * company parameter when the query string has one and the deep link the signed-in layout sent here from (ADR 0050).
 * After an authentication error it waits for the user instead. A fresh load of /login gets here only when the small
 * entry could not redirect (ADR 0047); otherwise this is /login reached inside the app.
 */
export function Component() {
  const { session } = useServices()
  const location = useLocation()
  const company = isCompanyLogin(location.search)
  const returnTo = returnToOf(location.state)
  const authenticated = useSession((s) => s.matches('authenticated'))
  const idle = useSession((s) => s.matches({ unauthenticated: 'idle' }))
  const redirecting = useSession((s) => s.matches({ unauthenticated: 'redirecting' }))
  const error = useSession((s) => s.context.error)

  useEffect(() => {
    if (idle && !error) session.send({ type: 'SIGN_IN', company, returnTo })
  }, [idle, error, company, returnTo, session])

  if (authenticated) return <Navigate to="/" replace />
  return (
    <LoginScreen
      error={error}
      redirecting={redirecting}
      company={company}
      onSignIn={() => session.send({ type: 'SIGN_IN', company, returnTo })}
    />
  )
}
