import type { FastifyBaseLogger } from 'fastify'
import { sql, type Transaction } from 'kysely'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Db } from '../db/database.ts'
import type { Database } from '../db/schema.ts'
import { extractLinks, type MailMessage } from './messages.ts'

/**
 * Outbox mail. `enqueue` records a message in the same transaction as the write that caused it, so a rolled-back
 * request sends nothing and a committed one cannot lose its mail.
 *
 * - Embedded default (no SMTP_URL): the outbox is the destination. nodemailer's jsonTransport renders the message
 *   (address checks included) and the row is stored as sent; the developer mailbox lists it.
 * - SMTP_URL: the row is stored pending; after commit (and every few seconds) a sender claims pending rows with a
 *   lease and sends them, retrying with backoff.
 */
export interface Mailer {
  /** True when mail stays in the outbox (the developer mailbox is available). */
  readonly devMailbox: boolean
  enqueue(trx: Transaction<Database>, message: MailMessage): Promise<void>
  /** Sends what is pending now; call after the enqueuing transaction committed. Never throws. */
  flush(): void
  close(): Promise<void>
}

const LEASE_SECONDS = 120
const MAX_ATTEMPTS = 6
const POLL_MS = 10_000

export function createMailer(
  db: Db,
  options: { smtpUrl: string | null; from: string },
  log: FastifyBaseLogger,
): Mailer {
  if (options.smtpUrl === null) return outboxOnlyMailer(options.from)
  return smtpMailer(db, nodemailer.createTransport(options.smtpUrl), options.from, log)
}

function outboxOnlyMailer(from: string): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true })
  return {
    devMailbox: true,
    async enqueue(trx, message) {
      await transport.sendMail({ from, ...message })
      await trx
        .insertInto('outbox')
        .values({ ...columns(message), status: 'sent', sent_at: new Date(), attempts: 1 })
        .execute()
    },
    flush() {},
    async close() {
      transport.close()
    },
  }
}

function columns(message: MailMessage) {
  return {
    to_address: message.to,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html,
    links: JSON.stringify(extractLinks(message.text)),
  }
}

function smtpMailer(db: Db, transport: Transporter, from: string, log: FastifyBaseLogger): Mailer {
  let running: Promise<void> | null = null
  let again = false
  let closed = false

  async function sendPending(): Promise<void> {
    for (;;) {
      // Claim a batch: skip rows another process holds, and push their next attempt past the lease.
      const claimed = await db
        .updateTable('outbox')
        .set({ next_attempt_at: sql`now() + make_interval(secs => ${LEASE_SECONDS})`, attempts: sql`attempts + 1` })
        .where('id', 'in', (qb) =>
          qb
            .selectFrom('outbox')
            .select('id')
            .where('status', '=', 'pending')
            .where('next_attempt_at', '<=', sql<Date>`now()`)
            .orderBy('next_attempt_at')
            .limit(10)
            .forUpdate()
            .skipLocked(),
        )
        .returningAll()
        .execute()
      if (claimed.length === 0) return
      for (const row of claimed) {
        try {
          await transport.sendMail({
            from,
            to: row.to_address,
            subject: row.subject,
            text: row.text_body,
            html: row.html_body,
          })
          await db
            .updateTable('outbox')
            .set({ status: 'sent', sent_at: new Date(), last_error: null })
            .where('id', '=', row.id)
            .execute()
        } catch (error) {
          const failed = row.attempts >= MAX_ATTEMPTS
          log.warn(
            { err: error, outboxId: row.id, attempt: row.attempts },
            failed ? 'mail failed for good' : 'mail failed, will retry',
          )
          await db
            .updateTable('outbox')
            .set({
              status: failed ? 'failed' : 'pending',
              last_error: String(error),
              // Exponential backoff: 30 s, 1 min, 2 min, ...
              next_attempt_at: sql`now() + make_interval(secs => ${30 * 2 ** (row.attempts - 1)})`,
            })
            .where('id', '=', row.id)
            .execute()
        }
      }
    }
  }

  function flush(): void {
    if (closed) return
    if (running) {
      again = true
      return
    }
    running = sendPending()
      .catch((error: unknown) => log.error({ err: error }, 'outbox sender failed'))
      .finally(() => {
        running = null
        if (again) {
          again = false
          flush()
        }
      })
  }

  const timer = setInterval(flush, POLL_MS)
  timer.unref()
  flush()

  return {
    devMailbox: false,
    async enqueue(trx, message) {
      await trx
        .insertInto('outbox')
        .values({ ...columns(message), status: 'pending' })
        .execute()
    },
    flush,
    async close() {
      closed = true
      clearInterval(timer)
      await running
      transport.close()
    },
  }
}
