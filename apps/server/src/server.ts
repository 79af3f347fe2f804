import { createRequire } from 'node:module'
import middie from '@fastify/middie'
import type { SerializerSelector } from '@fastify/fast-json-stringify-compiler'
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify'
import type { Provider } from 'oidc-provider'
import { createApiContext } from './api/context.ts'
import { errorHandler } from './api/error-handler.ts'
import { apiPlugin } from './api/plugin.ts'
import { apiReferenceRoutes } from './api/reference.ts'
import { grantInDatabase, withLiveGrants } from './auth/live-grants.ts'
import { createTokenVerifier, localKeys, remoteKeys } from './auth/token-verifier.ts'
import { contractPath, type Config } from './config.ts'
import { openDatabase, type Db, type OpenOptions } from './db/database.ts'
import { compactListCounts } from './db/list-counts.ts'
import { migrateToLatest } from './db/migrate.ts'
import { isEmpty, seed } from './db/seed.ts'
import { devMailboxRoutes } from './dev/mailbox.ts'
import { createLiveEvents, type LiveEvents } from './events/index.ts'
import { createFileStorage } from './files/create-storage.ts'
import type { FileStorage } from './files/storage.ts'
import { hostGuard } from './host-guard.ts'
import { createThrottle } from './api/throttle.ts'
import { createJobQueue, type JobQueue } from './jobs/queue.ts'
import { createMailer } from './mail/mailer.ts'
import { purgeExpiredOidcModels } from './oidc/adapter.ts'
import { interactionRoutes } from './oidc/interactions.ts'
import { loadProviderSecrets, publicJwk } from './oidc/keys.ts'
import { securityHeaders } from './security-headers.ts'
import { registerJobHandlers } from './resources/index.ts'
import { portalRoutes } from './static.ts'

export interface HireloopServer {
  app: FastifyInstance
  db: Db
  config: Config
  /** The background job queue (tests drain it). */
  jobs: JobQueue
  /** Where uploaded files are stored (tests look inside). */
  files: FileStorage
  /** Live events: publish, the hub and its open streams (tests wait on it). */
  events: LiveEvents
  /** Listens on config.host:config.port; resolves with the address. */
  listen(): Promise<string>
  close(): Promise<void>
}

export interface BuildOptions extends OpenOptions {
  /** Passed to Fastify; tests turn logging off. */
  logger?: boolean
  /** Compile every request validator and response serializer at start, not on first use (tests). */
  eagerSchemas?: boolean
}

const PURGE_INTERVAL_MS = 60 * 60_000
/** How long a readiness answer holds for the next probes. */
const READINESS_REUSE_MS = 1000

/** Readable lines on a terminal, JSON lines (for a log collector) everywhere else. */
function loggerOptions(config: Config) {
  if (!process.stdout.isTTY) return { level: config.logLevel }
  return {
    level: config.logLevel,
    transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
  }
}

type Bindings = Parameters<FastifyBaseLogger['child']>[0]
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>

/**
 * A request's logger (its request id bound), made the first time something logs through it. Fastify makes one for
 * every request, and below debug nothing logs on a request that goes well: making pino's child (its bindings
 * serialized) was a cost of every API request (issue 16, ADR 0095). What is logged is the same, reqId included.
 */
class RequestLogger implements FastifyBaseLogger {
  #logger: FastifyBaseLogger | undefined
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}
  private get logger(): FastifyBaseLogger {
    return (this.#logger ??= this.parent.child(this.bindings, this.options))
  }
  get level() {
    return this.#logger?.level ?? this.options.level ?? this.parent.level
  }
  set level(level: string) {
    this.logger.level = level
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options)
  }
  private log(method: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent', args: unknown[]) {
    const logger = this.logger
    Reflect.apply(logger[method], logger, args)
  }
  fatal(...args: unknown[]) {
    this.log('fatal', args)
  }
  error(...args: unknown[]) {
    this.log('error', args)
  }
  warn(...args: unknown[]) {
    this.log('warn', args)
  }
  info(...args: unknown[]) {
    this.log('info', args)
  }
  debug(...args: unknown[]) {
    this.log('debug', args)
  }
  trace(...args: unknown[]) {
    this.log('trace', args)
  }
  silent(...args: unknown[]) {
    this.log('silent', args)
  }
}

type BuildSerializers = ReturnType<typeof SerializerSelector>

// fast-json-stringify (with an Ajv of its own) is the largest module a start would load: it loads with the first
// answer to serialize (ADR 0003). Required, not imported: Fastify asks for serializers synchronously.
const requireLater = createRequire(import.meta.url)
let selector: BuildSerializers | undefined
const buildSerializers: BuildSerializers = (...args) =>
  (selector ??= (
    requireLater('@fastify/fast-json-stringify-compiler') as { SerializerSelector: typeof SerializerSelector }
  ).SerializerSelector())(...args)

type Serialize = ReturnType<ReturnType<BuildSerializers>>

