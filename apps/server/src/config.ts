import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { z } from 'zod'

/** The workspace root: apps/server/src -> ../../.. */
export const repoRoot = resolve(import.meta.dirname, '../../..')

/** The API contract the routes are derived from. */
export const contractPath = resolve(repoRoot, 'openapi/openapi.yaml')

const absoluteUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((value) => value.replace(/\/+$/, ''))

const commaList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().min(32, 'each key needs at least 32 characters')).min(1))

const env = z.object({
  // development (or test): outbox-only mail with the developer mailbox is allowed. Anything else is production:
  // mail goes out through SMTP_URL, and nothing for developers is served. Unset means production (fail safe).
  NODE_ENV: z.string().default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  // Loopback by default: exposing the server is a deliberate choice (HOST=0.0.0.0 in a container).
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: absoluteUrl.optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  // A directory, or memory:// for a throwaway in-memory database.
  DATA_DIR: z.string().min(1).default(resolve(repoRoot, '.data/pglite')),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Hireloop <no-reply@hireloop.test>'),
  // Where the help page's requests go (ADR 0093).
  SUPPORT_EMAIL: z.email().default('support@hireloop.test'),
  OIDC_ISSUER: absoluteUrl.optional(),
  OIDC_AUDIENCE: z.string().min(1).optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('hireloop-portal'),
  // Signs the provider's cookies; rotate by prepending a new key. Generated and stored in the database if absent.
  COOKIE_KEYS: commaList.optional(),
  PORTAL_DIST: z.string().min(1).default(resolve(repoRoot, 'apps/portal/dist')),
  // Set when a reverse proxy terminates TLS: trust X-Forwarded-* for the client IP, protocol and host.
  TRUST_PROXY: z.stringbool().default(false),
  // The terminal shows the banner and warnings; `info` adds start-up facts, `debug` a line per request.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  // Seed the demo marketplace (logins with a published password) when the database has no users yet. Only when
  // asked for: `pnpm start` asks; production never seeds by default.
  SEED_DEMO_DATA: z.stringbool().default(false),
  // Per-address and per-client limits of calls that send mail or check a password. Off only where a gateway in
  // front throttles the same calls.
  RATE_LIMITS: z.stringbool().default(true),
  // Live events (ADR 0026): a keep-alive comment on every open stream this often, so proxies keep it open and
  // clients notice a dead one.
  EVENTS_HEARTBEAT_MS: z.coerce.number().int().min(10).max(300_000).default(15_000),
  // How often the list counters are folded (ADR 0110); 0 never (the fuzz suite, which tells every write apart).
  LIST_COUNTS_COMPACTION_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  // Uploaded files (ADR 0018): a directory on local disk, or an S3-compatible bucket when S3_BUCKET is set.
  FILES_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: absoluteUrl.optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/$/, 'must be path segments ending with /, e.g. hireloop/')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Invoices (ADR 0086): who issues them and the account the built-in bank-transfer provider asks companies to pay
  // into. The defaults are a demo company with a test IBAN; production sets its own.
  INVOICE_ISSUER_NAME: z.string().min(1).max(200).default('Hireloop GmbH'),
  INVOICE_ISSUER_ADDRESS: z.string().min(1).max(300).default('Torstraße 1, 10119 Berlin, Germany'),
  INVOICE_ISSUER_VAT_ID: z.string().min(1).max(50).default('DE136695976'),
  PAYMENT_ACCOUNT_HOLDER: z.string().min(1).max(200).default('Hireloop GmbH'),
  PAYMENT_IBAN: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, 'must be an IBAN, e.g. DE89370400440532013000'))
    .default('DE89370400440532013000'),
  PAYMENT_BIC: z
    .string()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be a BIC of 8 or 11 characters, e.g. COBADEFFXXX')
    .default('COBADEFFXXX'),
})

export type Mode = 'development' | 'production'

