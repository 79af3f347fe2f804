import { AuthCard, Button } from '@hireloop/design-system'
import { isRouteErrorResponse, useRouteError } from 'react-router'

/** A route that throws shows this, never a blank screen or a stack trace. */
export function RouteError() {
  const error = useRouteError()
  const chunkFailed = error instanceof Error && /dynamically imported module|Loading chunk/i.test(error.message)
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : chunkFailed
      ? 'A new version of Hireloop is available.'
      : 'Something went wrong on this page. It has been logged; please try again.'
  if (error && !chunkFailed) console.error(error)
  return (
    <AuthCard title="Sorry, this page could not be shown">
      <p>{message}</p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </AuthCard>
  )
}
