import { z } from 'zod'

/** What the server tells the portal at boot (GET /portal-config.json): where the API and the identity provider are. */
const portalConfigSchema = z.object({
  apiBaseUrl: z.string().min(1),
  oidc: z.object({
    authority: z.string().url(),
    clientId: z.string().min(1),
    scope: z.string().min(1),
    resource: z.string().optional(),
    redirectUri: z.string().url(),
    postLogoutRedirectUri: z.string().url(),
  }),
  devMailbox: z.boolean().default(false),
})

export type PortalConfig = z.infer<typeof portalConfigSchema>

export async function loadPortalConfig(fetchImpl: typeof fetch = fetch): Promise<PortalConfig> {
  const response = await fetchImpl('/portal-config.json', { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`The portal configuration could not be loaded (${response.status}).`)
  return portalConfigSchema.parse(await response.json())
}
