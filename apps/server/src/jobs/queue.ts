import type { FastifyBaseLogger } from 'fastify'
import { sql, type Transaction } from 'kysely'
import type { Db } from '../db/database.ts'
import type { Database } from '../db/schema.ts'
import type { NotificationMailJob } from '../notifications/notification-mail.ts'

/** Every kind of background job and its payload. A kind is added here, and its handler registered at start. */
export interface JobPayloads {
  /** Mails a reset link if an account has this (normalized) address; nothing otherwise. */
  password_reset_mail: { email: string }
  /** Sends a pending outbox message over SMTP (mail/mailer.ts). */
  send_mail: { outboxId: string }
  /** Reads an uploaded file into its parse job's result and target (resources/parsing, ADR 0059). */
  parse_file: { parseJobId: string }
  /** Mails a bell notification to its user if their settings still ask for it (notifications/, ADR 0080). */
  notification_mail: NotificationMailJob
  /** Mails a sent invoice with its PDF to the company (resources/invoices, ADR 0086). */
  invoice_mail: { invoiceId: string }
}

export type JobKind = keyof JobPayloads

export type JobHandler<K extends JobKind> = (
  payload: JobPayloads[K],
  trx: Transaction<Database>,
  /** What `prepare` returned, if the kind has one. */
  prepared?: unknown,
) => Promise<void>

export interface JobOptions<K extends JobKind> {
  /**
   * Slow work before the handler's transaction, outside any (reading and parsing a file): a transaction held that
   * long would block every other writer, on PGlite every query. Its result is the handler's third argument; if it
   * throws, the attempt fails and is retried like a failing handler.
   */
  prepare?: (payload: JobPayloads[K]) => Promise<unknown>
  /** After the last attempt failed: records the failure where the job's owner shows it (in the same transaction). */
  gaveUp?: (payload: JobPayloads[K], error: string, trx: Transaction<Database>) => Promise<void>
}

/**
 * A durable job queue in the database (ADR 0016). `enqueue` writes the job in the caller's transaction, so a
 * rolled-back request queues nothing and a committed one cannot lose its job. Workers in every server process
 * claim jobs with FOR UPDATE SKIP LOCKED and a lease; a handler runs in one transaction with marking its job done,
 * so its writes and the job's completion commit together. Failures retry with exponential backoff.
 */
export interface JobQueue {
  register<K extends JobKind>(kind: K, handler: JobHandler<K>, options?: JobOptions<K>): void
  enqueue<K extends JobKind>(trx: Transaction<Database>, kind: K, payload: JobPayloads[K]): Promise<void>
  /** Runs what is due now; call after the enqueuing transaction committed. Never throws. */
  kick(): void
  /** Resolves once nothing due is left (tests, shutdown). */
  drain(): Promise<void>
  close(): Promise<void>
}

/**
 * Writes a job in `trx` (the queue's `enqueue`), for writers that hold no queue: the workers of every process find
 * it on their next run (`ctx.write` kicks them after its commit, the poll at the latest).
 */
export async function enqueueJob<K extends JobKind>(
  trx: Transaction<Database>,
  kind: K,
  payload: JobPayloads[K],
): Promise<void> {
  await trx
    .insertInto('jobs')
    .values({ kind, payload: JSON.stringify(payload), status: 'pending' })
    .execute()
}

const LEASE_SECONDS = 300
const MAX_ATTEMPTS = 8
const POLL_MS = 5_000
const BATCH = 10

export function createJobQueue(db: Db, log: FastifyBaseLogger): JobQueue {
  const handlers = new Map<string, { run: JobHandler<JobKind>; options: JobOptions<JobKind> }>()
  let running: Promise<void> | null = null
  let again = false
  let closed = false

  async function runDue(): Promise<void> {
    for (;;) {
      // Claim a batch: skip rows another process holds, and push their next run past the lease.
      const claimed = await db
        .updateTable('jobs')
        .set({ run_at: sql`now() + make_interval(secs => ${LEASE_SECONDS})`, attempts: sql`attempts + 1` })
        .where('id', 'in', (qb) =>
          qb
            .selectFrom('jobs')
            .select('id')
            .where('status', '=', 'pending')
            .where('run_at', '<=', sql<Date>`now()`)
            .orderBy('run_at')
            .limit(BATCH)
            .forUpdate()
            .skipLocked(),
        )
        .returning(['id', 'kind', 'payload', 'attempts'])
        .execute()
      if (claimed.length === 0) return
      for (const job of claimed) {
        const handler = handlers.get(job.kind)
        try {
          if (!handler) throw new Error(`no handler for job kind ${job.kind}`)
          const prepared = await handler.options.prepare?.(job.payload as never)
          await db.transaction().execute(async (trx) => {
            await handler.run(job.payload as never, trx, prepared)
            await trx
              .updateTable('jobs')
              .set({ status: 'done', finished_at: new Date(), last_error: null })
              .where('id', '=', job.id)
              .execute()
          })
        } catch (error) {
          const failed = job.attempts >= MAX_ATTEMPTS
          log.warn(
            { err: error, jobId: job.id, kind: job.kind, attempt: job.attempts },
            failed ? 'job failed for good' : 'job failed, will retry',
          )
          await db.transaction().execute(async (trx) => {
            await trx
              .updateTable('jobs')
              .set({
                status: failed ? 'failed' : 'pending',
                last_error: String(error),
                finished_at: failed ? new Date() : null,
                // Exponential backoff: 10 s, 20 s, 40 s, ...
                run_at: sql`now() + make_interval(secs => ${10 * 2 ** (job.attempts - 1)})`,
              })
              .where('id', '=', job.id)
              .execute()
            if (failed) await handler?.options.gaveUp?.(job.payload as never, String(error), trx)
          })
        }
      }
    }
  }

  function kick(): void {
    if (closed) return
    if (running) {
      again = true
      return
    }
    running = runDue()
      .catch((error: unknown) => log.error({ err: error }, 'job worker failed'))
      .finally(() => {
        running = null
        if (again) {
          again = false
          kick()
        }
      })
  }

  const timer = setInterval(kick, POLL_MS)
  timer.unref()

  return {
    register(kind, handler, options = {}) {
      handlers.set(kind, { run: handler as JobHandler<JobKind>, options: options as JobOptions<JobKind> })
    },
    enqueue: enqueueJob,
    kick,
    async drain() {
      kick()
      while (running) await running
    },
    async close() {
      closed = true
      clearInterval(timer)
      await running
    },
  }
}
