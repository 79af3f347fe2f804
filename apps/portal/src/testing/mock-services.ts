import { signInAs, type DemoLogin } from '@hireloop/api/mocks'
import { MemoryStorage } from '@hireloop/flows'
import type { Identity } from '../lib/auth/identity.ts'
import type { PortalConfig } from '../lib/config/portal-config.ts'
import { assembleServices } from '../lib/services/create-services.ts'
import type { Services } from '../lib/services/services.tsx'

export interface MockServicesOptions {
  /** Who is signed in on the mock marketplace; null is a visitor. @default null */
  signedInAs?: DemoLogin | null
  /** The identity provider does not answer: starting a sign-in fails. */
  providerDown?: boolean
  /** Where the mock marketplace answers: '' in a browser (MSW matches any origin), an origin in Node. */
  origin?: string
}

export interface MockServices extends Services {
  /** The sign-ins started (each would leave for the provider). */
  signIns: Parameters<Identity['signInRedirect']>[0][]
}

/**
 * The portal's real services (session machine, API client, query client, wired as at boot) over the mock
 * marketplace, with a stand-in identity provider: a signed-in user's token names them (`mock:<id>`, which the mock
 * handlers read), and a sign-in "leaves" by never settling, as the browser would.
 */
export function createMockServices({ signedInAs = null, providerDown = false, origin = '' }: MockServicesOptions = {}) {
  const user = signInAs(signedInAs)
  // The handlers fall back to the fixture's current user when a call has no token; a visitor has none.
  signInAs(null)
  const token = user ? `mock:${user.id}` : null
  const signIns: MockServices['signIns'] = []
  const identity: Identity = {
    restore: async () => (token ? { accessToken: token } : null),
    accessToken: async () => token,
    signInRedirect: async (input) => {
      signIns.push(input)
      if (providerDown) throw new Error('The sign-in service did not answer.')
      await new Promise(() => {})
    },
    completeSignIn: async () => {
      throw new Error('No sign-in callback on the mock marketplace.')
    },
    signOut: async () => {},
    forget: async () => {},
    onTokenRenewed: () => () => {},
  }
  const config: PortalConfig = {
    apiBaseUrl: `${origin}/api/v1`,
    oidc: {
      authority: 'https://identity.invalid/oidc',
      clientId: 'hireloop-portal',
      scope: 'openid profile email offline_access',
      redirectUri: 'https://portal.invalid/auth/callback',
      postLogoutRedirectUri: 'https://portal.invalid/login',
    },
    devMailbox: true,
  }
  const services = assembleServices({ config, identity, storage: new MemoryStorage(), retry: false })
  return Object.assign(services, { signIns }) satisfies MockServices
}
