import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Config } from '../src/config.ts'
import { DEMO_PASSWORD } from '../src/db/seed.ts'
import { LOGIN_ATTEMPTS } from '../src/oidc/interactions.ts'
import { securityHeaders } from '../src/security-headers.ts'
import { OidcFlow, signIn } from './helpers/oidc-client.ts'
import { startTestServer, type TestServer } from './helpers/server.ts'

/** Everything around the API: the portal and its fallback, config, headers, health, mailbox, sign-in page. */
describe('server', () => {
  let t: TestServer
  const dist = mkdtempSync(join(tmpdir(), 'hireloop-portal-dist-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>')
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)')

  beforeAll(async () => {
    t = await startTestServer('pglite', { PORTAL_DIST: dist })
  })
  afterAll(async () => {
    await t?.close()
    rmSync(dist, { recursive: true, force: true })
  })

  const html = { accept: 'text/html,application/xhtml+xml' }

  it('serves the portal, its assets, and index.html for client routes', async () => {
    const root = await fetch(`${t.base}/`, { headers: html })
    expect(await root.text()).toContain('<div id="root">')
    const route = await fetch(`${t.base}/job-openings/hiring-pipeline/42`, { headers: html })
    expect(route.status).toBe(200)
    expect(route.headers.get('cache-control')).toBe('no-cache')
    expect(await route.text()).toContain('<div id="root">')
    const asset = await fetch(`${t.base}/assets/app-1234.js`)
    expect(asset.headers.get('cache-control')).toContain('immutable')
    // Not a page request, or a server path: no fallback.
    expect((await fetch(`${t.base}/missing.png`)).status).toBe(404)
    expect((await fetch(`${t.base}/dev/nothing`, { headers: html })).status).toBe(404)
    expect((await fetch(`${t.base}/api/v1/nothing`, { headers: html })).status).toBe(404)
  })

  it('explains a missing portal build instead of failing', async () => {
    const bare = await startTestServer('pglite')
    try {
      const response = await fetch(`${bare.base}/login`, { headers: html })
      expect(response.status).toBe(503)
      expect(await response.text()).toContain('Run pnpm build')
    } finally {
      await bare.close()
    }
  })

  it('publishes the portal configuration', async () => {
    const config = await (await fetch(`${t.base}/portal-config.json`)).json()
    expect(config).toEqual({
      apiBaseUrl: '/api/v1',
      oidc: {
        authority: `${t.base}/oidc`,
        clientId: 'hireloop-portal',
        scope: 'openid profile email offline_access',
        resource: `${t.base}/api`,
        redirectUri: `${t.base}/auth/callback`,
        postLogoutRedirectUri: `${t.base}/login`,
      },
      devMailbox: true,
    })
  })

  it('sends security headers everywhere, the provider included', async () => {
    for (const path of ['/', '/healthz', '/oidc/.well-known/openid-configuration']) {
      const response = await fetch(`${t.base}${path}`)
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
    expect(await (await fetch(`${t.base}/healthz`)).json()).toEqual({ status: 'ok' })
    // Served over plain HTTP here: a Strict-Transport-Security header would be ignored by browsers anyway.
    expect((await fetch(`${t.base}/`)).headers.get('strict-transport-security')).toBeNull()
  })

  it('asks browsers to keep to HTTPS when the public address is https', async () => {
    const app = Fastify()
    securityHeaders(app, {
      publicUrl: 'https://hireloop.example',
      oidc: { issuer: 'https://hireloop.example/oidc' },
    } as Config)
    app.get('/', () => 'ok')
    const response = await app.inject({ url: '/' })
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    await app.close()
  })

  it("keeps the provider's session cookies out of scripts and other sites' requests", async () => {
    const flow = new OidcFlow(t.base)
    const auth = await flow.authorize()
    const { url } = await flow.openLoginPage()
    const signedIn = await flow.submitLogin(url, 'admin@hireloop.test', DEMO_PASSWORD)
    const cookies = [...auth.headers.getSetCookie(), ...signedIn.headers.getSetCookie()].filter((c) => !/=;/.test(c))
    expect(cookies.length).toBeGreaterThan(0)
    for (const cookie of cookies) {
      expect(cookie.toLowerCase()).toContain('httponly')
      expect(cookie.toLowerCase()).toMatch(/samesite=(lax|strict)/)
    }
  })

  /** One GET as bytes on the wire: Node's fetch would inflate the body and hide what the server sent. */
  function raw(path: string, headers: Record<string, string>) {
    return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = httpRequest(`${t.base}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = []
        // An event stream never ends by itself: its first bytes are enough.
        const done = () => resolve({ headers: response.headers, body: Buffer.concat(chunks) })
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk)
          if (response.headers['content-type']?.startsWith('text/event-stream')) {
            done()
            req.destroy()
          }
        })
        response.on('end', done)
      })
      req.on('error', reject)
      req.end()
    })
  }

  it('compresses JSON answers of 1 KiB or more for a client that asks, and nothing else (ADR 0109)', async () => {
    const { access_token } = await signIn(t.base, 'admin@hireloop.test', DEMO_PASSWORD)
    const auth = { authorization: `Bearer ${access_token}` }
    const list = '/api/v1/admin/vacancy?size=50'
    const plain = await raw(list, auth)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const page = JSON.parse(plain.body.toString('utf8'))
    expect(page.results.length).toBeGreaterThan(10)

    const br = await raw(list, { ...auth, 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers['content-type']).toMatch(/^application\/json/)
    expect(br.body.length).toBeLessThan(plain.body.length / 3)
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(page)

    const gzip = await raw(list, { ...auth, 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(page)

    // A refusal is a short JSON body: it goes as it is, readable without inflating.
    const refused = await raw('/api/v1/admin/vacancy?size=500', { ...auth, 'accept-encoding': 'br' })
    expect(JSON.parse(refused.body.toString('utf8'))).toHaveProperty('detail')

    // Small answers go as they are: compressing them costs more than it saves.
    const me = await raw('/api/v1/me', { ...auth, 'accept-encoding': 'br' })
    expect(me.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(me.body.toString('utf8')).email).toBe('admin@hireloop.test')

    // The event stream flushes each event as it happens: never through a compressor.
    const events = await raw('/api/v1/events', { ...auth, 'accept-encoding': 'br', accept: 'text/event-stream' })
    expect(events.headers['content-type']).toMatch(/^text\/event-stream/)
    expect(events.headers['content-encoding']).toBeUndefined()
    expect(events.body.toString('utf8')).toMatch(/^(:|id:|event:|data:|retry:)/m)

    // Request bodies are taken as they arrive, never inflated: a compressed one is not JSON, and nothing is done.
    const mails = async () => ((await (await fetch(`${t.base}/dev/mailbox.json`)).json()) as unknown[]).length
    const before = await mails()
    const inflated = await fetch(`${t.base}/api/v1/password_reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ email: 'talent.new@hireloop.test' })),
    })
    expect(inflated.status).toBe(400)
    expect(await inflated.json()).toEqual({
      detail: [{ loc: ['body'], msg: 'The request body is not valid JSON.', type: 'json_invalid' }],
    })
    expect(await mails()).toBe(before)
  })

  it('lists mail in the developer mailbox, newest first, with clickable links', async () => {
    await fetch(`${t.base}/api/v1/password_reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'talent.new@hireloop.test' }),
    })
    const [latest] = (await (await fetch(`${t.base}/dev/mailbox.json`)).json()) as { to: string; links: string[] }[]
    expect(latest).toMatchObject({
      to: 'talent.new@hireloop.test',
      links: [expect.stringContaining('/change-password?token=')],
      attachments: [],
    })
    const page = await (await fetch(`${t.base}/dev/mailbox`)).text()
    expect(page).toContain(`<a href="${latest!.links[0]}">`)
  })

  it('renders an accessible sign-in page', async () => {
    const { html: page } = await new OidcFlow(t.base).openLoginPage()
    expect(page).toContain('<html lang="en">')
    expect(page).toContain('<main>')
    expect(page).toContain('<label for="email">Email</label>')
    expect(page).toContain('<label for="password">Password</label>')
    expect(page).toContain('autocomplete="current-password"')
    expect(page).toMatch(/:focus-visible\{/)
  })

  it('limits failed sign-in attempts per email and address', async () => {
    const flow = new OidcFlow(t.base)
    const { url } = await flow.openLoginPage()
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS.limit; attempt++) {
      expect((await flow.submitLogin(url, 'recruiter@hireloop.test', 'wrong-password')).status).toBe(401)
    }
    const blocked = await flow.submitLogin(url, 'recruiter@hireloop.test', DEMO_PASSWORD)
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await blocked.text()).toContain('Too many sign-in attempts')
    // Another account from the same address is not affected.
    expect((await flow.submitLogin(url, 'admin@hireloop.test', DEMO_PASSWORD)).status).toBe(303)
  })

  it('answers an unknown or expired interaction with a page, not an error', async () => {
    const response = await fetch(`${t.base}/interaction/unknown-uid`)
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('This sign-in page has expired')
    // The portal's icon, as on every portal page: without it the browser asks for /favicon.ico, which is a 404.
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">')
  })
})
