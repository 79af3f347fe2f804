import { randomBytes } from 'node:crypto'
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose'
import type { Db } from '../db/database.ts'
import { loadOrCreateSecret } from '../db/secrets.ts'

export interface ProviderSecrets {
  /** Private signing keys (ES256), newest first. Persisted, so issued tokens stay valid across restarts. */
  signingKeys: JWK[]
  /** Keys for oidc-provider's signed cookies, newest first. */
  cookieKeys: string[]
}

async function createSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true })
  const jwk = await exportJWK(privateKey)
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'ES256', use: 'sig' }
}

export async function loadProviderSecrets(db: Db, configuredCookieKeys: string[] | null): Promise<ProviderSecrets> {
  const signingKeys = await loadOrCreateSecret(db, 'oidc_signing_keys', async () => [await createSigningKey()])
  const cookieKeys =
    configuredCookieKeys ??
    (await loadOrCreateSecret(db, 'oidc_cookie_keys', async () => [randomBytes(32).toString('base64url')]))
  return { signingKeys, cookieKeys }
}

/** The public half of a private JWK. */
export function publicJwk({ d: _d, ...jwk }: JWK): JWK {
  return jwk
}
