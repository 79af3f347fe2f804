import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { sql, type Transaction } from 'kysely'
import type { Db } from '../db/database.ts'
import type { Database } from '../db/schema.ts'
import type { ApiRouteConfig } from './contract.ts'
import { HttpError } from './errors.ts'

/**
 * Safe writes (issue 9, ADR 0027): optimistic concurrency with ETag / If-Match, and Idempotency-Key on creating
 * POSTs.
 */

/** A strong ETag of an object's representation: equal answers, equal tags. */
export function etagOf(representation: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(representation)).digest('base64url').slice(0, 27)}"`
}

const tagsOf = (header: string) => header.split(',').map((tag) => tag.trim())

/**
 * If the request says which version it changes (If-Match), the object must still be that version: checked inside the
 * write's transaction, after the object's row is locked, so two writers cannot both pass. A weak tag never matches
 * (strong comparison, RFC 9110). Without If-Match the write goes ahead (last writer wins, as before).
 */
export function checkIfMatch(request: FastifyRequest, noun: string, current: unknown): void {
  const header = request.headers['if-match']
  if (header === undefined) return
  const tags = tagsOf(header)
  if (tags.includes('*') || tags.includes(etagOf(current))) return
  throw new HttpError(412, {
    message: [
      `Someone else changed this ${noun} after you loaded it. Reload it to see their change, then make yours again.`,
    ],
  })
}

/** On a GET that carries an ETag: the header, and 304 when the client already holds this version. */
export function answerWithEtag(request: FastifyRequest, reply: FastifyReply, body: unknown): boolean {
  const etag = etagOf(body)
  reply.header('etag', etag)
  const held = request.headers['if-none-match']
  if (held !== undefined && (tagsOf(held).includes(etag) || held.trim() === '*')) {
    reply.code(304).send()
    return true
  }
  return false
}

// --- Idempotency-Key -------------------------------------------------------------------------------------------

const KEY = /^[\x21-\x7e]{8,255}$/
/**
 * How long the first request with a key may still be running: twice the server's request timeout (30 s). Measured on
 * the database's clock, which wrote created_at.
 */
const CLAIM_ALIVE_SECONDS = 60

interface Claim {
  scope: string
  key: string
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request holds (creating POSTs that sent one). */
    idempotency: Claim | null
  }
}

function requestHash(request: FastifyRequest, route: ApiRouteConfig): string {
  return createHash('sha256')
    .update(JSON.stringify([route.operationId, request.url, request.body ?? null]))
    .digest('base64url')
}

/**
 * A retry with the same key and the same request answers the first response and creates nothing; the same key with
 * another request is 422; while the first is still running, 409. Keys belong to a caller (anonymous callers share
 * one space: keys are random) and live 24 hours.
 */
export function idempotencyHooks(db: Db) {
  /** The claim of the first request with this key, and whether a live request may still be behind it. */
  const firstClaim = (scope: string, key: string) =>
    db
      .selectFrom('idempotency_keys')
      .selectAll()
      .select(sql<boolean>`created_at > now() - ${sql.lit(`${CLAIM_ALIVE_SECONDS} seconds`)}::interval`.as('alive'))
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirstOrThrow()

  async function preHandler(request: FastifyRequest, reply: FastifyReply) {
    const route = request.routeOptions.config as unknown as Partial<ApiRouteConfig>
    const key = request.headers['idempotency-key']
    if (!route.creates || key === undefined) return
    if (typeof key !== 'string' || !KEY.test(key)) {
      throw new HttpError(400, {
        detail: [
          {
            loc: ['header', 'Idempotency-Key'],
            msg: 'Must be 8 to 255 visible ASCII characters (a random UUID is a good key).',
            type: 'pattern',
          },
        ],
      })
    }
    const scope = request.principal?.userId ?? 'anonymous'
    const hash = requestHash(request, route as ApiRouteConfig)
    // Keys live 24 hours: an older one is forgotten, and the key is free again.
    await db
      .deleteFrom('idempotency_keys')
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('created_at', '<', sql<Date>`now() - interval '24 hours'`)
      .execute()
    const claim = () =>
      db
        .insertInto('idempotency_keys')
        .values({ scope, key, operation_id: route.operationId!, request_hash: hash })
        .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst()
    let claimed = await claim()
    let first = claimed ? undefined : await firstClaim(scope, key)
    if (first && first.status === null && first.committed_at === null && !first.alive) {
      // The first request died before its write committed (a crash, a kill): nothing was carried out, so the key is
      // free again. Two retries may both get here: one deletes the stale claim, both try to claim, one wins.
      await db
        .deleteFrom('idempotency_keys')
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where('status', 'is', null)
        .where('committed_at', 'is', null)
        .where(sql<boolean>`created_at <= now() - ${sql.lit(`${CLAIM_ALIVE_SECONDS} seconds`)}::interval`)
        .execute()
      claimed = await claim()
      first = claimed ? undefined : await firstClaim(scope, key)
    }
    if (!first) {
      request.idempotency = { scope, key }
      return
    }
    if (first.request_hash !== hash) {
      throw new HttpError(422, {
        message: ['This Idempotency-Key was already used for another request. Use a new key for a new request.'],
      })
    }
    if (first.status === null) {
      // Between its commit and its answer being kept, the first request is still running too: only a claim older
      // than any live request (CLAIM_ALIVE_SECONDS) without an answer has lost it. Retry-After tells a client that a retry may
      // succeed (still running) from one that must not (answer lost).
      const running = first.alive
      throw new HttpError(
        409,
        {
          message: [
            running
              ? 'The first request with this Idempotency-Key is still being processed. Try again in a moment.'
              : 'The first request with this Idempotency-Key was carried out, but its answer was lost. Look the result up instead of retrying.',
          ],
        },
        running ? { 'retry-after': '1' } : {},
      )
    }
    reply.header('idempotent-replayed', 'true')
    // The kept body is the first answer as serialized (JSON, all the creating operations answer): sent as a string,
    // it would go out as text/plain.
    if (first.body !== null) reply.type('application/json; charset=utf-8')
    return reply.code(first.status).send(first.body ?? undefined)
  }

  /** Keeps the answer of the first request (not a 5xx: that one may be retried), or frees the key for a retry. */
  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const claim = request.idempotency
    if (!claim) return payload
    request.idempotency = null
    if (reply.statusCode >= 500) {
      await db
        .deleteFrom('idempotency_keys')
        .where('scope', '=', claim.scope)
        .where('key', '=', claim.key)
        .where('committed_at', 'is', null)
        .execute()
      return payload
    }
    const text = typeof payload === 'string' ? payload : ''
    await db
      .updateTable('idempotency_keys')
      .set({ status: reply.statusCode, body: text === '' ? null : text })
      .where('scope', '=', claim.scope)
      .where('key', '=', claim.key)
      .execute()
    return payload
  }

  return { preHandler, onSend }
}

/** Inside the creating write's transaction: the key's request is carried out (see the 409 "answer was lost"). */
export async function markCommitted(trx: Transaction<Database>, request: FastifyRequest): Promise<void> {
  const claim = request.idempotency
  if (!claim) return
  await trx
    .updateTable('idempotency_keys')
    .set({ committed_at: sql`now()` })
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .execute()
}
