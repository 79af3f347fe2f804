import type { FastifyContextConfig, FastifyInstance } from 'fastify'
import { createGuard } from '../auth/guard.ts'
import { createPolicyHook } from '../policy/enforce.ts'
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

const missingBody = () =>
  new HttpError(400, {
    detail: [{ loc: ['body'], msg: 'The request body is missing; send a JSON object.', type: 'missing' }],
  })

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
  // Answers are per caller and often personal: no browser or proxy keeps them.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
  app.addHook('onRequest', createGuard(verifier))
  // After validation, before every handler: the one authorization policy (src/policy).
  app.addHook('preHandler', createPolicyHook(context.db))
  // After the policy: a retry with a known Idempotency-Key answers the first response (api/safe-writes.ts).
  app.decorateRequest('idempotency', null)
  const idempotency = idempotencyHooks(context.db)
  app.addHook('preHandler', idempotency.preHandler)
  app.addHook('onSend', idempotency.onSend)
  // Uploads (ADR 0018): multipart only where the contract says so (else 415), streamed by the handler after the
  // policy (so registered after the policy hook). Their body is the handler's to read, never "missing" here.
  const uploads = multipartOperations(document)
  await registerMultipart(app, uploads)
  app.addHook('preValidation', async (request) => {
    const route = request.routeOptions.config as unknown as Partial<ApiRouteConfig>
    if (route.bodyRequired && request.body === undefined && !uploads.has(route.operationId ?? '')) throw missingBody()
  })

  const { routes: contract, contentTypes } = await loadContractRoutes(contractPath, document)
  for (const contentType of contentTypes) {
    if (!app.hasContentTypeParser(contentType)) app.log.warn(`no request body parser for ${contentType}`)
  }
  await app.register(
    async (api) => {
      for (const route of contract) {
        const handler = handlers[route.config.operationId as OperationId] as OperationHandler<OperationId> | undefined
        api.route({
          ...route,
          // Read back with the same cast where it is used (request.routeOptions.config).
          config: route.config as unknown as FastifyContextConfig,
          handler: handler ? toRouteHandler(handler) : notImplemented(route.config.operationId),
        })
      }
    },
    { prefix: API_BASE },
  )
}
