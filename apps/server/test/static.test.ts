import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './helpers/server.ts'

/**
 * The portal as the build leaves it (ADR 0004): precompressed by scripts/precompress.mjs, sent as Brotli or gzip
 * by Accept-Encoding with the file's own type, cached for good under /assets and revalidated elsewhere, source maps
 * never. Read over plain HTTP: fetch would decompress and hide what the server sent.
 */
describe('portal files', () => {
  let t: TestServer
  const dist = mkdtempSync(join(tmpdir(), 'hireloop-portal-dist-'))
  // Big enough to compress, as a build's files are.
  const page = `<!doctype html><title>Portal</title>${'<link rel="modulepreload" href="/assets/a.js">'.repeat(40)}`
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))}\n`
  const files = {
    'index.html': page,
    'assets/index-4f2a9c.js': script,
    'assets/index-4f2a9c.js.map': JSON.stringify({ version: 3, sources: ['src/secret.ts'], mappings: script }),
    'assets/index-7d1e0b.css': `${'.row{display:flex;gap:8px}'.repeat(50)}\n`,
    // Smaller than any compressed form of it: sent as it is.
    'favicon.svg': '<svg/>',
  }

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'))
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dist, name), content)
    execFileSync(process.execPath, [resolve(import.meta.dirname, '../scripts/precompress.mjs'), dist])
    t = await startTestServer('pglite', { PORTAL_DIST: dist })
  })
  afterAll(async () => {
    await t?.close()
    rmSync(dist, { recursive: true, force: true })
  })

  function get(path: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (done, fail) => {
        const url = new URL(path, t.base)
        request(url, { headers }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            done({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
          )
        })
          .on('error', fail)
          .end()
      },
    )
  }

  const decoded = (answer: Awaited<ReturnType<typeof get>>) => {
    const encoding = answer.headers['content-encoding']
    if (encoding === 'br') return brotliDecompressSync(answer.body)
    if (encoding === 'gzip') return gunzipSync(answer.body)
    expect(encoding).toBeUndefined()
    return answer.body
  }

  it('writes Brotli and gzip forms beside the files they shrink, and none for source maps', () => {
    for (const name of ['index.html', 'assets/index-4f2a9c.js', 'assets/index-7d1e0b.css']) {
      expect(brotliDecompressSync(readFileSync(join(dist, `${name}.br`))).toString()).toBe(files[name as 'index.html'])
      expect(gunzipSync(readFileSync(join(dist, `${name}.gz`))).toString()).toBe(files[name as 'index.html'])
    }
    for (const name of ['assets/index-4f2a9c.js.map.br', 'assets/index-4f2a9c.js.map.gz', 'favicon.svg.br']) {
      expect(existsSync(join(dist, name)), name).toBe(false)
    }
  })

  const pages = { accept: 'text/html,application/xhtml+xml' }

  describe.each([
    ['the root page', '/'],
    ['a client route (the single-page-app fallback)', '/job-openings/hiring-pipeline/42'],
  ])('%s', (_name, path) => {
    it.each([
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', undefined],
    ])('answers Accept-Encoding %s with %s', async (acceptEncoding, encoding) => {
      const answer = await get(path, { ...pages, 'accept-encoding': acceptEncoding })
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBe(encoding)
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(answer.headers['cache-control']).toBe('no-cache')
      expect(answer.headers.vary).toMatch(/accept-encoding/i)
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
      expect(decoded(answer).toString()).toBe(page)
    })

    it('answers a client that sends no Accept-Encoding with the file itself', async () => {
      const answer = await get(path, pages)
      expect(answer.headers['content-encoding']).toBeUndefined()
      expect(answer.headers.vary).toMatch(/accept-encoding/i)
      expect(answer.body.toString()).toBe(page)
    })
  })

  it.each([
    ['assets/index-4f2a9c.js', 'application/javascript; charset=utf-8'],
    ['assets/index-7d1e0b.css', 'text/css; charset=utf-8'],
  ])('sends %s compressed or not, as %s, cached for good', async (name, type) => {
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      const answer = await get(`/${name}`, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {})
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding'], acceptEncoding).toBe(acceptEncoding)
      expect(answer.headers['content-type']).toBe(type)
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(answer.headers.vary).toMatch(/accept-encoding/i)
      expect(decoded(answer).toString()).toBe(files[name as 'index.html'])
    }
  })

  it('sends a file without a smaller form as it is, whatever the client accepts', async () => {
    const answer = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' })
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.headers['content-type']).toBe('image/svg+xml')
    expect(answer.headers['cache-control']).toBe('no-cache')
    expect(answer.body.toString()).toBe(files['favicon.svg'])
  })

  /** A request as a socket sends it: the path goes out as written, dot segments and all (new URL would resolve them). */
  function raw(path: string) {
    return new Promise<{ status: number; body: string }>((done, fail) => {
      const { hostname, port } = new URL(t.base)
      request({ hostname, port, path }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => done({ status: response.statusCode!, body: Buffer.concat(chunks).toString() }))
      })
        .on('error', fail)
        .end()
    })
  }

  it('never answers an API address with a portal file or its refusals', async () => {
    // Longer than the router's limit for a parameter, with backslashes: the static files' wildcard would answer 403.
    const longValue = `${'%5C'.repeat(40)}${'a'.repeat(70)}`
    for (const path of [`/api/v1/register/invite/${longValue}`, '/api/v1/no-such-thing%5C', '/api/index.html']) {
      const answer = await raw(path)
      expect({ path, status: answer.status, body: JSON.parse(answer.body) }).toEqual({
        path,
        status: 404,
        body: { message: ['Not found.'] },
      })
    }
  })

  it('takes a dot segment in an API address as a value, not as a step up', async () => {
    // A socket can send what no browser does: the segment reaches the router as it is and fails the value's pattern.
    const answer = await raw('/api/v1/register/invite/..')
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toEqual({ detail: [expect.objectContaining({ loc: ['path', 'value'] })] })
  })

  it('never serves a source map', async () => {
    for (const acceptEncoding of ['br, gzip', 'identity']) {
      const answer = await get('/assets/index-4f2a9c.js.map', { 'accept-encoding': acceptEncoding })
      expect(answer.status).toBe(404)
      expect(JSON.parse(answer.body.toString())).toEqual({ message: ['Not found.'] })
    }
  })
})
