import { sql } from 'kysely'
import type { Notification } from '../../db/schema.ts'
import { type ApiContext, type Handlers, type Schemas, principalOf } from '../context.ts'
import { page, pageMeta } from '../pagination.ts'

function toWire(row: Notification): Schemas['Notification'] {
  return {
    id: row.id,
    type: row.type,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
    metadata_field: { message: row.message, context: row.context },
  }
}

export function notificationHandlers(ctx: ApiContext): Handlers {
  return {
    async listMyNotifications(request) {
      const { userId } = principalOf(request)
      const query = request.query as { page: number; size: number; unread?: boolean }
      const { limit, offset } = page(query)
      let filtered = ctx.db.selectFrom('notifications').where('user_id', '=', userId)
      if (query.unread === true) filtered = filtered.where('read_at', 'is', null)
      if (query.unread === false) filtered = filtered.where('read_at', 'is not', null)
      const [rows, { total }] = await Promise.all([
        filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ])
      return { results: rows.map(toWire), ...pageMeta(query, total) } satisfies Schemas['NotificationPage']
    },

    async clearMyNotifications(request) {
      const { userId } = principalOf(request)
      const { ids } = (request.body ?? {}) as Schemas['ClearNotificationsRequest']
      const cleared = await ctx.transaction(async (trx) => {
        let update = trx
          .updateTable('notifications')
          .set({ read_at: new Date() })
          .where('user_id', '=', userId)
          .where('read_at', 'is', null)
        if (ids !== undefined) {
          if (ids.length === 0) return 0
          update = update.where('id', 'in', ids)
        }
        const result = await update.executeTakeFirst()
        return Number(result.numUpdatedRows)
      })
      return { cleared } satisfies Schemas['ClearNotificationsResult']
    },

    async updateNotificationSettings(request) {
      const { userId } = principalOf(request)
      const settings = request.body as Schemas['NotificationSettings']
      await ctx.transaction(async (trx) => {
        await trx
          .updateTable('users')
          .set({ notification_settings: JSON.stringify(settings) })
          .where('id', '=', userId)
          .execute()
      })
      return settings
    },
  }
}
