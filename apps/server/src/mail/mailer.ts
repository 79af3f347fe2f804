import type { Transaction } from 'kysely'
import type nodemailer from 'nodemailer'
import type { Transporter } from 'nodemailer'
import type { Database } from '../db/schema.ts'
import type { JobQueue } from '../jobs/queue.ts'
import { extractLinks, type MailMessage } from './messages.ts'

/**
 * Outbox mail. `enqueue` records a message in the same transaction as the write that caused it, so a rolled-back
 * request sends nothing and a committed one cannot lose its mail.
 *
 * - Embedded default (no SMTP_URL): the outbox is the destination. nodemailer's jsonTransport renders the message
 *   (address checks included) and the row is stored as sent; the developer mailbox lists it.
 * - SMTP_URL: the row is stored pending with a `send_mail` job on the durable queue (ADR 0016), which sends it
 *   after the commit and retries with the queue's backoff; the row says sent, or failed once the job gives up.
 */
export interface Mailer {
  /** True when mail stays in the outbox (the developer mailbox is available). */
  readonly devMailbox: boolean
  enqueue(trx: Transaction<Database>, message: MailMessage): Promise<void>
  close(): Promise<void>
}

type Nodemailer = typeof nodemailer

/** One transport, made with the first mail: nodemailer does not load with every start (ADR 0003). */
function lazyTransport(create: (nodemailer: Nodemailer) => Transporter) {
  let transport: Promise<Transporter> | undefined
  return {
    get: () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => create(nodemailer))),
    async close() {
      if (transport) (await transport).close()
    },
  }
}

export function createMailer(queue: JobQueue, options: { smtpUrl: string | null; from: string }): Mailer {
  if (options.smtpUrl === null) return outboxOnlyMailer(options.from)
  return smtpMailer(queue, options.smtpUrl, options.from)
}

function outboxOnlyMailer(from: string): Mailer {
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport({ jsonTransport: true }))
  return {
    devMailbox: true,
    async enqueue(trx, message) {
      await (await transport.get()).sendMail({ from, ...nodemailerFields(message) })
      await trx
        .insertInto('outbox')
        .values({ ...columns(message), status: 'sent', sent_at: new Date() })
        .execute()
    },
    close: () => transport.close(),
  }
}

function columns(message: MailMessage) {
  return {
    to_address: message.to,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html,
    links: JSON.stringify(extractLinks(message.text)),
    calendar: message.calendar ? JSON.stringify(message.calendar) : null,
    attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
  }
}

/** A calendar invitation goes as nodemailer's icalEvent: calendars offer to add it, other readers see the .ics. */
function nodemailerFields({ calendar, attachments, ...message }: MailMessage) {
  return {
    ...message,
    ...(calendar ? { icalEvent: calendar } : {}),
    ...(attachments?.length
      ? {
          attachments: attachments.map((file) => ({
            filename: file.filename,
            contentType: file.content_type,
            content: file.content_base64,
            encoding: 'base64',
          })),
        }
      : {}),
  }
}

function smtpMailer(queue: JobQueue, smtpUrl: string, from: string): Mailer {
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl))

  // Sent inside the job's transaction: the row says sent exactly when the job is done. A crash between the SMTP
  // answer and the commit sends the mail again (at least once, as any mail queue).
  queue.register(
    'send_mail',
    async ({ outboxId }, trx) => {
      const row = await trx
        .selectFrom('outbox')
        .selectAll()
        .where('id', '=', outboxId)
        .where('status', '=', 'pending')
        .executeTakeFirst()
      if (!row) return
      await (
        await transport.get()
      ).sendMail({
        from,
        ...nodemailerFields({
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          ...(row.calendar ? { calendar: row.calendar } : {}),
          ...(row.attachments ? { attachments: row.attachments } : {}),
        }),
      })
      await trx
        .updateTable('outbox')
        .set({ status: 'sent', sent_at: new Date(), last_error: null })
        .where('id', '=', row.id)
        .execute()
    },
    {
      gaveUp: async ({ outboxId }, error, trx) => {
        await trx
          .updateTable('outbox')
          .set({ status: 'failed', last_error: error })
          .where('id', '=', outboxId)
          .execute()
      },
    },
  )

  return {
    devMailbox: false,
    async enqueue(trx, message) {
      const { id } = await trx
        .insertInto('outbox')
        .values({ ...columns(message), status: 'pending' })
        .returning('id')
        .executeTakeFirstOrThrow()
      await queue.enqueue(trx, 'send_mail', { outboxId: id })
    },
    close: () => transport.close(),
  }
}
