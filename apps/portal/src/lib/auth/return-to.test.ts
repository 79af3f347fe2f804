import { describe, expect, it } from 'vitest'
import { loginStateFor, returnToOf, safeReturnTo, signInReturnTo } from './return-to.ts'

describe('safeReturnTo', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeReturnTo('/job-openings?page=2')).toBe('/job-openings?page=2')
    expect(safeReturnTo('/job-openings/hiring-pipeline?tab=x#stage')).toBe('/job-openings/hiring-pipeline?tab=x#stage')
  })

  it('refuses anything that could leave the portal', () => {
    const escapes = [
      '//evil.example/x',
      '/\\evil.example/x',
      '/\t/evil.example/x',
      'https://evil.example',
      'javascript:alert(1)',
      'meetings',
      '',
      undefined,
      42,
    ]
    for (const value of escapes) expect(safeReturnTo(value), String(value)).toBe('/')
  })
})

describe('signInReturnTo: the deep link to land on after sign-in', () => {
  it.each([
    ['/meetings?x=1', '/meetings?x=1'],
    ['/job-openings/hiring-pipeline?tab=x#stage', '/job-openings/hiring-pipeline?tab=x#stage'],
    ['/manage-cv/r%2F1', '/manage-cv/r%2F1'],
  ])('%s -> %s', (value, expected) => {
    expect(signInReturnTo(value)).toBe(expected)
  })

  it.each([
    ['the root (its redirect is the default)', '/'],
    ['the root with a query', '/?x=1'],
    ['/login', '/login'],
    ['/login with the company variant', '/login?company=true'],
    ['/login in another case (the router ignores case)', '/LOGIN'],
    ['/login behind a dot segment', '/meetings/../login'],
    ['the sign-in callback', '/auth/callback?code=c&state=s'],
    ['another origin', '//evil.example/meetings'],
    ['a backslash that leaves the origin', '/\\evil.example/meetings'],
    ['no string', { pathname: '/meetings' }],
  ])('refuses %s', (_, value) => {
    expect(signInReturnTo(value)).toBeUndefined()
  })
})

describe('the login state the signed-in layout hands to /login', () => {
  it('carries the whole deep link: path, query and hash', () => {
    const state = loginStateFor({ pathname: '/meetings', search: '?x=1', hash: '#today' })
    expect(state).toEqual({ returnTo: '/meetings?x=1#today' })
    expect(returnToOf(state)).toBe('/meetings?x=1#today')
  })

  it('carries nothing from the root', () => {
    expect(loginStateFor({ pathname: '/', search: '', hash: '' })).toEqual({})
  })

  it('reads only a safe deep link back, whatever the history holds', () => {
    for (const state of [null, undefined, 'x', {}, { returnTo: 'https://evil.example' }, { returnTo: '/login' }]) {
      expect(returnToOf(state)).toBeUndefined()
    }
  })
})
