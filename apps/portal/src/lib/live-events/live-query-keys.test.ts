import type { QueryKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { LiveEvent } from './live-events.ts'
import { staleQueriesOf } from './live-query-keys.ts'

describe('what a live event makes stale', () => {
  const base = { id: '1', type: 'notification.created', occurredAt: '2026-11-20T10:00:00Z' } as const
  const about = (type: NonNullable<LiveEvent['subject']>['type'], id: string, over: Partial<LiveEvent> = {}) =>
    staleQueriesOf({ ...base, subject: { type, id }, notification: null, ...over })
  const notification = {
    id: 'n',
    type: 'message',
    createdAt: '2026-11-20T10:00:00Z',
    readAt: null,
    metadataField: { message: 'Erin Employer sent you a message.', context: null },
  } as const
  // A query is refetched when its key starts with one of these (TanStack Query's partial matching).
  const refetches = (stale: QueryKey[], key: QueryKey) =>
    stale.some((prefix) => prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i])))

  it('refreshes the bell for a notification, the account or the company for their subjects', () => {
    expect(staleQueriesOf({ ...base, subject: null, notification })).toEqual([['api', 'notifications']])
    expect(about('user', 'u')).toEqual([['api', 'account']])
    expect(about('company', 'c')).toEqual([['api', 'companies', 'getCompany', { path: { id: 'c' } }]])
  })

  it('a message refreshes the open thread, the inbox and the unread badge, and the bell', () => {
    const stale = about('conversation', 'cv-1', { type: 'message.sent', notification })
    expect(
      refetches(stale, ['api', 'conversations', 'listMessages', { path: { id: 'cv-1' }, query: { size: 100 } }]),
    ).toBe(true)
    expect(refetches(stale, ['api', 'conversations', 'listConversations', { query: { unread: true, size: 1 } }])).toBe(
      true,
    )
    expect(refetches(stale, ['api', 'notifications', 'listMyNotifications'])).toBe(true)
    expect(refetches(stale, ['api', 'applications', 'listApplications'])).toBe(false)
  })

  it('an application moved refreshes the jobs, the pipeline and what counts or ranks applications', () => {
    const stale = about('application', 'a-1', { type: 'application.moved' })
    expect(refetches(stale, ['api', 'applications', 'listApplications', { query: { size: 100 } }])).toBe(true)
    expect(refetches(stale, ['api', 'vacancies', 'listVacancies'])).toBe(true)
    expect(refetches(stale, ['api', 'matching', 'listMatchingVacancies'])).toBe(true)
    expect(refetches(stale, ['api', 'conversations', 'listConversations'])).toBe(false)
  })

  it('a meeting refreshes the meetings and nothing else', () => {
    expect(about('meeting', 'm-1', { type: 'meeting.created' })).toEqual([['api', 'meetings']])
  })
})
