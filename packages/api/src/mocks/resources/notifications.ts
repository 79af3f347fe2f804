import { db } from '../db.ts'
import { signedIn, invalid, page, type Definitions, type Detail, type S, MESSAGES } from '../support.ts'

const publicNotification = ({ user_id: _, ...notification }: (typeof db.notifications)[number]) => notification

export const notificationHandlers = {
  listMyNotifications: (http) =>
    http.get('/me/notification', ({ request, response }) => {
      const caller = signedIn(request)
      const search = new URL(request.url).searchParams
      const unread = search.get('unread')
      const mine = db.notifications
        .filter((n) => n.user_id === caller.id)
        .filter((n) => (unread === 'true' ? n.read_at === null : unread === 'false' ? n.read_at !== null : true))
        .map(publicNotification)
      return response(200).json(page(mine, search))
    }),

  clearMyNotifications: (http) =>
    http.post('/me/notification', async ({ request, response }) => {
      const caller = signedIn(request)
      const text = await request.text()
      const body = (text ? JSON.parse(text) : {}) as S['ClearNotificationsRequest']
      const ids = body.ids ? new Set(body.ids) : null
      const now = new Date().toISOString()
      let cleared = 0
      for (const n of db.notifications) {
        if (n.user_id !== caller.id || n.read_at !== null || (ids && !ids.has(n.id))) continue
        n.read_at = now
        cleared += 1
      }
      return response(200).json({ cleared })
    }),

  updateNotificationSettings: (http) =>
    http.put('/me/notification', async ({ request, response }) => {
      const caller = signedIn(request)
      const body = await request.json()
      const keys = ['email_on_message', 'email_on_application', 'email_on_meeting'] as const
      const detail: Detail = keys
        .filter((key) => typeof body[key] !== 'boolean')
        .map((key) => ({ loc: ['body', key], msg: MESSAGES.required, type: 'required' }))
      const failure = invalid(detail)
      if (failure) return response.untyped(failure)
      caller.notification_settings = {
        email_on_message: body.email_on_message,
        email_on_application: body.email_on_application,
        email_on_meeting: body.email_on_meeting,
      }
      return response(200).json({ ...caller.notification_settings })
    }),
} satisfies Definitions
