import compress from '@fastify/compress'
import type { FastifyContextConfig, FastifyInstance } from 'fastify'
import { createGuard } from '../auth/guard.ts'
import { createPolicy } from '../policy/enforce.ts'
import { multipartOperations, registerMultipart, withMultipartBodies } from '../files/multipart.ts'
import type { TokenVerifier } from '../auth/token-verifier.ts'
import { createOperationHandlers } from '../resources/index.ts'
import type { ApiContext } from './context.ts'
import { API_BASE, deriveScopedDocument, loadContract, type ApiRouteConfig } from './contract.ts'
import { HttpError } from './errors.ts'
import { loadContractRoutes } from './routes.ts'
import { idempotencyHooks } from './safe-writes.ts'
import { toRouteHandler, type OperationHandler, type OperationId } from './operation.ts'
import { createValidatorCompiler } from './validation.ts'

export interface ApiPluginOptions {
  context: ApiContext
  verifier: TokenVerifier
  contractPath: string
  /** Compile every validator at start instead of on first use (tests). */
  eagerSchemas?: boolean
}

/** application/json and the `+json` types (problem details), with or without a charset. */
const JSON_TYPES = /^application\/(?:[\w.-]+\+)?json(?:;|$)/

const missingBody = () =>
  new HttpError(400, {
    detail: [{ loc: ['body'], msg: 'The request body is missing; send a JSON object.', type: 'missing' }],
  })

/** Runs a step that throws, answers at once or returns a promise, and tells a callback hook how it ended. */
function settle(step: () => void | Promise<void>, done: (error?: Error) => void): void {
  let pending
  try {
    pending = step()
  } catch (error) {
    return done(error as Error)
  }
  if (pending) pending.then(() => done(), done)
  else done()
}

function notImplemented(operationId: string) {
  return async () => {
    throw new HttpError(501, { message: [`${operationId} is not implemented yet.`] })
  }
}

/** /api/v1: the routes of the contract, one per (operation, scope), guarded, validated, answered by handlers. */
export async function apiPlugin(
  app: FastifyInstance,
  { context, verifier, contractPath, eagerSchemas = false }: ApiPluginOptions,
) {
  const { document, routes } = deriveScopedDocument(loadContract(contractPath))
  const handlers = createOperationHandlers(context)

  const missing = [...new Set(routes.map((route) => route.operationId))].filter((id) => !(id in handlers))
  if (missing.length > 0) {
    app.log.info({ operations: missing }, `${missing.length} contract operations have no handler yet and answer 501`)
  }

  // Bodies are JSON: without a parser for text/plain, Fastify answers 415 instead of handing a string to a
  // handler whose schema only describes application/json.
  app.removeContentTypeParser('text/plain')
  app.setValidatorCompiler(withMultipartBodies(createValidatorCompiler({ eager: eagerSchemas })))
  app.decorateRequest('principal', null)
  app.decorateRequest('policyObject', null)
  const guard = createGuard(verifier)
  // The API's hooks run on every request, and most of the time have nothing to wait for: callback hooks, each
  // making a promise only when it waits (a token new to the verifier, a database read, a write's key). An async hook
  // costs a promise and a turn of the microtask queue even when it returns at once (issue 16, ADR 0095).
  app.addHook('onRequest', (request, reply, done) => {
    // Answers are per caller and often personal: no browser or proxy keeps them.
    reply.header('cache-control', 'no-store')
    settle(() => guard(request), done)
  })
  // After validation, before every handler: the one authorization policy (src/policy).
  const policy = createPolicy(context.db)
  app.addHook('preHandler', (request, _reply, done) => settle(() => policy(request), done))
  // After the policy: a retry with a known Idempotency-Key answers the first response (api/safe-writes.ts).
  app.decorateRequest('idempotency', null)
  const idempotency = idempotencyHooks(context.db)
  app.addHook('preHandler', (request, reply, done) => {
    if (!(request.routeOptions.config as unknown as Partial<ApiRouteConfig>).creates) return done()
    idempotency.preHandler(request, reply).then(() => done(), done)
  })
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.idempotency) return done(null, payload)
    idempotency.onSend(request, reply, payload).then((kept) => done(null, kept), done)
  })
  // JSON answers of 1 KiB or more go out compressed when the client asks (ADR 0109): a board's columns were 640 KiB
  // of JSON, 3 s on a slow mobile link. Registered after the idempotency hook, which keeps the JSON itself for a
  // replay. JSON only: the event stream must flush each event as it happens, and files are sent as they are stored.
  // Request bodies are never inflated here: their size limits count the bytes that arrive (ADR 0101).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    customTypes: JSON_TYPES,
    globalDecompression: false,
  })
  const uploads = multipartOperations(document)
  app.addHook('preValidation', (request, _reply, done) => {
    const route = request.routeOptions.config as unknown as Partial<ApiRouteConfig>
    if (route.bodyRequired && request.body === undefined && !uploads.has(route.operationId ?? '')) {
      return done(missingBody())
    }
    done()
  })

  const { routes: contract, contentTypes } = await loadContractRoutes(contractPath, document)
  const register = (api: FastifyInstance, routes: typeof contract) => {
    for (const route of routes) {
      const handler = handlers[route.config.operationId as OperationId] as OperationHandler<OperationId> | undefined
      api.route({
        ...route,
        // Read back with the same cast where it is used (request.routeOptions.config).
        config: route.config as unknown as FastifyContextConfig,
        handler: handler ? toRouteHandler(handler) : notImplemented(route.config.operationId),
      })
    }
  }
  const isUpload = (route: (typeof contract)[number]) => uploads.has(route.config.operationId)
  // Uploads (ADR 0018): multipart only where the contract says so, streamed by the handler after the policy (so
  // registered after the policy hook). Their body is the handler's to read, never "missing" here. Multipart and its
  // hooks live in a context of their own with the upload routes: on the whole API they ran for every request
  // (ADR 0095). Multipart sent to any other operation finds no parser there: 415, as before.
  await app.register(
    async (api) => {
      await registerMultipart(api, context.throttle)
      // This context parses every media type of the contract (JSON as the whole API does, and multipart).
      for (const contentType of contentTypes) {
        if (!api.hasContentTypeParser(contentType)) app.log.warn(`no request body parser for ${contentType}`)
      }
      register(api, contract.filter(isUpload))
    },
    { prefix: API_BASE },
  )
  await app.register(
    async (api) =>
      register(
        api,
        contract.filter((route) => !isUpload(route)),
      ),
    { prefix: API_BASE },
  )
}
