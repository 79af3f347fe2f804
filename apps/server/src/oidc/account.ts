import type { AccessToken, Account, ClientCredentials, KoaContextWithOIDC } from 'oidc-provider'
import { findUserById } from '../accounts/users.ts'
import type { Db } from '../db/database.ts'

/** oidc-provider's account lookup: our users table; only active users exist for the provider. */
export function accountFinder(db: Db) {
  return async function findAccount(_ctx: KoaContextWithOIDC, sub: string): Promise<Account | undefined> {
    const user = await findUserById(db, sub)
    if (!user?.is_active) return undefined
    return {
      accountId: user.id,
      async claims() {
        return {
          sub: user.id,
          email: user.email,
          email_verified: true,
          given_name: user.first_name,
          family_name: user.last_name,
          name: `${user.first_name} ${user.last_name}`.trim(),
          ...(user.image_url ? { picture: user.image_url } : {}),
        }
      },
    }
  }
}

/** The claims the API authorises on, added to every access token (see auth/). */
export function tokenClaims(db: Db) {
  return async function extraTokenClaims(_ctx: KoaContextWithOIDC, token: AccessToken | ClientCredentials) {
    if (!('accountId' in token) || !token.accountId) return undefined
    const user = await findUserById(db, token.accountId)
    if (!user) return undefined
    return {
      user_type: user.user_type,
      company_id: user.company_id,
      is_admin: user.is_admin,
      recruiter_level: user.recruiter_level,
      // The sign-in behind the token: a password change signs out every other one (oidc/revoke.ts).
      grant_id: 'grantId' in token ? (token.grantId ?? null) : null,
    }
  }
}
