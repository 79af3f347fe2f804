import type { Config } from './config.ts'
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed.ts'

/** What a developer needs after `pnpm start`: where to go and how to sign in. */
export function startBanner(config: Config, devMailbox: boolean): string {
  const url = config.publicUrl
  const width = Math.max(...DEMO_USERS.map((user) => user.email.length))
  const rows = DEMO_USERS.map((user) => `    ${user.email.padEnd(width)}  ${user.lands_on}`)
  const database =
    config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.database.dataDir}`
  return [
    '',
    `  Hireloop is running at ${url}`,
    '',
    `  API          ${url}/api/v1`,
    `  Sign-in      ${config.oidc.embedded ? `${config.oidc.issuer} (embedded OpenID Connect provider)` : config.oidc.issuer}`,
    `  Database     ${database}`,
    `  Mail         ${devMailbox ? `developer mailbox at ${url}/dev/mailbox` : 'SMTP (SMTP_URL)'}`,
    '',
    `  Demo logins (password ${DEMO_PASSWORD}):`,
    ...rows,
    '',
  ].join('\n')
}
