import {
  apiKeys,
  clearMyNotificationsMutation,
  listConversationsQuery,
  notificationsQuery,
  type CurrentUser,
  type Input,
} from '@hireloop/api'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { loginStateFor } from '../../lib/auth/return-to.ts'
import { useStoredImage } from '../../lib/files/use-stored-image.ts'
import { routeLoader } from '../../lib/data/route-module.ts'
import { notificationsPollInterval } from '../../lib/live-events/live-events.ts'
import { staleQueriesOf } from '../../lib/live-events/live-query-keys.ts'
import { LiveStatusContext } from '../../lib/live-events/live-status.ts'
import { useLiveEvents } from '../../lib/live-events/use-live-events.ts'
import { navigationFor, type RouteFacts } from '../../lib/routes/route-facts.ts'
import { useServices, useSession } from '../../lib/services/services.tsx'
import { showErrorToast } from '../../lib/toast.ts'
import { inspectorOn, setInspectorOn } from '../../lib/inspector/dev-inspector.ts'
import { useDrawerClosed } from './drawer-state.ts'
import { ShellView } from './shell-view.tsx'

/**
 * Starts the bell's read with the route's own, without waiting for it: the shell is not held back by its
 * notifications, which show their own loading and failure in the bell (ADR 0046, secondary data).
 */
export const loader = routeLoader(({ services: { api, queryClient } }) => {
  void queryClient.prefetchQuery(notificationsQuery(api))
  return null
})

// The Chat/Jobs badge counts conversations with unread messages: the page's total is the count (ADR 0077).
const unreadConversations = { query: { unread: true, size: 1 } } satisfies Input<'listConversations'>

export interface ShellProps {
  /** The routes of the table, whose navigation entries the shell shows to the roles they are for. */
  routes: readonly RouteFacts[]
}

/**
 * Every signed-in route renders inside the shell; signed out, any of them goes to login, which brings the user back
 * to this deep link after sign-in (ADR 0050).
 */
export function Shell({ routes }: ShellProps) {
  const location = useLocation()
  const user = useSession((s) => (s.matches('authenticated') ? (s.context.user as CurrentUser | null) : null))
  if (!user) return <Navigate to="/login" state={loginStateFor(location)} replace />
  return <SignedInShell user={user} routes={routes} />
}

function SignedInShell({ user, routes }: { user: CurrentUser; routes: readonly RouteFacts[] }) {
  const { api, session } = useServices()
  const queryClient = useQueryClient()
  // Live events refresh what they change; while their stream is down, notifications are polled every 10 seconds
  // as docs/product.md §7 and §9 ask (ADR 0026).
  const live = useLiveEvents((event) => {
    for (const queryKey of staleQueriesOf(event)) void queryClient.invalidateQueries({ queryKey })
  })
  const notifications = useQuery({ ...notificationsQuery(api), refetchInterval: notificationsPollInterval(live) })
  const unread = useQuery({
    ...listConversationsQuery(api, unreadConversations),
    refetchInterval: notificationsPollInterval(live),
  })
  // Whatever happened between the last fetch and the stream's opening is in the list, not on the stream.
  useEffect(() => {
    if (live === 'live') void queryClient.invalidateQueries({ queryKey: apiKeys.tag('notifications') })
  }, [live, queryClient])
  // The generated options refresh the bell once the notifications are cleared (their onSuccess invalidates them).
  const clear = useMutation({ ...clearMyNotificationsMutation(api), onError: showErrorToast })
  const [drawerClosed, setDrawerClosed] = useDrawerClosed()
  // A stored avatar needs the token: the shell hands the menu an object URL (ADR 0062).
  const avatar = useStoredImage(user.imageUrl)

  return (
    <ShellView
      user={{ ...user, imageUrl: avatar ?? null }}
      navigation={navigationFor(user, routes)}
      notifications={notifications.data?.results ?? []}
      unreadConversations={unread.data?.total}
      notificationsLoading={notifications.isPending}
      notificationsFailed={notifications.isError}
      notificationsLive={live === 'live'}
      onClearNotifications={() => clear.mutate()}
      clearingNotifications={clear.isPending}
      drawerCollapsed={drawerClosed}
      onDrawerCollapsedChange={setDrawerClosed}
      onSignOut={() => session.send({ type: 'SIGN_OUT' })}
      {...(import.meta.env.DEV ? { inspectorOn: inspectorOn(), onInspectorChange: setInspectorOn } : {})}
    >
      <LiveStatusContext value={live}>
        <Outlet />
      </LiveStatusContext>
    </ShellView>
  )
}
