import type { Db } from '../db/database.ts'
import type { Principal } from './principal.ts'
import { InvalidTokenError, type TokenVerifier } from './token-verifier.ts'

/** How long a grant known to be alive is trusted before it is looked up again (ADR 0100). */
export const GRANT_RECHECK_MS = 2_000
const CACHE_LIMIT = 10_000

export interface LiveGrantOptions {
  /** Whether the embedded provider still holds the grant (its row in oidc_models). */
  alive: (grantId: string) => Promise<boolean>
  recheckMs?: number
  now?: () => number
}

/**
 * Access tokens are signed JWTs, valid on their own until they expire (15 minutes). Sign-out, a password change, a
 * deleted account or a removed recruiter revoke the grant the token was issued under (src/oidc/revoke.ts); this
 * verifier then refuses the token too: a grant's liveness is looked up at most once per `recheckMs` per process, so
 * a revoked token stops working everywhere within two seconds without a database read per request, and a grant seen
 * revoked stays refused (grants never come back).
 */
export function withLiveGrants(verifier: TokenVerifier, options: LiveGrantOptions): TokenVerifier {
  const { alive, recheckMs = GRANT_RECHECK_MS, now = Date.now } = options
  const known = new Map<string, { alive: boolean; at: number }>()
  const ended = () => new InvalidTokenError('The sign-in of this access token has ended.', true)

  function remember(grantId: string, isAlive: boolean): void {
    known.delete(grantId)
    if (known.size >= CACHE_LIMIT) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = known.keys().next().value
      if (oldest !== undefined) known.delete(oldest)
    }
    known.set(grantId, { alive: isAlive, at: now() })
  }

  function check(principal: Principal): Principal | Promise<Principal> {
    const { grantId } = principal
    if (grantId === null) return principal
    const seen = known.get(grantId)
    if (seen && (!seen.alive || now() - seen.at < recheckMs)) {
      if (!seen.alive) throw ended()
      return principal
    }
    return alive(grantId).then((isAlive) => {
      remember(grantId, isAlive)
      if (!isAlive) throw ended()
      return principal
    })
  }

  return {
    verify(token) {
      const principal = verifier.verify(token)
      return principal instanceof Promise ? principal.then(check) : check(principal)
    },
  }
}

/** The embedded provider's grants: alive while their row is there (revocation deletes it). */
export function grantInDatabase(db: Db): (grantId: string) => Promise<boolean> {
  return async (grantId) =>
    (await db
      .selectFrom('oidc_models')
      .select('id')
      .where('kind', '=', 'Grant')
      .where('id', '=', grantId)
      .executeTakeFirst()) !== undefined
}
