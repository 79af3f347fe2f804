import type { WalkModel } from '../testing/walk.ts'
import {
  NOTIFICATIONS_POLL_EVENT,
  type NotificationItem,
  type NotificationsContext,
  type NotificationsEvent,
  type NotificationsInput,
} from './notifications.machine.ts'

export const sampleNotifications: NotificationItem[] = [
  {
    type: 'app',
    createdAt: '2026-03-02T09:00:00Z',
    metadataField: { message: 'You have a new match', context: { type: 'vacancy', id: 'v-1' } },
  },
  { type: 'message', createdAt: '2026-03-01T17:30:00Z', metadataField: { message: 'Acme sent you a message' } },
]

/** Visible tab; an hour between polls so no story waits for one ("poll interval elapsed" ends a wait). */
export const notificationsInput: NotificationsInput = { hidden: false, intervalMs: 3_600_000 }

export const NOTIFICATIONS_ACTORS = ['fetchNotifications', 'clearNotifications']

export const notificationsModel: WalkModel<NotificationsEvent | { type: typeof NOTIFICATIONS_POLL_EVENT }> = {
  serializeContext: (context: NotificationsContext) => ({ count: context.notifications.length, error: context.error }),
  events: [
    { type: 'VISIBILITY_CHANGED', hidden: true },
    { type: 'VISIBILITY_CHANGED', hidden: false },
    { type: 'REFRESH' },
    { type: 'CLEAR' },
    { type: NOTIFICATIONS_POLL_EVENT, label: 'poll interval elapsed' },
  ],
  outcomes: {
    fetchNotifications: [
      { label: 'two', output: sampleNotifications },
      { label: 'none', output: [] },
      { label: 'network', error: new TypeError('Failed to fetch') },
    ],
    clearNotifications: [
      { label: 'cleared', output: null },
      { label: '503', error: { status: 503, message: 'Service unavailable.' } },
    ],
  },
}
