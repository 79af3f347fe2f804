import { isSessionBusy, type SessionMachine, type SessionUser } from '@hireloop/flows'
import { waitFor, type ActorRefFrom } from 'xstate'

/**
 * The signed-in user once the session has settled (restored, signed in or out); null when nobody is. Loaders wait
 * for it, so a screen never renders for a session that is still being restored.
 */
export async function settledUser(
  session: ActorRefFrom<SessionMachine>,
  signal?: AbortSignal,
): Promise<SessionUser | null> {
  const snapshot = await waitFor(session, (s) => !isSessionBusy(s), signal ? { signal } : undefined)
  return snapshot.matches('authenticated') ? snapshot.context.user : null
}
