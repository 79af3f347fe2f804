import type { components } from '@hireloop/api/schema'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Transaction } from 'kysely'
import type { Principal } from '../auth/principal.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import type { Database } from '../db/schema.ts'
import type { JobQueue } from '../jobs/queue.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { ApiRouteConfig } from './contract.ts'
import { unauthorized } from './errors.ts'
import type { Throttle } from './throttle.ts'

/** Wire types, generated from the contract (type-only: nothing of @hireloop/api is loaded at run time). */
export type Schemas = components['schemas']

export interface ApiContext {
  config: Config
  db: Db
  mailer: Mailer
  jobs: JobQueue
  throttle: Throttle
  /**
   * Runs `work` in one transaction (a failed request changes nothing), then lets the mailer send and the workers
   * run what the work enqueued. Inside, use `trx` only.
   */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>
}

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>
export type Handlers = Record<string, Handler>

export function createApiContext(
  config: Config,
  db: Db,
  mailer: Mailer,
  jobs: JobQueue,
  throttle: Throttle,
): ApiContext {
  return {
    config,
    db,
    mailer,
    jobs,
    throttle,
    async transaction(work) {
      const result = await db.transaction().execute(work)
      mailer.flush()
      jobs.kick()
      return result
    },
  }
}

/** The caller of an authenticated route (the guard has run). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized()
  return request.principal
}

export function routeOf(request: FastifyRequest): ApiRouteConfig {
  return request.routeOptions.config as unknown as ApiRouteConfig
}
