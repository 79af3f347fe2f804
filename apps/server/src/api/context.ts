import type { components } from '@hireloop/api/schema'
import type { Transaction } from 'kysely'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import type { Database } from '../db/schema.ts'
import type { FileStorage } from '../files/storage.ts'
import type { JobQueue } from '../jobs/queue.ts'
import type { Mailer } from '../mail/mailer.ts'
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
  /**
   * Runs `work` in one transaction (a failed request changes nothing), then lets the mailer send and the workers
   * run what the work enqueued. Inside, use `trx` only.
   */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>
}

export function createApiContext(
  config: Config,
  db: Db,
  mailer: Mailer,
  jobs: JobQueue,
  throttle: Throttle,
  files: FileStorage,
): ApiContext {
  return {
    config,
    db,
    mailer,
    jobs,
    throttle,
    files,
    async transaction(work) {
      const result = await db.transaction().execute(work)
      mailer.flush()
      jobs.kick()
      return result
    },
  }
}
