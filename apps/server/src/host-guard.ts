import type { FastifyInstance } from 'fastify'
import type { Config } from './config.ts'

/** Answer on any host: a load balancer or orchestrator probes by address, and they reveal nothing. */
const ANY_HOST_PATHS = new Set(['/healthz', '/livez', '/readyz'])

/**
 * The server answers only on the public origin's host (PUBLIC_URL). A page asked for on another host (an IP
 * address, another name) is redirected to the public origin, so sign-in, cookies and mail links agree; everything
 * else there (the API, the provider, the developer mailbox) is refused with 421. This closes DNS rebinding: a page
 * on an attacker's name that resolves to this server cannot read its answers.
 */
export function hostGuard(app: FastifyInstance, config: Config) {
  const publicHost = new URL(config.publicUrl).host.toLowerCase()
  // A callback hook, not an async one: it runs on every request, and the public host has nothing to wait for.
  app.addHook('onRequest', (request, reply, done) => {
    // request.host honours X-Forwarded-Host only when TRUST_PROXY is set.
    if (request.host.toLowerCase() === publicHost) return done()
    const path = request.url.split('?')[0] ?? '/'
    if (ANY_HOST_PATHS.has(path)) return done()
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/oidc/') &&
      !path.startsWith('/dev/')
    // Answered here: `done` is not called, so the request goes no further. (Nothing is returned either: a reply is
    // thenable, and Fastify would wait on it and carry on.)
    if (isPage) {
      // An absolute-form request target ("GET http://x/ HTTP/1.1") is not ours to forward.
      reply.redirect(`${config.publicUrl}${request.url.startsWith('/') ? request.url : '/'}`, 308)
      return
    }
    reply
      .code(421)
      .header('cache-control', 'no-store')
      .send({ message: [`This server answers only on ${publicHost}.`] })
  })
}
