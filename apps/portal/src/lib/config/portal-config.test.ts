import { describe, expect, it } from 'vitest'
import { loadPortalConfig, parsePortalConfig } from './portal-config.ts'

const served = {
  apiBaseUrl: '/api/v1',
  oidc: {
    authority: 'https://portal.test/oidc',
    clientId: 'hireloop-portal',
    scope: 'openid profile email offline_access',
    resource: 'https://portal.test/api',
    redirectUri: 'https://portal.test/auth/callback',
    postLogoutRedirectUri: 'https://portal.test/login',
  },
  devMailbox: true,
}

describe('parsePortalConfig', () => {
  it('keeps what the server sends', () => {
    expect(parsePortalConfig(served)).toEqual(served)
  })

  it('has no resource and no mailbox unless the server says so', () => {
    const { resource: _, ...oidc } = served.oidc
    expect(parsePortalConfig({ apiBaseUrl: '/api/v1', oidc })).toEqual({
      apiBaseUrl: '/api/v1',
      oidc,
      devMailbox: false,
    })
  })

  it.each([
    [null, 'the configuration must be an object'],
    [{ ...served, apiBaseUrl: '' }, 'apiBaseUrl must be a non-empty string'],
    [{ ...served, oidc: 'x' }, 'oidc must be an object'],
    [{ ...served, oidc: { ...served.oidc, authority: '/oidc' } }, 'oidc.authority must be an absolute URL'],
    [{ ...served, oidc: { ...served.oidc, clientId: 42 } }, 'oidc.clientId must be a non-empty string'],
    [{ ...served, devMailbox: 'yes' }, 'devMailbox must be true or false'],
  ])('refuses %j: %s', (value, message) => {
    expect(() => parsePortalConfig(value)).toThrow(`The portal configuration is invalid: ${message}.`)
  })
})

describe('loadPortalConfig', () => {
  it('says which status the server answered when it has no configuration', async () => {
    const fetchImpl = async () => new Response('gateway down', { status: 502 })
    await expect(loadPortalConfig(fetchImpl)).rejects.toThrow('The portal configuration could not be loaded (502).')
  })
})
