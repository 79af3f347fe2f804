import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
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
  OIDC_ISSUER: absoluteUrl.optional(),
  OIDC_AUDIENCE: z.string().min(1).optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('hireloop-portal'),
  // Signs the provider's cookies; rotate by prepending a new key. Generated and stored in the database if absent.
  COOKIE_KEYS: commaList.optional(),
  PORTAL_DIST: z.string().min(1).default(resolve(repoRoot, 'apps/portal/dist')),
  // Set when a reverse proxy terminates TLS: trust X-Forwarded-* for the client IP, protocol and host.
  TRUST_PROXY: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Seed the demo marketplace (logins with a published password) when the database has no users yet. Only when
  // asked for: `pnpm start` asks; production never seeds by default.
  SEED_DEMO_DATA: z.stringbool().default(false),
  // Per-address and per-client limits of calls that send mail or check a password. Off only where a gateway in
  // front throttles the same calls.
  RATE_LIMITS: z.stringbool().default(true),
})

export type Mode = 'development' | 'production'

export interface Config {
  /** development: outbox-only mail and the developer mailbox are allowed; production: real mail only. */
  mode: Mode
  port: number
  host: string
  publicUrl: string
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string }
  /** smtpUrl null: mail stays in the outbox, listed by the developer mailbox (development only). */
  mail: { smtpUrl: string | null; from: string; devMailbox: boolean }
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
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM, devMailbox: e.SMTP_URL === undefined },
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
  }
}

export function portalIsBuilt(config: Config): boolean {
  return existsSync(resolve(config.portalDist, 'index.html'))
}
