import { apiKeys, queryKeyOf } from '@hireloop/api'
import type { QueryKey } from '@tanstack/react-query'
import type { LiveEvent } from './live-events.ts'

/**
 * What a live event makes stale: the queries to refetch so the screens show it. The notifications for every event
 * that added one (the bell), the signed-in user's own data for a change to their account, one company's data for a
 * change to it, and the domains whose objects the event is about: a conversation (its messages, the inbox and the
 * unread badge), an application (the jobs, the pipeline and what counts or ranks applications), a meeting.
 */
export function staleQueriesOf(event: LiveEvent): QueryKey[] {
  const keys: QueryKey[] = []
  if (event.notification) keys.push(apiKeys.tag('notifications'))
  switch (event.subject?.type) {
    case 'user':
      keys.push(apiKeys.tag('account'))
      break
    case 'company':
      keys.push(queryKeyOf('getCompany', { path: { id: event.subject.id } }))
      break
    case 'conversation':
      keys.push(apiKeys.tag('conversations'))
      break
    case 'application':
      // Vacancies count their applications and matches show theirs, as the application writes declare (ADR 0028).
      keys.push(apiKeys.tag('applications'), apiKeys.tag('vacancies'), apiKeys.tag('matching'))
      break
    case 'meeting':
      keys.push(apiKeys.tag('meetings'))
      break
  }
  return keys
}
