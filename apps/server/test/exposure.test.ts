import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBanner } from '../src/banner.ts'
import { ConfigError, loadConfig } from '../src/config.ts'
import { DEMO_PASSWORD } from '../src/db/seed.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, startTestServer, type TestServer } from './helpers/server.ts'

/**
 * What the server exposes, by mode and by host (issue 8, findings 1, 2, 12 and 13): nothing for developers in
 * production, demo accounts only when asked for, one public host, and our error format on every path.
 */
describe('production mode', () => {
  let t: TestServer

  beforeAll(async () => {
    // A first start of a production server on an empty database, as an operator would run it. Mail goes to an
    // SMTP server that does not answer: it stays pending in the outbox, which is all this test needs.
    t = await startTestServer(
      'pglite',
      { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9', SEED_DEMO_DATA: '' },
      { emptyDatabase: true },
    )
  })
  afterAll(async () => {
    await t?.close()
  })

  it('has no developer mailbox, so a reset link cannot be read by whoever asks for it (finding 1)', async () => {
    expect((await api(t.base, 'POST', '/password_reset', { body: { email: 'admin@hireloop.test' } })).status).toBe(202)
    for (const path of ['/dev/mailbox.json', '/dev/mailbox']) {
      const response = await fetch(`${t.base}${path}`, { headers: { accept: 'text/html' } })
      expect(response.status, path).toBe(404)
      expect(await response.json()).toEqual({ message: ['Not found.'] })
    }
    const config = (await (await fetch(`${t.base}/portal-config.json`)).json()) as { devMailbox: boolean }
    expect(config.devMailbox).toBe(false)
  })

  it('seeds no demo accounts unless asked (finding 2)', async () => {
    expect(await t.server.db.selectFrom('users').select('id').execute()).toEqual([])
    await expect(signIn(t.base, 'admin@hireloop.test', DEMO_PASSWORD)).rejects.toThrow('sign-in answered 401')
  })
})

describe('configuration', () => {
  it('is production unless NODE_ENV says development, and production needs real mail', () => {
    expect(() => loadConfig({})).toThrow(ConfigError)
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/SMTP_URL: required in production/)
    expect(loadConfig({ SMTP_URL: 'smtp://mail.test' })).toMatchObject({ mode: 'production', seedDemoData: false })
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({
      mode: 'development',
      seedDemoData: false,
      mail: { smtpUrl: null, devMailbox: true, supportTo: 'support@hireloop.test' },
    })
    expect(loadConfig({ NODE_ENV: 'development', SUPPORT_EMAIL: 'help@firm.test' }).mail.supportTo).toBe(
      'help@firm.test',
    )
    expect(() => loadConfig({ NODE_ENV: 'development', SUPPORT_EMAIL: 'help desk' })).toThrow(/SUPPORT_EMAIL/)
  })

  it('says in the start banner whether demo data is on', () => {
    const on = startBanner(loadConfig({ NODE_ENV: 'development', SEED_DEMO_DATA: 'true' }))
    expect(on).toContain('Demo data    ON (SEED_DEMO_DATA)')
    expect(on).toContain('admin@hireloop.test')
    expect(on).toContain('development mode')
    const off = startBanner(loadConfig({ SMTP_URL: 'smtp://mail.test' }))
    expect(off).toContain('Demo data    off')
    expect(off).not.toContain(DEMO_PASSWORD)
    expect(off).toContain('production mode')
  })
})

describe('hosts and error bodies', () => {
  let t: TestServer
  let publicHost: string
  const dist = mkdtempSync(join(tmpdir(), 'hireloop-portal-dist-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>')
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)')
  writeFileSync(join(dist, 'assets', 'app-1234.js.map'), '{"sources":["src/secret.ts"]}')

  /** In-process request with any Host header (fetch cannot set one). */
  const request = (options: {
    method?: 'GET' | 'POST'
    url: string
    host?: string
    headers?: object
    payload?: string
  }) =>
    t.server.app.inject({
      method: options.method ?? 'GET',
      url: options.url,
      headers: { host: options.host ?? publicHost, ...options.headers },
      ...(options.payload !== undefined ? { payload: options.payload } : {}),
    })

  beforeAll(async () => {
    t = await startTestServer('pglite', { PORTAL_DIST: dist })
    publicHost = new URL(t.base).host
  })
  afterAll(async () => {
    await t?.close()
    rmSync(dist, { recursive: true, force: true })
  })

  it('answers only on the public host: pages redirect there, the rest is refused (finding 12)', async () => {
    const page = await request({ url: '/job-openings?tab=1', host: 'rebind.attacker.test' })
    expect(page.statusCode).toBe(308)
    expect(page.headers.location).toBe(`${t.base}/job-openings?tab=1`)
    for (const url of ['/dev/mailbox.json', '/api/v1/me', '/oidc/.well-known/openid-configuration']) {
      const refused = await request({ url, host: 'rebind.attacker.test' })
      expect(refused.statusCode, url).toBe(421)
      expect(refused.json()).toEqual({ message: [`This server answers only on ${publicHost}.`] })
    }
    const reset = await request({
      method: 'POST',
      url: '/api/v1/password_reset',
      host: '127.0.0.2:1234',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'admin@hireloop.test' }),
    })
    expect(reset.statusCode).toBe(421)
    // Probes by address still see the health check; the public host sees everything.
    expect((await request({ url: '/healthz', host: '10.0.0.7' })).statusCode).toBe(200)
    expect((await request({ url: '/dev/mailbox.json' })).statusCode).toBe(200)
  })

  it('answers our error format for traversal, oversize and wrong media types (finding 13)', async () => {
    for (const url of ['/assets/..%2f..%2fpackage.json', '/assets/%00', '/assets/app-1234.js.map']) {
      const response = await request({ url })
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, url).toBeLessThan(500)
      expect(Object.keys(response.json()), url).toEqual(['message'])
      expect(response.body, url).not.toMatch(/FST_|statusCode|secret/)
    }
    const large = await request({
      method: 'POST',
      url: '/api/v1/password_reset',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2_000_000) }),
    })
    expect(large.statusCode).toBe(413)
    expect(large.json()).toEqual({ message: ['The request body is too large.'] })
    for (const url of ['/api/v1/password_reset', '/interaction/some-uid/login']) {
      const xml = await request({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      })
      expect(xml.statusCode, url).toBe(415)
      expect(xml.json(), url).toEqual({ message: ['Send the request body as application/json.'] })
    }
  })

  it('keeps API answers out of caches and source maps off the server (finding 13)', async () => {
    expect((await request({ url: '/api/v1/me' })).headers['cache-control']).toBe('no-store')
    const { access_token } = await signIn(t.base, 'talent.published@hireloop.test', DEMO_PASSWORD)
    const me = await api(t.base, 'GET', '/me', { token: access_token })
    expect(me.status).toBe(200)
    expect(me.headers.get('cache-control')).toBe('no-store')
    expect((await fetch(`${t.base}/assets/app-1234.js`)).status).toBe(200)
    expect((await fetch(`${t.base}/assets/app-1234.js.map`)).status).toBe(404)
  })
})
