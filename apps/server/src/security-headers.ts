import type { FastifyInstance } from 'fastify'
import type { Config } from './config.ts'

/**
 * Security headers on every response, set on the raw response in onRequest so that they also cover what the
 * OIDC provider (a Koa app behind middie) writes without going through Fastify's reply.
 */
export function securityHeaders(app: FastifyInstance, config: Config) {
  const portalOrigin = new URL(config.publicUrl).origin
  const issuerOrigin = new URL(config.oidc.issuer).origin
  const connect = issuerOrigin === portalOrigin ? "'self'" : `'self' ${issuerOrigin}`
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // Server-rendered pages carry their CSS inline; components may set style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    // Chrome applies form-action to the redirects after the sign-in form: allow the portal's origin.
    `form-action 'self' ${portalOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ')
  const headers: Record<string, string> = {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    ...(config.publicUrl.startsWith('https:')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  }
  const entries = Object.entries(headers)
  // A callback hook, not an async one: it runs on every request, and has nothing to wait for.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value)
    done()
  })
}
