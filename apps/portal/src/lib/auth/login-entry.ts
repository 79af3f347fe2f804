import type { PortalConfig } from '../config/portal-config.ts'
import { createIdentity, type Identity } from './identity.ts'
import { isCompanyLogin } from './login-path.ts'
import { returnToOf } from './return-to.ts'

export interface SignInPage {
  location: Pick<Location, 'search'>
  history: Pick<History, 'state'>
  /** @default the provider of the configuration, remembered in local storage */
  identity?: Identity
}

/**
 * The small entry of /login (ADR 0047): someone who is not signed in goes straight to the identity provider,
 * without React or the app. Resolves `leaving` once the browser is on its way, `app` when the app must take over
 * (a stored session: it goes to the root). Rejects when the redirect could not start: the app then shows why.
 */
export async function startSignIn(
  config: PortalConfig,
  { location, history, identity = createIdentity(config) }: SignInPage = window,
): Promise<'leaving' | 'app'> {
  if (await identity.restore()) return 'app'
  // A reload of /login keeps the router state the signed-in layout sent with it (`usr`, React Router's key).
  const returnTo = returnToOf((history.state as { usr?: unknown } | null)?.usr)
  await identity.signInRedirect({ company: isCompanyLogin(location.search), ...(returnTo ? { returnTo } : {}) })
  return 'leaving'
}
