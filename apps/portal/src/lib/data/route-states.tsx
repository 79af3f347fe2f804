import { FAILED_REQUEST, isApiError, OFFLINE_MESSAGE } from '@hireloop/api'
import { Button, EmptyState, Skeleton, SkeletonText, VisuallyHidden } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { CircleAlert, Inbox } from 'lucide-react'
import type { ReactNode } from 'react'
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router'

const area = css({ px: { base: '4', md: '8' }, py: '8', display: 'flex', flexDirection: 'column', gap: '4' })
const message = css({ maxWidth: '2xl', mx: 'auto', width: 'full' })

/**
 * What a route shows while its data loads: the outline of a page, announced once to assistive tech. Every route
 * gets it from the router (first load) and from the Suspense boundary around its screen.
 */
export function RoutePending({ label = 'Loading the page' }: { label?: string }) {
  return (
    <div className={area} aria-busy="true" data-state="pending">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Skeleton shape="text" height="8" width="1/3" />
      <SkeletonText lines={4} />
    </div>
  )
}

/** The lines a failed route shows: what went wrong, in the user's words; never a stack trace. */
export function describeRouteError(error: unknown): { title: string; message: string; reload: boolean } {
  if (isChunkFailure(error)) {
    return {
      title: 'Hireloop was updated',
      message: 'A new version of Hireloop is available. Reload the page to use it.',
      reload: true,
    }
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return { title: 'This page does not exist', message: 'The link may be old or mistyped.', reload: false }
  }
  if (isApiError(error)) {
    if (error.kind === 'offline') {
      return { title: 'You are offline', message: error.message || OFFLINE_MESSAGE, reload: false }
    }
    return {
      title: 'This page could not be loaded',
      message: error.message && error.message !== FAILED_REQUEST ? error.message : 'The service did not answer.',
      reload: false,
    }
  }
  return {
    title: 'Sorry, this page could not be shown',
    message: 'Something went wrong on this page. It has been logged; please try again.',
    reload: false,
  }
}

function isChunkFailure(error: unknown): boolean {
  return (
    error instanceof Error && /dynamically imported module|Loading chunk|Importing a module script/i.test(error.message)
  )
}

export interface RouteErrorStateProps {
  error: unknown
  /** Runs the route's loaders again (the router's revalidation). */
  onRetry: () => void
  retrying?: boolean
}

/** A route's error state: a heading, the message and one way forward (try again, or reload for a new version). */
export function RouteErrorState({ error, onRetry, retrying }: RouteErrorStateProps) {
  const { title, message: text, reload } = describeRouteError(error)
  return (
    <div className={area} data-state="error">
      <EmptyState
        className={message}
        icon={<CircleAlert />}
        title={title}
        titleAs="h1"
        description={<span role="alert">{text}</span>}
        actions={
          reload ? (
            <Button onClick={() => window.location.reload()}>Reload the page</Button>
          ) : (
            <Button onClick={onRetry} loading={retrying}>
              Try again
            </Button>
          )
        }
      />
    </div>
  )
}

/** The error boundary of every route: its loader or screen failed. Logged for us, explained to the user. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  const revalidator = useRevalidator()
  if (!isRouteErrorResponse(error) && !isApiError(error)) console.error(error)
  return (
    <RouteErrorState
      error={error}
      onRetry={() => void revalidator.revalidate()}
      retrying={revalidator.state === 'loading'}
    />
  )
}

export interface RouteEmptyProps {
  title: string
  description?: ReactNode
  /** What gets the user going: a link or button ("Create vacancy"). */
  action?: ReactNode
  icon?: ReactNode
}

/** What a screen shows when its list has nothing yet: a heading, a line on why, and what to do next. */
export function RouteEmpty({ title, description, action, icon = <Inbox /> }: RouteEmptyProps) {
  return (
    <div className={area} data-state="empty">
      <EmptyState className={message} icon={icon} title={title} description={description} actions={action} />
    </div>
  )
}
