import { apiKeys } from '@hireloop/api'
import type { LiveEvent } from './live-events.ts'

/**
 * What a live event makes stale: the queries to refetch so the screens show it. The notifications list for every
 * event that added one (the bell), the signed-in user's own data for a change to their account, a company's data
 * for a change to it. Later domains (applications, chat, meetings) add their subjects here.
 */
export function staleQueriesOf(event: LiveEvent): (readonly unknown[])[] {
  const keys: (readonly unknown[])[] = []
  if (event.notification) keys.push(apiKeys.notifications().slice(0, -1))
  if (event.subject?.type === 'user') keys.push(apiKeys.me())
  if (event.subject?.type === 'company') keys.push(apiKeys.company(event.subject.id))
  return keys
}
