import { sql } from 'kysely'
import type { ApiContext } from '../../api/context.ts'
import { ok, signedIn, type OperationHandlers } from '../../api/operation.ts'
import { page, pageMeta } from '../../api/pagination.ts'
import { notificationToWire } from './notifications.wire.ts'

/** The caller's own notifications and notification settings (`/me/notification`). */
export function notificationHandlers(ctx: ApiContext) {
  return {
    async listMyNotifications(call) {
      const { userId } = signedIn(call)
      const query = { page: call.query.page ?? 1, size: call.query.size ?? 10 }
      const { limit, offset } = page(query)
      let filtered = ctx.db.selectFrom('notifications').where('user_id', '=', userId)
      if (call.query.unread === true) filtered = filtered.where('read_at', 'is', null)
      if (call.query.unread === false) filtered = filtered.where('read_at', 'is not', null)
      const [rows, { total }] = await Promise.all([
        filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ])
      return ok({ results: rows.map(notificationToWire), ...pageMeta(query, total) })
    },

    async clearMyNotifications(call) {
      const { userId } = signedIn(call)
      const ids = call.body?.ids
      const cleared = await ctx.write(call, async (trx, audit) => {
        let update = trx
          .updateTable('notifications')
          .set({ read_at: new Date() })
          .where('user_id', '=', userId)
          .where('read_at', 'is', null)
        if (ids !== undefined) {
          if (ids.length === 0) return 0
          update = update.where('id', 'in', ids)
        }
        const count = Number((await update.executeTakeFirst()).numUpdatedRows)
        audit.object('user', userId, { after: { notifications_cleared: count } })
        return count
      })
      return ok({ cleared })
    },

    async updateNotificationSettings(call) {
      const { userId } = signedIn(call)
      await ctx.write(call, async (trx, audit) => {
        audit.object('user', userId, { after: { ...call.body } })
        await trx
          .updateTable('users')
          .set({ notification_settings: JSON.stringify(call.body) })
          .where('id', '=', userId)
          .execute()
      })
      return ok(call.body)
    },
  } satisfies OperationHandlers
}
