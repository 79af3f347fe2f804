import type { components } from '@hireloop/api/schema'
import type { Transaction } from 'kysely'
import { AuditNote, appendAudit } from '../audit/audit.ts'
import { markCommitted } from './safe-writes.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import type { Database } from '../db/schema.ts'
import type { LiveEvents } from '../events/index.ts'
import type { FileStorage } from '../files/storage.ts'
import type { JobQueue } from '../jobs/queue.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { CallContext } from './operation.ts'
import type { Throttle } from './throttle.ts'

/** Wire types, generated from the contract (type-only: nothing of @hireloop/api is loaded at run time). */
export type Schemas = components['schemas']

export interface ApiContext {
  config: Config
  db: Db
  mailer: Mailer
  jobs: JobQueue
  throttle: Throttle
  /** Where uploaded files are stored (local disk or S3, ADR 0018). */
  files: FileStorage
  /** Live events (ADR 0026): `ctx.events.publish(trx, ...)` inside `write`; delivered once it commits. */
  events: LiveEvents
  /**
   * Runs a state-changing call's `work` in one transaction (a failed request changes nothing) and appends the
   * call to the audit log in that same transaction (ADR 0025); the handler describes the object it changed on
   * `audit`. After the commit the workers run what the work enqueued (mail included). Inside, use `trx` only.
   */
  write<T>(call: CallContext, work: (trx: Transaction<Database>, audit: AuditNote) => Promise<T>): Promise<T>
}

export function createApiContext(
  config: Config,
  db: Db,
  mailer: Mailer,
  jobs: JobQueue,
  throttle: Throttle,
  files: FileStorage,
  events: LiveEvents,
): ApiContext {
  return {
    config,
    db,
    mailer,
    jobs,
    throttle,
    files,
    events,
    async write(call, work) {
      let transaction: Transaction<Database> | undefined
      const result = await db.transaction().execute(async (trx) => {
        transaction = trx
        const audit = new AuditNote()
        const value = await work(trx, audit)
        await appendAudit(trx, call, audit)
        await markCommitted(trx, call.request)
        return value
      })
      jobs.kick()
      events.committed(transaction!)
      return result
    },
  }
}
