import { InMemoryWebStorage, User } from 'oidc-client-ts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PortalConfig } from '../config/portal-config.ts'
import { createIdentity, revocableTokens } from './identity.ts'

const ISSUER = 'https://portal.test/oidc'
const config: PortalConfig = {
  apiBaseUrl: '/api/v1',
  oidc: {
    authority: ISSUER,
    clientId: 'hireloop-portal',
    scope: 'openid profile email offline_access',
    resource: 'https://portal.test/api',
    redirectUri: 'https://portal.test/auth/callback',
    postLogoutRedirectUri: 'https://portal.test/login',
  },
  devMailbox: false,
}
const discovery = {
  issuer: ISSUER,
  authorization_endpoint: `${ISSUER}/auth`,
  token_endpoint: `${ISSUER}/token`,
  revocation_endpoint: `${ISSUER}/token/revocation`,
  end_session_endpoint: `${ISSUER}/session/end`,
  jwks_uri: `${ISSUER}/jwks`,
}
const JWT_ACCESS_TOKEN = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ1LTEifQ.c2ln'
const USER_KEY = `oidc.user:${ISSUER}:hireloop-portal`
const TOKEN_RESPONSE = {
  access_token: JWT_ACCESS_TOKEN,
  token_type: 'Bearer',
  expires_in: 900,
  scope: config.oidc.scope,
  id_token: JWT_ACCESS_TOKEN,
}

/**
 * A browser as far as oidc-client-ts needs one for sign-out: storage, a location to leave by, and a network whose
 * calls are recorded in order together with what the storage held at that moment.
 */
function browser(revocation: (type: string) => Response = () => new Response(null, { status: 200 })) {
  const storage = new InMemoryWebStorage()
  const events: string[] = []
  const stored = () => (storage.getItem(USER_KEY) ? 'user stored' : 'user removed')
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    if (url.endsWith('/.well-known/openid-configuration')) return Response.json(discovery)
    if (url === discovery.token_endpoint) return Response.json(TOKEN_RESPONSE)
    if (url === discovery.revocation_endpoint) {
      const form = new URLSearchParams(String(init?.body))
      events.push(`revoke ${form.get('token_type_hint')} ${form.get('token')} (${form.get('client_id')}, ${stored()})`)
      return revocation(form.get('token_type_hint') ?? '')
    }
    throw new Error(`Unexpected request ${url}`)
  })
  const location = {
    origin: 'https://portal.test',
    href: 'https://portal.test/job-openings',
    assign: vi.fn((url: string) => events.push(`leave for ${url} (${stored()})`)),
    replace: vi.fn(),
  }
  const window = { location, localStorage: storage, sessionStorage: new InMemoryWebStorage(), addEventListener() {} }
  Object.assign(window, { self: window, top: window })
  vi.stubGlobal('window', window)
  vi.stubGlobal('fetch', fetchMock)
  return { storage, events, location }
}

