import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { failureOf, notProvided } from '../shared/effects.ts'

/** Spec 9: notifications are polled every 10 seconds (and on load, spec 7). */
export const NOTIFICATION_POLL_INTERVAL_MS = 10_000

/** A notification of spec 3 (structural: the API's Notification is assignable). */
export interface NotificationItem {
  type: 'message' | 'app'
  createdAt: string
  metadataField?: { message?: string; context?: { type: 'vacancy' | 'resume' | 'company'; id: string } } | null
}

export interface NotificationsInput {
  /** `document.hidden` when the poller starts. @default false */
  hidden?: boolean
  /** @default NOTIFICATION_POLL_INTERVAL_MS */
  intervalMs?: number
}

export interface NotificationsContext {
  notifications: NotificationItem[]
  intervalMs: number
  /** The tab is hidden (last VISIBILITY_CHANGED, or the input). */
  hidden: boolean
  /** Whether the list was fetched at least once (the bell shows no count before). */
  loaded: boolean
  error: string | null
  status: number | null
}

export type NotificationsEvent =
  /** The portal forwards `visibilitychange` with `document.hidden`: no DOM access in the machine. */
  | { type: 'VISIBILITY_CHANGED'; hidden: boolean }
  /** Fetch now (the bell menu was opened). */
  | { type: 'REFRESH' }
  /** Clear every notification (the menu's "Clear" action). */
  | { type: 'CLEAR' }

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as NotificationsInput,
  },
  actors: {
    /** GET /me/notification: resolves the list. */
    fetchNotifications: fromPromise<NotificationItem[]>(notProvided('notificationsMachine', 'fetchNotifications')),
    /** Clears them on the server (POST /me/notification marks them read). */
    clearNotifications: fromPromise<unknown>(notProvided('notificationsMachine', 'clearNotifications')),
  },
  delays: {
    pollInterval: ({ context }) => context.intervalMs,
  },
  guards: {
    isHidden: (_, params: { hidden: boolean }) => params.hidden,
    isVisible: (_, params: { hidden: boolean }) => !params.hidden,
  },
  actions: {
    store: assign((_, params: { notifications: NotificationItem[] }) => ({
      notifications: params.notifications,
      loaded: true,
      error: null,
      status: null,
    })),
    setHidden: assign((_, params: { hidden: boolean }) => ({ hidden: params.hidden })),
    empty: assign({ notifications: [], error: null, status: null }),
    fail: assign((_, params: { error: unknown }) => failureOf(params.error)),
  },
}).createMachine({
  id: 'notifications',
  description: 'Notifications poller (spec 7, 9): on load and every 10 s while the tab is visible; clear.',
  context: ({ input }) => ({
    notifications: [],
    intervalMs: input.intervalMs ?? NOTIFICATION_POLL_INTERVAL_MS,
    hidden: input.hidden ?? false,
    loaded: false,
    error: null,
    status: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: { type: 'isHidden', params: ({ context }) => ({ hidden: context.hidden }) }, target: 'paused' },
        { target: 'active' },
      ],
    },
    active: {
      initial: 'fetching',
      on: {
        VISIBILITY_CHANGED: {
          guard: { type: 'isHidden', params: ({ event }) => ({ hidden: event.hidden }) },
          target: 'paused',
          actions: { type: 'setHidden', params: { hidden: true } },
        },
      },
      states: {
        fetching: {
          invoke: {
            id: 'fetchNotifications',
            src: 'fetchNotifications',
            onDone: {
              target: 'waiting',
              actions: { type: 'store', params: ({ event }) => ({ notifications: event.output }) },
            },
            // Keep the last list and keep polling: a failed poll is not worth a toast every 10 s.
            onError: { target: 'waiting', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
          },
          on: { CLEAR: 'clearing' },
        },
        waiting: {
          after: { pollInterval: 'fetching' },
          on: { REFRESH: 'fetching', CLEAR: 'clearing' },
        },
        clearing: {
          invoke: {
            id: 'clearNotifications',
            src: 'clearNotifications',
            onDone: { target: 'waiting', actions: 'empty' },
            onError: { target: 'waiting', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    paused: {
      description: 'The tab is hidden: no polling. Visible again: fetch at once, then poll.',
      on: {
        VISIBILITY_CHANGED: {
          guard: { type: 'isVisible', params: ({ event }) => ({ hidden: event.hidden }) },
          target: 'active',
          actions: { type: 'setHidden', params: { hidden: false } },
        },
      },
    },
  },
})

export type NotificationsMachine = typeof notificationsMachine
export type NotificationsSnapshot = SnapshotFrom<NotificationsMachine>

/** The delayed event that ends a wait between two polls (for diagrams and model tests). */
export const NOTIFICATIONS_POLL_EVENT = 'xstate.after.pollInterval.notifications.active.waiting'
