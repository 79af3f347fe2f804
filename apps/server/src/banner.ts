import type { Config } from './config.ts'
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed.ts'

/** What a developer needs after `pnpm start`: where to go, what runs, and (with demo data) how to sign in. */
export function startBanner(config: Config): string {
  const url = config.publicUrl
  const database =
    config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.database.dataDir}`
  const lines = [
    '',
    `  Hireloop is running at ${url} (${config.mode} mode)`,
    '',
    `  API          ${url}/api/v1`,
    `  Sign-in      ${config.oidc.embedded ? `${config.oidc.issuer} (embedded OpenID Connect provider)` : config.oidc.issuer}`,
    `  Database     ${database}`,
    `  Mail         ${config.mail.devMailbox ? `developer mailbox at ${url}/dev/mailbox (nothing is sent)` : 'SMTP (SMTP_URL)'}`,
  ]
  if (config.seedDemoData) {
    const width = Math.max(...DEMO_USERS.map((user) => user.email.length))
    lines.push(
      `  Demo data    ON (SEED_DEMO_DATA): these logins share the password ${DEMO_PASSWORD}; never use it in production`,
      ...DEMO_USERS.map((user) => `    ${user.email.padEnd(width)}  ${user.lands_on}`),
    )
  } else {
    lines.push('  Demo data    off')
  }
  if (!config.rateLimits) lines.push('  Rate limits  OFF (RATE_LIMITS=false): a gateway in front must throttle')
  lines.push('')
  return lines.join('\n')
}
