import { clearNotifications, notificationsQuery, type CurrentUser } from '@hireloop/api'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { useServices, useSession } from '../../app/services.tsx'
import { loginStateFor } from '../../lib/auth/return-to.ts'
import { notificationsPollInterval } from '../../lib/live-events/live-events.ts'
import { staleQueriesOf } from '../../lib/live-events/live-query-keys.ts'
import { useLiveEvents } from '../../lib/live-events/use-live-events.ts'
import { toastError } from '../../lib/toast.ts'
import { useDrawerClosed } from './drawer-state.ts'
import { ShellView } from './shell-view.tsx'

/**
 * Every signed-in route renders inside the shell; signed out, any of them goes to login (spec 2), which brings the
 * user back to this deep link after sign-in (ADR 0050).
 */
export function AppLayout() {
  const location = useLocation()
  const user = useSession((s) => (s.matches('authenticated') ? (s.context.user as CurrentUser | null) : null))
  if (!user) return <Navigate to="/login" state={loginStateFor(location)} replace />
  return <SignedInShell user={user} />
}

function SignedInShell({ user }: { user: CurrentUser }) {
  const { api, session } = useServices()
  const queryClient = useQueryClient()
  // Live events refresh what they change; while their stream is down, notifications are polled every 10 seconds
  // as spec 7 and 9 ask (ADR 0026).
  const live = useLiveEvents((event) => {
    for (const queryKey of staleQueriesOf(event)) void queryClient.invalidateQueries({ queryKey })
  })
  const notifications = useQuery({ ...notificationsQuery(api), refetchInterval: notificationsPollInterval(live) })
  // Whatever happened between the last fetch and the stream's opening is in the list, not on the stream.
  useEffect(() => {
    if (live === 'live') void queryClient.invalidateQueries({ queryKey: notificationsQuery(api).queryKey })
  }, [live, api, queryClient])
  const clear = useMutation({
    mutationFn: () => clearNotifications(api).catch(toastError),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQuery(api).queryKey }),
  })
  const [drawerClosed, setDrawerClosed] = useDrawerClosed()

  return (
    <ShellView
      user={user}
      notifications={notifications.data?.results ?? []}
      notificationsLoading={notifications.isPending}
      notificationsFailed={notifications.isError}
      notificationsLive={live === 'live'}
      onClearNotifications={() => clear.mutate()}
      clearingNotifications={clear.isPending}
      drawerCollapsed={drawerClosed}
      onDrawerCollapsedChange={setDrawerClosed}
      onSignOut={() => session.send({ type: 'SIGN_OUT' })}
    >
      <Outlet />
    </ShellView>
  )
}
