import { describe, expect, it, vi } from 'vitest'
import type { PortalConfig } from '../config/portal-config.ts'
import type { Identity } from './identity.ts'
import { startSignIn } from './login-entry.ts'
import { isCompanyLogin, isLoginPath } from './login-path.ts'

const config = {} as PortalConfig

function identity(session: { accessToken: string } | null, redirect = async () => {}) {
  return { restore: vi.fn(async () => session), signInRedirect: vi.fn(redirect) } as unknown as Identity & {
    signInRedirect: ReturnType<typeof vi.fn>
  }
}

describe('the small entry of /login', () => {
  it('sends a visitor to the provider with the company variant and the deep link the router state kept', async () => {
    const provider = identity(null)
    const page = { location: { search: '?company=true' }, history: { state: { usr: { returnTo: '/meetings?x=1' } } } }
    await expect(startSignIn(config, { ...page, identity: provider })).resolves.toBe('leaving')
    expect(provider.signInRedirect).toHaveBeenCalledWith({ company: true, returnTo: '/meetings?x=1' })
  })

  it('leaves nothing to come back to on a plain /login, and never an address off the portal', async () => {
    const provider = identity(null)
    await startSignIn(config, { location: { search: '' }, history: { state: null }, identity: provider })
    await startSignIn(config, {
      location: { search: '?company=false' },
      history: { state: { usr: { returnTo: '//evil.example/x' } } },
      identity: provider,
    })
    expect(provider.signInRedirect.mock.calls).toEqual([[{ company: false }], [{ company: false }]])
  })

  it('hands over to the app when a session is stored (it goes to the root)', async () => {
    const provider = identity({ accessToken: 't' })
    const page = { location: { search: '' }, history: { state: null }, identity: provider }
    await expect(startSignIn(config, page)).resolves.toBe('app')
    expect(provider.signInRedirect).not.toHaveBeenCalled()
  })

  it('rejects when the provider cannot be reached, so the app can say why', async () => {
    const provider = identity(null, async () => {
      throw new Error('Failed to fetch')
    })
    const page = { location: { search: '' }, history: { state: null }, identity: provider }
    await expect(startSignIn(config, page)).rejects.toThrow('Failed to fetch')
  })
})

describe('login paths', () => {
  it.each([
    ['/login', true],
    ['/LOGIN/', true],
    ['/login/x', false],
    ['/logins', false],
  ])('%s is the login page: %s', (path, expected) => {
    expect(isLoginPath(path)).toBe(expected)
  })

  it('reads the company variant as the spec does', () => {
    expect(isCompanyLogin('?company=true')).toBe(true)
    expect(isCompanyLogin('?company')).toBe(true)
    expect(isCompanyLogin('?company=false')).toBe(false)
    expect(isCompanyLogin('')).toBe(false)
  })
})