/** Where uploaded files live (ADR 0018). */
export type FilesConfig =
  | {
      storage: 'local'
      /** null: a throwaway temporary directory (with DATA_DIR=memory://), removed when the server closes. */
      dir: string | null
    }
  | {
      storage: 's3'
      bucket: string
      region: string
      /** Another S3-compatible store (MinIO, R2, Ceph...); unset: AWS S3. */
      endpoint: string | null
      forcePathStyle: boolean
      /** Prepended to every key, for a bucket shared with other data. */
      prefix: string
      /** null: the AWS SDK's default chain (AWS_* variables, profile, instance or task role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | null
    }

export interface Config {
  /** development: outbox-only mail and the developer mailbox are allowed; production: real mail only. */
  mode: Mode
  port: number
  host: string
  publicUrl: string
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string }
  /** smtpUrl null: mail stays in the outbox, listed by the developer mailbox (development only). */
  /** supportTo: the support team's mailbox, where `/support` requests are mailed. */
  mail: { smtpUrl: string | null; from: string; devMailbox: boolean; supportTo: string }
  oidc: {
    /** True when the embedded provider at /oidc issues the tokens. */
    embedded: boolean
    issuer: string
    audience: string
    clientId: string
    cookieKeys: string[] | null
  }
  portalDist: string
  trustProxy: boolean
  logLevel: z.infer<typeof env>['LOG_LEVEL']
  seedDemoData: boolean
  rateLimits: boolean
  /** How often the list counters are folded, 0 never (ADR 0110). */
  listCountsCompactionMs: number
  /** Live events (ADR 0026): the keep-alive interval of every open stream. */
  events: { heartbeatMs: number }
  files: FilesConfig
  /** Invoices (ADR 0086): the issuer printed on each, and our account for bank transfers. */
  invoicing: {
    issuer: { name: string; address: string; vatId: string }
    bankAccount: { accountHolder: string; iban: string; bic: string }
  }
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads the configuration from environment variables; throws a ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings (e.g. `DATABASE_URL=` in an .env file) mean "not set".
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''))
  const parsed = env.safeParse(defined)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const mode: Mode = e.NODE_ENV === 'development' || e.NODE_ENV === 'test' ? 'development' : 'production'
  if (mode === 'production' && e.SMTP_URL === undefined) {
    throw new ConfigError(
      [
        'Invalid configuration:',
        '  SMTP_URL: required in production, where mail must really go out (the developer mailbox exists only with',
        '  NODE_ENV=development). To try Hireloop locally, run `pnpm start` at the repository root.',
      ].join('\n'),
    )
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither (the SDK then finds credentials).',
    )
  }
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`
  const embedded = e.OIDC_ISSUER === undefined || e.OIDC_ISSUER === `${publicUrl}/oidc`
  return {
    mode,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: e.DATA_DIR.startsWith('memory://') ? e.DATA_DIR : resolve(e.DATA_DIR) },
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
      devMailbox: e.SMTP_URL === undefined,
      supportTo: e.SUPPORT_EMAIL,
    },
    oidc: {
      embedded,
      issuer: e.OIDC_ISSUER ?? `${publicUrl}/oidc`,
      audience: e.OIDC_AUDIENCE ?? `${publicUrl}/api`,
      clientId: e.OIDC_CLIENT_ID,
      cookieKeys: e.COOKIE_KEYS ?? null,
    },
    portalDist: resolve(e.PORTAL_DIST),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    rateLimits: e.RATE_LIMITS,
    listCountsCompactionMs: e.LIST_COUNTS_COMPACTION_MS,
    events: { heartbeatMs: e.EVENTS_HEARTBEAT_MS },
    files: e.S3_BUCKET
      ? {
          storage: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT ?? null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          prefix: e.S3_PREFIX ?? '',
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : null,
        }
      : { storage: 'local', dir: filesDir(e.FILES_DIR, e.DATA_DIR) },
    invoicing: {
      issuer: { name: e.INVOICE_ISSUER_NAME, address: e.INVOICE_ISSUER_ADDRESS, vatId: e.INVOICE_ISSUER_VAT_ID },
      bankAccount: { accountHolder: e.PAYMENT_ACCOUNT_HOLDER, iban: e.PAYMENT_IBAN, bic: e.PAYMENT_BIC },
    },
  }
}

/**
 * Uploaded files beside the database directory, never inside it (PGlite's directory is a PostgreSQL data directory:
 * initdb wants it empty, and its dumps would carry every upload): `<repo>/.data/files` by default. A throwaway
 * database (memory://) gets throwaway files.
 */
function filesDir(filesDirVariable: string | undefined, dataDir: string): string | null {
  if (filesDirVariable !== undefined) return resolve(filesDirVariable)
  if (dataDir.startsWith('memory://')) return null
  return resolve(dirname(resolve(dataDir)), 'files')
}

export function portalIsBuilt(config: Config): boolean {
  return existsSync(resolve(config.portalDist, 'index.html'))
}
