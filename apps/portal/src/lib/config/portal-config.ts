/** What the server tells the portal at boot (GET /portal-config.json): where the API and the identity provider are. */
export interface PortalConfig {
  apiBaseUrl: string
  oidc: {
    authority: string
    clientId: string
    scope: string
    resource?: string
    redirectUri: string
    postLogoutRedirectUri: string
  }
  /** The embedded default's developer mailbox is available (development only). */
  devMailbox: boolean
}

/**
 * Reads the configuration. Checked by hand rather than with a schema library: this runs in the small entry that
 * /login loads before anything else (ADR 0047), where every kilobyte delays the redirect.
 */
export async function loadPortalConfig(fetchImpl: typeof fetch = fetch): Promise<PortalConfig> {
  const response = await fetchImpl('/portal-config.json', { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`The portal configuration could not be loaded (${response.status}).`)
  return parsePortalConfig(await response.json())
}

export function parsePortalConfig(value: unknown): PortalConfig {
  const root = record(value, 'the configuration')
  const oidc = record(root.oidc, 'oidc')
  const resource = oidc.resource === undefined ? {} : { resource: text(oidc.resource, 'oidc.resource') }
  if (root.devMailbox !== undefined && typeof root.devMailbox !== 'boolean') invalid('devMailbox', 'true or false')
  return {
    apiBaseUrl: text(root.apiBaseUrl, 'apiBaseUrl'),
    oidc: {
      authority: url(oidc.authority, 'oidc.authority'),
      clientId: text(oidc.clientId, 'oidc.clientId'),
      scope: text(oidc.scope, 'oidc.scope'),
      ...resource,
      redirectUri: url(oidc.redirectUri, 'oidc.redirectUri'),
      postLogoutRedirectUri: url(oidc.postLogoutRedirectUri, 'oidc.postLogoutRedirectUri'),
    },
    devMailbox: root.devMailbox === true,
  }
}

function invalid(field: string, expected: string): never {
  throw new Error(`The portal configuration is invalid: ${field} must be ${expected}.`)
}

function record(value: unknown, field: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) invalid(field, 'an object')
  return value as Record<string, unknown>
}

function text(value: unknown, field: string): string {
  if (typeof value !== 'string' || value === '') invalid(field, 'a non-empty string')
  return value
}

function url(value: unknown, field: string): string {
  const string = text(value, field)
  if (!URL.canParse(string)) invalid(field, 'an absolute URL')
  return string
}
