import { useEffect } from 'react'
import { Navigate, useLocation, useSearchParams } from 'react-router'
import { useServices, useSession } from '../../../app/services.tsx'
import { returnToOf } from '../../../lib/auth/return-to.ts'
import { LoginScreen } from './login-screen.tsx'

/**
 * Spec 2: signed in, /login goes to the root; signed out and not loading, it redirects to the provider, passing the
 * company parameter when the query string has one and the deep link the signed-in layout sent here from (ADR 0050).
 * After an authentication error it waits for the user instead.
 */
export function Component() {
  const { session } = useServices()
  const [params] = useSearchParams()
  const company = params.has('company') && params.get('company') !== 'false'
  const returnTo = returnToOf(useLocation().state)
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
