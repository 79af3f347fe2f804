export {
  notificationsMachine,
  NOTIFICATION_POLL_INTERVAL_MS,
  NOTIFICATIONS_POLL_EVENT,
  type NotificationsMachine,
  type NotificationsSnapshot,
  type NotificationsContext,
  type NotificationsEvent,
  type NotificationsInput,
  type NotificationItem,
} from './notifications.machine.ts'
export {
  notificationsInput,
  notificationsModel,
  sampleNotifications,
  NOTIFICATIONS_ACTORS,
} from './notifications.fixtures.ts'
