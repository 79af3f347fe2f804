import { existsSync } from 'node:fs'
import { resolve, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from './config.ts'
import { messagePage } from './oidc/pages.ts'

/** Paths that belong to the server, never to the single-page app. */
const SERVER_PREFIXES = ['/api/', '/oidc/', '/dev/', '/interaction/']
const SERVER_PATHS = new Set(['/api', '/oidc', '/dev', '/portal-config.json', '/healthz', '/livez', '/readyz'])

function isServerPath(path: string): boolean {
  return SERVER_PATHS.has(path) || SERVER_PREFIXES.some((prefix) => path.startsWith(prefix))
}

/**
 * The built portal (PORTAL_DIST) with a single-page-app fallback: a browser navigation to any other path gets
 * index.html and the client router takes over. Unknown API paths get a JSON 404.
 *
 * Files go out as the build precompressed them (scripts/precompress.mjs, ADR 0004): `x.js.br` or `x.js.gz` beside
 * `x.js`, chosen by Accept-Encoding, with the Content-Type of `x.js` and `Vary: Accept-Encoding` on every answer
 * (a cache must not hand a Brotli body to a client that did not ask for one); a file without a smaller form, or a
 * client that accepts none, gets the file itself.
 */
export async function portalRoutes(app: FastifyInstance, config: Config) {
  const indexFile = resolve(config.portalDist, 'index.html')
  const assets = resolve(config.portalDist, 'assets') + sep
  if (!existsSync(indexFile)) app.log.warn(`No portal build at ${config.portalDist}: run pnpm build`)

  await app.register(fastifyStatic, {
    root: config.portalDist,
    // The portal may be built while the server runs; our warning above and the fallback page explain it.
    suppressWarning: true,
    wildcard: true,
    index: false,
    preCompressed: true,
    // Source maps stay on the build machine (for error reports), never public: they would hand out the source.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders(reply, path) {
      // Vite fingerprints everything under assets/: cache it for good. Everything else (index.html, the favicon) is
      // revalidated, so a new build is seen at the next visit.
      reply.header('cache-control', path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })

  function sendIndex(reply: FastifyReply) {
    if (!existsSync(indexFile)) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          messagePage(
            'The portal is not built yet',
            `The server runs, but there is no portal build in ${config.portalDist}. Run pnpm build in the repository, then reload this page.`,
          ),
        )
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html')
  }

  app.get('/', (_request, reply) => sendIndex(reply))

  // An API address no operation answers is never a portal file. Without this route the static wildcard would take it
  // (the router falls back to it when a path parameter is longer than its limit) and answer 403 to a path it deems
  // unsafe (a backslash, a NUL), a status no operation declares.
  app.route({ method: ['GET', 'HEAD'], url: '/api/*', handler: (_request, reply) => reply.callNotFound() })

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/'
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html')
    if (wantsPage && !isServerPath(path)) return sendIndex(reply)
    return reply.code(404).send({ message: ['Not found.'] })
  })
}