/**
 * Serializers by response schema, for every server of the process: the contract's operations share their answers'
 * schemas (every error status is one ErrorBody), and each fast-json-stringify compile builds an Ajv of its own. Only
 * for contexts without shared schemas: a schema with a `$ref` into them is compiled where it is used.
 */
const serializersBySchema = new Map<string, Serialize>()

/**
 * Fastify's own response serializers (fast-json-stringify), compiled on a route's first answer instead of at start:
 * compiling all of the contract's responses up front took about a second of every start (issue 9). One compile per
 * distinct schema: compiling per route and status was about an eighth of the fuzzing suite's time (ADR 0099).
 */
function lazySerializers(...args: Parameters<BuildSerializers>) {
  const [externalSchemas] = args
  const shareable = !externalSchemas || Object.keys(externalSchemas).length === 0
  let compile: ReturnType<BuildSerializers> | undefined
  return (route: Parameters<ReturnType<BuildSerializers>>[0]) => {
    let serialize: Serialize | undefined
    const build = () => {
      compile ??= buildSerializers(...args)
      if (!shareable) return compile(route)
      const key = JSON.stringify(route.schema)
      let shared = serializersBySchema.get(key)
      if (!shared) serializersBySchema.set(key, (shared = compile(route)))
      return shared
    }
    return (data: unknown) => (serialize ??= build())(data)
  }
}

/**
 * Assembles the server: database (migrated, demo data on first start), embedded OIDC provider at /oidc with its
 * sign-in pages, the API at /api/v1, the developer mailbox, and the portal with its SPA fallback.
 */
