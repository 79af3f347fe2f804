import type { operations } from '@hireloop/api/schema'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Principal } from '../auth/principal.ts'
import type { ApiRouteConfig, ScopeKind } from './contract.ts'
import { unauthorized } from './errors.ts'
import { answerWithEtag } from './safe-writes.ts'

/**
 * Handlers typed per operation from the generated contract (issue 9): a handler receives the operation's path
 * parameters, query and body as the contract declares them (validated before it runs) and answers one of the
 * operation's success statuses with that status's body. An unknown operationId, a wrong body shape or an
 * undeclared status fails the type check; no handler casts the request.
 */

export type OperationId = keyof operations
type Operation<K extends OperationId> = operations[K]

type Defined<T> = Exclude<T, undefined>

/** Path parameters of the operation (the scope's own parameter, e.g. companyId, is in `call.scope`). */
export type PathOf<K extends OperationId> = [Defined<Operation<K>['parameters']['path']>] extends [never]
  ? Record<string, never>
  : Defined<Operation<K>['parameters']['path']>

/** Query parameters; defaults of the contract are filled in by validation. */
export type QueryOf<K extends OperationId> = [Defined<Operation<K>['parameters']['query']>] extends [never]
  ? Record<string, never>
  : Defined<Operation<K>['parameters']['query']>

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never

/** A body of another media type (a file download): bytes or a stream, sent as they are. */
type BinaryContent<T> = T extends { content: infer C }
  ? 'application/json' extends keyof C
    ? never
    : Uint8Array | NodeJS.ReadableStream
  : never

/** The JSON body; `undefined` is possible only when the contract says the body is optional. */
export type BodyOf<K extends OperationId> = undefined extends Operation<K>['requestBody']
  ? JsonContent<Defined<Operation<K>['requestBody']>> | undefined
  : JsonContent<Operation<K>['requestBody']>

type SuccessStatus<K extends OperationId> = Extract<keyof Operation<K>['responses'], 200 | 201 | 202 | 204>

type ResponseBody<K extends OperationId, S extends SuccessStatus<K>> =
  JsonContent<Operation<K>['responses'][S]> | BinaryContent<Operation<K>['responses'][S]>

/** What a handler answers: a declared success status with its body (none for 204), and optional headers. */
export type Answer<K extends OperationId> = {
  [S in SuccessStatus<K>]: [ResponseBody<K, S>] extends [never]
    ? { status: S; headers?: Record<string, string> }
    : { status: S; body: ResponseBody<K, S>; headers?: Record<string, string> }
}[SuccessStatus<K>]

/** The scope the call came in under: `/admin`, `/company/{companyId}`, `/talent/{userId}` or none. */
export type CallScope =
  { kind: 'none' } | { kind: 'admin' } | { kind: 'company'; companyId: string } | { kind: 'talent'; userId: string }

export interface Call<K extends OperationId> {
  operationId: K
  params: PathOf<K>
  query: QueryOf<K>
  body: BodyOf<K>
  /** The verified caller, or null on an anonymous operation. */
  caller: Principal | null
  scope: CallScope
  /** For what the contract does not type: the client address, conditional headers. */
  request: FastifyRequest
}

/** The part of a call that does not depend on the operation: for helpers shared by several handlers. */
export type CallContext = Pick<Call<OperationId>, 'operationId' | 'caller' | 'scope' | 'request'>

export type OperationHandler<K extends OperationId> = (call: Call<K>) => Promise<Answer<K>>

/** A resource's handlers: any subset of the contract's operations, each typed by its id. */
export type OperationHandlers = { [K in OperationId]?: OperationHandler<K> }

export const ok = <B>(body: B) => ({ status: 200 as const, body })
export const created = <B>(body: B) => ({ status: 201 as const, body })
export const accepted = <B>(body: B) => ({ status: 202 as const, body })
export const noContent = () => ({ status: 204 as const })

/** The caller of an operation that requires a token (the guard has authenticated it). */
export function signedIn(call: { caller: Principal | null }): Principal {
  if (!call.caller) throw unauthorized()
  return call.caller
}

function scopeOf(kind: ScopeKind, params: Record<string, string | undefined>): CallScope {
  switch (kind) {
    case 'company':
      return { kind, companyId: params.companyId! }
    case 'talent':
      return { kind, userId: params.userId! }
    default:
      return { kind }
  }
}

/** Fastify's side: builds the call from the validated request and sends the answer. */
export function toRouteHandler<K extends OperationId>(handler: OperationHandler<K>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.config as unknown as ApiRouteConfig
    // The one place where the request meets the contract's types: validation against the same contract has run.
    const { params: rawParams, query, body }: { params: unknown; query: unknown; body: unknown } = request
    const params = (rawParams ?? {}) as Record<string, string | undefined>
    const { companyId: _companyId, userId: _userId, ...own } = params
    const answer = (await handler({
      operationId: route.operationId as K,
      params: (route.scope === 'none' || route.scope === 'admin' ? params : own) as PathOf<K>,
      query: (query ?? {}) as QueryOf<K>,
      body: body as BodyOf<K>,
      caller: request.principal,
      scope: scopeOf(route.scope, params),
      request,
    })) as { status: number; body?: unknown; headers?: Record<string, string> }
    reply.code(answer.status)
    if (answer.headers) reply.headers(answer.headers)
    if (route.etag && answer.status === 200 && answerWithEtag(request, reply, answer.body)) return reply
    return 'body' in answer ? reply.send(answer.body) : reply.send()
  }
}
