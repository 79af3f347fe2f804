import { describe, expect, it } from 'vitest'
import { withLiveGrants } from '../src/auth/live-grants.ts'
import type { Principal } from '../src/auth/principal.ts'
import { InvalidTokenError, type TokenVerifier } from '../src/auth/token-verifier.ts'

const principal = (grantId: string | null): Principal => ({
  userId: 'u1',
  userType: 'talent',
  companyId: null,
  isAdmin: false,
  recruiterLevel: null,
  grantId,
})

/** A verifier that knows one principal per token, and a provider whose grants can be revoked. */
function setUp(recheckMs = 2_000) {
  const tokens: Record<string, Principal> = { a: principal('g1'), b: principal('g2'), external: principal(null) }
  const inner: TokenVerifier = { verify: (token) => tokens[token]! }
  const live = new Set(['g1', 'g2'])
  const lookups: string[] = []
  let clock = 0
  const verifier = withLiveGrants(inner, {
    alive: async (grantId) => {
      lookups.push(grantId)
      return live.has(grantId)
    },
    recheckMs,
    now: () => clock,
  })
  return { verifier, live, lookups, advance: (ms: number) => (clock += ms) }
}

describe('tokens of revoked grants (ADR 0100)', () => {
  it('looks a grant up once per recheck window, then refuses its tokens once it is revoked', async () => {
    const { verifier, live, lookups, advance } = setUp()
    expect(await verifier.verify('a')).toMatchObject({ grantId: 'g1' })
    // Within the window: answered at once, without a lookup or a promise.
    expect(verifier.verify('a')).toMatchObject({ grantId: 'g1' })
    expect(lookups).toEqual(['g1'])
    live.delete('g1')
    advance(2_000)
    await expect(verifier.verify('a')).rejects.toMatchObject({ name: 'InvalidTokenError', expired: true })
    // Seen revoked: refused for good, with no more lookups, while another grant's tokens still work.
    advance(60_000)
    expect(() => verifier.verify('a')).toThrow(InvalidTokenError)
    expect(await verifier.verify('b')).toMatchObject({ grantId: 'g2' })
    expect(lookups).toEqual(['g1', 'g1', 'g2'])
  })

  it('lets tokens without a grant (an external provider) through without a lookup', async () => {
    const { verifier, lookups } = setUp()
    expect(await verifier.verify('external')).toMatchObject({ grantId: null })
    expect(lookups).toEqual([])
  })
})
