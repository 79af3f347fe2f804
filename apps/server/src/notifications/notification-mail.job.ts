import type { ApiContext } from '../api/context.ts'
import type { JobHandler } from '../jobs/queue.ts'
import { notificationMail } from '../mail/messages.ts'
import { MAIL_SETTING, notificationPath } from './notification-mail.ts'

/**
 * A conversation going back and forth mails once, not once a line: no message mail while an earlier message
 * notification of this long ago is still unread (its mail, or the one before it, said that messages wait).
 */
export const MESSAGE_MAIL_QUIET_MINUTES = 30

/**
 * Mails one notification (ADR 0080). The settings are read again here: a user who turned the mail off since the
 * event gets none, and neither does one who has read the notification in the bell already, or a closed account.
 */
export function notificationMailJob(ctx: Pick<ApiContext, 'config' | 'mailer'>): JobHandler<'notification_mail'> {
  return async ({ notificationId, kind, subject }, trx) => {
    const row = await trx
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.user_id')
      .select([
        'notifications.user_id',
        'notifications.created_at',
        'notifications.read_at',
        'notifications.context',
        'users.email',
        'users.user_type',
        'users.is_active',
        'users.notification_settings',
      ])
      .where('notifications.id', '=', notificationId)
      .executeTakeFirst()
    if (!row || row.read_at !== null || !row.is_active || !row.notification_settings[MAIL_SETTING[kind]]) return
    if (kind === 'message') {
      const waiting = await trx
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', row.user_id)
        .where('id', '<>', notificationId)
        .where('type', '=', 'message')
        .where('read_at', 'is', null)
        .where('created_at', '<', row.created_at)
        .where('created_at', '>=', new Date(row.created_at.getTime() - MESSAGE_MAIL_QUIET_MINUTES * 60_000))
        .executeTakeFirst()
      if (waiting) return
    }
    const url = `${ctx.config.publicUrl}${notificationPath(kind, row.user_type, subject, row.context)}`
    await ctx.mailer.enqueue(trx, notificationMail(row.email, kind, url))
  }
}
