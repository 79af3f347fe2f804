import { createHash, randomBytes } from 'node:crypto'

/** The few cookies of one browser, enough for the provider's session and interaction cookies. */
class CookieJar {
  readonly #cookies = new Map<string, string>()

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';')
      const index = pair!.indexOf('=')
      const name = pair!.slice(0, index).trim()
      const value = pair!.slice(index + 1).trim()
      const expires = attributes.find((a) => a.trim().toLowerCase().startsWith('expires='))
      const expired = expires ? new Date(expires.split('=')[1]!).getTime() < Date.now() : false
      if (!value || expired) this.#cookies.delete(name)
      else this.#cookies.set(name, value)
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

export interface FlowOptions {
  company?: boolean
  /** Leave out the PKCE challenge (the provider must refuse). */
  withoutPkce?: boolean
  offlineAccess?: boolean
}

const base64url = (buffer: Buffer) => buffer.toString('base64url')

/**
 * A browser-like walk through the authorization code + PKCE flow with plain fetch: authorization request,
 * the sign-in form, redirects, then the code exchange. Each step is exposed so tests can stop anywhere.
 */
export class OidcFlow {
  readonly jar = new CookieJar()
  readonly verifier = base64url(randomBytes(32))
  readonly redirectUri: string

  constructor(
    readonly base: string,
    readonly clientId = 'hireloop-portal',
    /** Sent with every request (e.g. X-Forwarded-For to act as another client behind a trusted proxy). */
    readonly headers: Record<string, string> = {},
  ) {
    this.redirectUri = `${base}/auth/callback`
  }

  async get(url: string): Promise<Response> {
    const response = await fetch(new URL(url, this.base), {
      redirect: 'manual',
      headers: { ...this.headers, cookie: this.jar.header() },
    })
    this.jar.store(response)
    return response
  }

  /** GET /oidc/auth; answers the provider's response (a redirect to the interaction when all is well). */
  authorize(options: FlowOptions = {}): Promise<Response> {
    const params = new URLSearchParams({
      client_id: this.clientId,
      response_type: 'code',
      redirect_uri: this.redirectUri,
      scope: options.offlineAccess ? 'openid profile email offline_access' : 'openid profile email',
      state: base64url(randomBytes(8)),
    })
    if (!options.withoutPkce) {
      params.set('code_challenge', base64url(createHash('sha256').update(this.verifier).digest()))
      params.set('code_challenge_method', 'S256')
    }
    if (options.offlineAccess) params.set('prompt', 'consent')
    if (options.company) params.set('company', 'true')
    return this.get(`/oidc/auth?${params}`)
  }

  /** Follows the authorization redirect to the sign-in page; answers the page URL and HTML. */
  async openLoginPage(options: FlowOptions = {}): Promise<{ url: string; html: string; status: number }> {
    const auth = await this.authorize(options)
    const location = auth.headers.get('location')
    if (!location) throw new Error(`authorization answered ${auth.status}: ${await auth.text()}`)
    const page = await this.get(location)
    return { url: location, html: await page.text(), status: page.status }
  }

  async submitLogin(pageUrl: string, email: string, password: string): Promise<Response> {
    const action = `${pageUrl}/login`
    const response = await fetch(new URL(action, this.base), {
      method: 'POST',
      redirect: 'manual',
      headers: { ...this.headers, cookie: this.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }),
    })
    this.jar.store(response)
    return response
  }

  /** Follows redirects from a response until the provider sends the browser back to the portal with a code. */
  async followToCode(response: Response): Promise<string> {
    let current = response
    for (let hops = 0; hops < 10; hops++) {
      const location = current.headers.get('location')
      if (!location) throw new Error(`expected a redirect, got ${current.status}: ${await current.text()}`)
      if (location.startsWith(this.redirectUri)) {
        const url = new URL(location)
        const code = url.searchParams.get('code')
        if (!code) throw new Error(`no code in ${location}`)
        return code
      }
      current = await this.get(location)
    }
    throw new Error('too many redirects')
  }

  async exchange(code: string): Promise<Response> {
    return fetch(`${this.base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: this.redirectUri,
        client_id: this.clientId,
        code_verifier: this.verifier,
      }),
    })
  }
}

export interface Tokens {
  access_token: string
  id_token: string
  refresh_token?: string
  expires_in: number
  token_type: string
}

/** Signs in through the real provider and answers its tokens. */
export async function signIn(
  base: string,
  email: string,
  password: string,
  options: FlowOptions = {},
): Promise<Tokens> {
  const flow = new OidcFlow(base)
  const page = await flow.openLoginPage(options)
  const submitted = await flow.submitLogin(page.url, email, password)
  if (submitted.status !== 303) throw new Error(`sign-in answered ${submitted.status}`)
  const code = await flow.followToCode(submitted)
  const response = await flow.exchange(code)
  if (!response.ok) throw new Error(`token endpoint answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as Tokens
}
