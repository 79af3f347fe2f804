import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import { accountFinder, tokenClaims } from './account.ts'
import { databaseAdapter } from './adapter.ts'
import { INTERACTION_PATH } from './interactions.ts'
import type { ProviderSecrets } from './keys.ts'
import { logoutPage, messagePage } from './pages.ts'
import { revokeGrants } from './revoke.ts'

export const ACCESS_TOKEN_TTL_SECONDS = 900

/**
 * The embedded OpenID Connect provider (oidc-provider 9), mounted at /oidc. One first-party public client (the
 * portal): authorization code + PKCE S256, refresh tokens with rotation, access tokens as JWTs for the API.
 */
export function createProvider(config: Config, db: Db, secrets: ProviderSecrets): Provider {
  const { publicUrl } = config
  const { audience, clientId, issuer } = config.oidc
  const portalOrigin = new URL(publicUrl).origin

  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: clientId,
        client_name: 'Hireloop',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/auth/callback`],
        post_logout_redirect_uris: [`${publicUrl}/login`],
        // Only an EC key exists: the default RS256 would have nothing to sign with.
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: secrets.signingKeys },
    cookies: { keys: secrets.cookieKeys },
    findAccount: accountFinder(db),
    extraTokenClaims: tokenClaims(db),
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
      email: ['email', 'email_verified'],
    },
    // `company=true` selects the company variant of the sign-in page.
    extraParams: ['company'],
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html'
          ctx.body = logoutPage(form)
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html'
          ctx.body = messagePage('Signed out', 'You are signed out of Hireloop.', {
            href: `${publicUrl}/login`,
            label: 'Sign in again',
          })
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        // Without this the token endpoint issues an opaque userinfo token and the API answers 401.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget()
          return {
            scope: 'api',
            audience,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'ES256' } },
          }
        },
      },
    },
    rotateRefreshToken: true,
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
      RefreshToken: 14 * 24 * 3600,
    },
    // The token endpoint is called from the portal's origin; nobody else gets CORS access.
    clientBasedCORS: (_ctx, origin) => origin === portalOrigin,
    renderError: async (ctx: KoaContextWithOIDC, out) => {
      ctx.type = 'html'
      ctx.body = messagePage(
        'Sign-in problem',
        out.error_description ? `${out.error}: ${out.error_description}` : out.error,
        { href: `${publicUrl}/login`, label: 'Back to sign in' },
      )
    },
  }

  const provider = new Provider(issuer, configuration)
  // Behind a TLS-terminating proxy the provider must trust X-Forwarded-Proto to build https URLs and set
  // secure cookies.
  provider.proxy = config.trustProxy
  provider.use(revokeOnSignOut(db))
  return provider
}

/**
 * Signing out ends the provider session and revokes its grants, refresh tokens included. oidc-provider keeps
 * grants that hold an offline_access refresh token alive across a logout ("persistsLogout"): for our own portal a
 * sign-out means no token of that sign-in works any more (security finding 5). The destroyed session object still
 * lists its grants once the confirmation has run.
 */
function revokeOnSignOut(db: Db) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next()
    if (ctx.oidc?.route !== 'end_session_confirm' || ctx.oidc.params?.logout === undefined) return
    const authorizations = (ctx.oidc.session?.authorizations ?? {}) as Record<string, { grantId?: string }>
    const grantIds = Object.values(authorizations).flatMap(({ grantId }) => (grantId ? [grantId] : []))
    await revokeGrants(db, grantIds)
  }
}