export async function buildServer(config: Config, options: BuildOptions = {}): Promise<HireloopServer> {
  const database = await openDatabase(config.database, {
    ...options,
    // Called only for a connection that has served queries, so never before `app` below exists.
    onIdleError: (error) =>
      app.log.warn({ err: error }, 'A database connection ended while idle; the next query opens a new one'),
  })
  const { db } = database
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config),
    // One line per request only at debug (below): a terminal shows the banner and warnings, not every request.
    logController: new LogController({ disableRequestLogging: true }),
    // Without a logger (tests) Fastify makes no request loggers at all: a factory would make it call one.
    ...(options.logger === false
      ? {}
      : {
          childLoggerFactory: (logger: FastifyBaseLogger, bindings: Bindings, childOptions: ChildLoggerOptions) =>
            new RequestLogger(logger, bindings, childOptions),
        }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Requests must not hang forever on a slow client.
    requestTimeout: 30_000,
    // The router's own refusals (a malformed %-escape, an over-long path parameter) otherwise answer a body of
    // Fastify's making, outside the contract's ErrorBody (found by the fuzzing suite, ADR 0099).
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
    schemaController: {
      compilersFactory: { buildSerializer: options.eagerSchemas ? buildSerializers : lazySerializers },
    },
  })
  const cleanups: (() => Promise<void>)[] = []
  let jobs: JobQueue | undefined
  let files: FileStorage | undefined
  let liveEvents: LiveEvents | undefined
  // Only when it would write: a hook on every response costs every request, logged or not (ADR 0095).
  if (options.logger !== false && (config.logLevel === 'debug' || config.logLevel === 'trace')) {
    app.addHook('onResponse', async (request, reply) => {
      request.log.debug(
        { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'request',
      )
    })
  }
  app.addHook('onClose', async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
    await database.close()
  })

  try {
    await migrateToLatest(db)

    // A total sums the rows its counters gathered since the last fold, one per statement that changed the count
    // (ADR 0110): folded every minute, that is a minute of writes at most beyond one row per counter.
    if (config.listCountsCompactionMs > 0) {
      let compacting: Promise<unknown> = Promise.resolve()
      const compaction = setInterval(() => {
        compacting = compactListCounts(db).catch((error: unknown) =>
          app.log.warn({ err: error }, 'compacting the list counters failed'),
        )
      }, config.listCountsCompactionMs)
      compaction.unref()
      cleanups.push(async () => {
        clearInterval(compaction)
        await compacting
      })
    }

    const queue = createJobQueue(db, app.log)
    jobs = queue
    const mailer = createMailer(queue, config.mail)
    cleanups.push(() => mailer.close())
    // Closed before the mailer (cleanups run in reverse): a job finishing on shutdown may still send mail.
    cleanups.push(() => queue.close())
    const storage = await createFileStorage(config.files)
    files = storage
    cleanups.push(() => storage.close())
    if (config.seedDemoData && (await isEmpty(db))) {
      await seed(db, { files: storage })
      app.log.info('seeded the demo marketplace')
    }
    const events = await createLiveEvents(config, db, app.log)
    liveEvents = events
    cleanups.push(() => events.close())
    // Open event streams never end by themselves, and the HTTP server's close waits for them: end them first.
    app.addHook('preClose', async () => events.endStreams())
    const context = createApiContext(config, db, mailer, queue, createThrottle(config.rateLimits), storage, events)
    registerJobHandlers(queue, context)

    securityHeaders(app, config)
    hostGuard(app, config)
    // One error format everywhere (the API's ErrorBody), also for the provider's pages and the portal's files.
    app.setErrorHandler(errorHandler)

    let verifier
    if (config.oidc.embedded) {
      const secrets = await loadProviderSecrets(db, config.oidc.cookieKeys)
      // oidc-provider and its Koa stack are a fifth of the code a start would load, and readiness does not need
      // them: they load with the first sign-in request, which waits for them (ADR 0003).
      let loading: Promise<Provider> | undefined
      const provider = () =>
        (loading ??= import('./oidc/provider.ts').then(({ createProvider }) => createProvider(config, db, secrets)))
      let callback: ReturnType<Provider['callback']> | undefined
      // The provider is a Koa app: it reads the raw request itself, so it must run before Fastify parses bodies. Its
      // middleware engine lives in a context of its own, holding only the /oidc routes: registered on the root, it ran
      // (and read the client's address, host and query) for every request of the API too (issue 16, ADR 0095).
      await app.register(async (oidc) => {
        await oidc.register(middie, { hook: 'onRequest' })
        oidc.use('/oidc', (req, res, next) => {
          provider().then((loaded) => (callback ??= loaded.callback())(req, res), next)
        })
        // The provider answers every request under /oidc before these would run: they only route its paths here, and
        // what it passes on (nothing today) meets the not-found handler as before.
        for (const url of ['/oidc', '/oidc/*']) oidc.all(url, (_request, reply) => reply.callNotFound())
      })
      await app.register(interactionRoutes, { provider, db, config })
      // A token of a revoked grant (sign-out, password change) stops working too: ADR 0100.
      verifier = withLiveGrants(
        createTokenVerifier({
          issuer: config.oidc.issuer,
          audience: config.oidc.audience,
          keys: localKeys(secrets.signingKeys.map(publicJwk)),
        }),
        { alive: grantInDatabase(db) },
      )
      const purge = setInterval(() => {
        purgeExpiredOidcModels(db).catch((error: unknown) =>
          app.log.warn({ err: error }, 'purging expired OIDC rows failed'),
        )
      }, PURGE_INTERVAL_MS)
      purge.unref()
      cleanups.push(async () => clearInterval(purge))
    } else {
      verifier = createTokenVerifier({
        issuer: config.oidc.issuer,
        audience: config.oidc.audience,
        keys: remoteKeys(config.oidc.issuer),
      })
    }

    await app.register(apiPlugin, { context, verifier, contractPath, eagerSchemas: options.eagerSchemas ?? false })
    await app.register(apiReferenceRoutes, { contractPath })

    // Only in development: the mailbox shows every reset and verification link to whoever can reach it.
    if (config.mode === 'development' && mailer.devMailbox) await app.register(devMailboxRoutes, { db })

    app.get('/portal-config.json', async (_request, reply) => {
      reply.header('cache-control', 'no-cache')
      return {
        apiBaseUrl: '/api/v1',
        oidc: {
          authority: config.oidc.issuer,
          clientId: config.oidc.clientId,
          scope: 'openid profile email offline_access',
          resource: config.oidc.audience,
          redirectUri: `${config.publicUrl}/auth/callback`,
          postLogoutRedirectUri: `${config.publicUrl}/login`,
        },
        devMailbox: config.mode === 'development' && mailer.devMailbox,
      }
    })

    // Liveness: the process answers; it touches nothing, so a slow database never gets a live server restarted.
    app.get('/livez', async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { status: 'ok' }
    })
    // Readiness (and the older /healthz): the database answers; a load balancer sends traffic only then. One query
    // answers every probe of the same second: probes from many balancers (or a benchmark) must not load the
    // database they check (issue 16, ADR 0095).
    let probe: { at: number; answered: Promise<boolean> } | undefined
    const databaseAnswers = () => {
      const now = Date.now()
      if (!probe || now - probe.at >= READINESS_REUSE_MS) {
        probe = {
          at: now,
          answered: db
            .selectNoFrom((eb) => eb.lit(1).as('ok'))
            .execute()
            .then(
              () => true,
              (error: unknown) => {
                app.log.error({ err: error }, 'readiness check failed')
                return false
              },
            ),
        }
      }
      return probe.answered
    }
    const ready = async (_request: unknown, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store')
      if (await databaseAnswers()) return { status: 'ok' }
      return reply.code(503).send({ status: 'unavailable' })
    }
    app.get('/readyz', ready)
    app.get('/healthz', ready)

    await portalRoutes(app, config)
    await app.ready()
    // Jobs queued before a restart run now.
    queue.kick()
  } catch (error) {
    await app.close()
    throw error
  }

  return {
    app,
    db,
    config,
    jobs: jobs!,
    files: files!,
    events: liveEvents!,
    listen: () =>
      app.listen({
        port: config.port,
        host: config.host,
        // The address users open is the public one (pages on any other host redirect there), not the socket's.
        listenTextResolver: (address) => `listening on ${address} for ${config.publicUrl}`,
      }),
    close: () => app.close(),
  }
}