function storeUser(storage: Storage, tokens: { access_token: string; refresh_token?: string }) {
  const user = new User({
    id_token: 'the-id-token',
    token_type: 'Bearer',
    scope: config.oidc.scope,
    profile: { sub: 'u-1', iss: ISSUER, aud: 'hireloop-portal', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + 900,
    ...tokens,
  })
  storage.setItem(USER_KEY, user.toStorageString())
}

describe('signOut', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('revokes the refresh token at the provider before it forgets the user and goes to end-session', async () => {
    const { storage, events } = browser()
    storeUser(storage, { access_token: JWT_ACCESS_TOKEN, refresh_token: 'the-refresh-token' })
    const identity = createIdentity(config, storage)

    // The browser leaves for the provider: the promise never settles, the navigation is what tells it worked.
    void identity.signOut()
    await vi.waitFor(() => expect(events.at(-1)).toMatch(/^leave for/))

    expect(events).toHaveLength(2)
    expect(events[0]).toBe('revoke refresh_token the-refresh-token (hireloop-portal, user stored)')
    const end = new URL(events[1]!.replace(/^leave for (\S+) .*$/, '$1'))
    expect(`${end.origin}${end.pathname}`).toBe(discovery.end_session_endpoint)
    expect(end.searchParams.get('id_token_hint')).toBe('the-id-token')
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(config.oidc.postLogoutRedirectUri)
    expect(events[1]).toMatch(/\(user removed\)$/)
    expect(storage.getItem(USER_KEY)).toBeFalsy()
  })

  it('also revokes an opaque access token (another provider), after the refresh token', async () => {
    const { storage, events } = browser()
    storeUser(storage, { access_token: 'opaque-access-token', refresh_token: 'the-refresh-token' })
    void createIdentity(config, storage).signOut()
    await vi.waitFor(() => expect(events.at(-1)).toMatch(/^leave for/))
    expect(events.slice(0, 2)).toEqual([
      'revoke refresh_token the-refresh-token (hireloop-portal, user stored)',
      'revoke access_token opaque-access-token (hireloop-portal, user stored)',
    ])
  })

  it('signs out anyway when the revocation fails, and says so in the console', async () => {
    const { storage, events } = browser(() => Response.json({ error: 'server_error' }, { status: 500 }))
    storeUser(storage, { access_token: 'opaque-access-token', refresh_token: 'the-refresh-token' })
    void createIdentity(config, storage).signOut()
    await vi.waitFor(() => expect(events.at(-1)).toMatch(/^leave for/))

    // The access token is still tried when the refresh token's revocation failed.
    expect(events.filter((event) => event.startsWith('revoke'))).toHaveLength(2)
    expect(events.at(-1)).toMatch(/\(user removed\)$/)
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('refresh_token could not be revoked'),
      expect.anything(),
    )
  })

  it('goes to end-session without revoking when nobody is stored', async () => {
    const { storage, events } = browser()
    void createIdentity(config, storage).signOut()
    await vi.waitFor(() => expect(events.at(-1)).toMatch(/^leave for/))
    expect(events).toHaveLength(1)
  })
})

describe('the deep link through the provider round trip', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it.each([
    ['/meetings?x=1#notes', '/meetings?x=1#notes'],
    ['/login?company=true', '/'],
    ['/\\evil.example/x', '/'],
    [undefined, '/'],
  ])('signing in from %s comes back to %s', async (returnTo, landing) => {
    const { storage, events } = browser()
    const identity = createIdentity(config, storage)
    void identity.signInRedirect({ company: false, returnTo })
    await vi.waitFor(() => expect(events.at(-1)).toMatch(/^leave for/))

    const authorize = new URL(events.at(-1)!.replace(/^leave for (\S+) .*$/, '$1'))
    expect(`${authorize.origin}${authorize.pathname}`).toBe(discovery.authorization_endpoint)
    // The deep link travels in the state kept in this browser; the provider only sees the state's id.
    expect(authorize.search).not.toContain('meetings')
    const state = authorize.searchParams.get('state')!
    const callback = `${config.oidc.redirectUri}?code=the-code&state=${state}`
    await expect(identity.completeSignIn(callback)).resolves.toEqual({
      accessToken: JWT_ACCESS_TOKEN,
      returnTo: landing,
    })
  })
})

describe('revocableTokens', () => {
  it('revokes the refresh token first; a JWT access token is left to expire', () => {
    expect(revocableTokens({ access_token: JWT_ACCESS_TOKEN, refresh_token: 'r' })).toEqual(['refresh_token'])
    expect(revocableTokens({ access_token: 'opaque', refresh_token: 'r' })).toEqual(['refresh_token', 'access_token'])
    expect(revocableTokens({ access_token: 'opaque', refresh_token: undefined })).toEqual(['access_token'])
    expect(revocableTokens(null)).toEqual([])
  })
})
