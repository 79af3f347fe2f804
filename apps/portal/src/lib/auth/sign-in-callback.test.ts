import { describe, expect, it } from 'vitest'
import { isSignInCallback } from './sign-in-callback.ts'

describe('isSignInCallback', () => {
  it('handles the provider redirect back to the callback path', () => {
    expect(isSignInCallback({ pathname: '/auth/callback', search: '?code=abc&state=xyz' })).toBe(true)
    expect(isSignInCallback({ pathname: '/auth/callback', search: '?error=access_denied&state=xyz' })).toBe(true)
  })

  it('skips the stripe-oauth-callback path even with code and state', () => {
    expect(isSignInCallback({ pathname: '/stripe-oauth-callback', search: '?code=abc&state=xyz' })).toBe(false)
  })

  it('ignores other paths and a callback without state', () => {
    expect(isSignInCallback({ pathname: '/login', search: '?code=abc&state=xyz' })).toBe(false)
    expect(isSignInCallback({ pathname: '/auth/callback', search: '?code=abc' })).toBe(false)
  })
})
