import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts'
import type { PortalConfig } from '../config/portal-config.ts'
import { signInReturnTo } from './return-to.ts'

/** Where to go after sign-in, carried through the provider round trip in the OIDC state. */
interface SignInState {
  returnTo?: string
}

/**
 * The portal's side of OpenID Connect: authorization code + PKCE (S256, oidc-client-ts' default for the code flow).
 * Any provider works by configuration; nothing here knows it is our embedded one.
 */
export interface Identity {
  /** The stored session if it is still valid, else null. */
  restore(): Promise<{ accessToken: string } | null>
  accessToken(): Promise<string | null>
  signInRedirect(options: { company: boolean; returnTo?: string }): Promise<void>
  /** Finishes the redirect back from the provider; answers where the user wanted to go (`signInReturnTo`, else /). */
  completeSignIn(url?: string): Promise<{ accessToken: string; returnTo: string }>
  /**
   * Revokes the refresh token at the provider (so a copy of it is worthless), forgets the user, then ends the
   * provider's session (redirect to its end-session endpoint with `id_token_hint`). A failed revocation is logged
   * and does not stop the sign-out.
   */
  signOut(): Promise<void>
  /** Forgets the session locally without a round trip (after an authentication error). */
  forget(): Promise<void>
  onTokenRenewed(listener: (accessToken: string) => void): () => void
}

export function createIdentity(
  config: PortalConfig,
  storage: Storage = window.localStorage,
  log: Pick<Console, 'warn'> = console,
): Identity {
  const manager = new UserManager({
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    redirect_uri: config.oidc.redirectUri,
    post_logout_redirect_uri: config.oidc.postLogoutRedirectUri,
    response_type: 'code',
    scope: config.oidc.scope,
    // The access token's audience is the API, not the provider's userinfo endpoint.
    loadUserInfo: false,
    automaticSilentRenew: true,
    userStore: new WebStorageStateStore({ store: storage }),
    ...(config.oidc.resource
      ? { extraQueryParams: { resource: config.oidc.resource }, extraTokenParams: { resource: config.oidc.resource } }
      : {}),
  })

  const valid = (user: User | null) => (user && !user.expired ? user : null)

  return {
    async restore() {
      let user = await manager.getUser()
      if (user?.expired && user.refresh_token) {
        user = await manager.signinSilent().catch(() => null)
      }
      const current = valid(user)
      return current ? { accessToken: current.access_token } : null
    },
    async accessToken() {
      return valid(await manager.getUser())?.access_token ?? null
    },
    async signInRedirect({ company, returnTo }) {
      const state: SignInState = { returnTo }
      await manager.signinRedirect({
        state,
        // oidc-provider issues a refresh token (offline_access) only with prompt=consent; consent is automatic
        // for our first-party client, so the user sees no extra screen, and tokens renew without a round trip.
        prompt: 'consent',
        extraQueryParams: {
          ...(config.oidc.resource ? { resource: config.oidc.resource } : {}),
          ...(company ? { company: 'true' } : {}),
        },
      })
    },
    async completeSignIn(url) {
      const user = await manager.signinRedirectCallback(url)
      const state = (user.state ?? {}) as SignInState
      return { accessToken: user.access_token, returnTo: signInReturnTo(state.returnTo) ?? '/' }
    },
    async signOut() {
      const user = await manager.getUser()
      // Before the user is removed: revocation needs the stored tokens. The refresh token first, as it is the one
      // that outlives this page (offline_access); one failing does not skip the other.
      for (const type of revocableTokens(user)) {
        try {
          await manager.revokeTokens([type])
        } catch (error) {
          log.warn(`Sign-out: the ${type} could not be revoked; signing out anyway.`, error)
        }
      }
      await manager.removeUser()
      await manager.signoutRedirect(user?.id_token ? { id_token_hint: user.id_token } : undefined)
    },
    async forget() {
      await manager.removeUser()
    },
    onTokenRenewed(listener) {
      const handler = (user: User) => listener(user.access_token)
      manager.events.addUserLoaded(handler)
      return () => manager.events.removeUserLoaded(handler)
    },
  }
}

/**
 * What sign-out revokes: the refresh token, and the access token unless it is a JWT. The API checks a JWT access
 * token by itself without asking the provider, so revoking one would change nothing (it expires within 15 minutes),
 * and our provider refuses to (oidc-provider answers `unsupported_token_type`). An opaque one is revoked.
 */
export function revocableTokens(
  user: Pick<User, 'access_token' | 'refresh_token'> | null,
): ('refresh_token' | 'access_token')[] {
  if (!user) return []
  const types: ('refresh_token' | 'access_token')[] = []
  if (user.refresh_token) types.push('refresh_token')
  if (user.access_token && !isJwt(user.access_token)) types.push('access_token')
  return types
}

const isJwt = (token: string) => token.split('.').length >= 3
