import { apiKeys, queryKeyOf } from '@hireloop/api'
import type { QueryKey } from '@tanstack/react-query'
import type { LiveEvent } from './live-events.ts'

/**
 * What a live event makes stale: the queries to refetch so the screens show it. The notifications for every event
 * that added one (the bell), the signed-in user's own data for a change to their account, one company's data for a
 * change to it. Later domains (applications, chat, meetings) add their subjects here.
 */
export function staleQueriesOf(event: LiveEvent): QueryKey[] {
  const keys: QueryKey[] = []
  if (event.notification) keys.push(apiKeys.tag('notifications'))
  if (event.subject?.type === 'user') keys.push(apiKeys.tag('account'))
  if (event.subject?.type === 'company') keys.push(queryKeyOf('getCompany', { path: { id: event.subject.id } }))
  return keys
}
