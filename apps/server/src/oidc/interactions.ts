import formbody from '@fastify/formbody'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { InteractionResults, Provider } from 'oidc-provider'
import { verifyPassword } from '../accounts/passwords.ts'
import { findUserByEmail, normalizeEmail } from '../accounts/users.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import { loginPage, messagePage } from './pages.ts'
import { minutesFrom, RateLimiter } from '../rate-limit.ts'

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>

/** Where the provider sends the browser for a user-facing step (its `interactions.url`). */
export const INTERACTION_PATH = '/interaction'

/** Failed sign-ins per email and client address: guessing one account's password. */
export const LOGIN_ATTEMPTS = { limit: 10, windowMs: 5 * 60_000 }
/** Failed sign-ins per client address over all emails: one password sprayed over many accounts. */
export const LOGIN_ATTEMPTS_PER_CLIENT = { limit: 15, windowMs: 15 * 60_000 }

export const MESSAGES = {
  incorrect: 'Incorrect email or password.',
  missing: 'Enter your email and password.',
  inactive: 'Please verify your email first: we sent you a link.',
  expired: 'This sign-in page has expired. Go back to Hireloop and sign in again.',
} as const

/**
 * The provider's user-facing steps, answered by us: the sign-in form (prompt "login") and an automatic consent
 * for our own first-party client (prompt "consent"; no consent screen). Results go back to the provider with
 * `interactionResult` and a 303, so the browser follows with a GET.
 *
 * CSRF: the form posts to this interaction's own URL; the provider's interaction cookie is SameSite=Lax and
 * scoped to that path, so a cross-site post carries no interaction and fails. Origin is checked as well.
 */
export async function interactionRoutes(
  app: FastifyInstance,
  options: { provider: () => Promise<Provider>; db: Db; config: Config },
) {
  const { provider, db, config } = options
  const perAccount = new RateLimiter(LOGIN_ATTEMPTS)
  const perClient = new RateLimiter(LOGIN_ATTEMPTS_PER_CLIENT)
  const loginUrl = `${config.publicUrl}/login`

  // Form posts only in this scope: the API keeps answering 415 to anything but JSON.
  await app.register(formbody, { bodyLimit: 8 * 1024 })

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  function sendPage(reply: FastifyReply, status: number, html: string) {
    return reply.code(status).type('text/html; charset=utf-8').send(html)
  }

  function sendExpired(reply: FastifyReply) {
    return sendPage(
      reply,
      400,
      messagePage('Sign-in expired', MESSAGES.expired, { href: loginUrl, label: 'Sign in again' }),
    )
  }

  async function details(
    request: FastifyRequest<{ Params: { uid: string } }>,
    reply: FastifyReply,
  ): Promise<Interaction | null> {
    try {
      const interaction = await (await provider()).interactionDetails(request.raw, reply.raw)
      return interaction.uid === request.params.uid ? interaction : null
    } catch (error) {
      const { errors } = await import('oidc-provider')
      if (error instanceof errors.SessionNotFound) return null
      throw error
    }
  }

  function sendLogin(
    reply: FastifyReply,
    status: number,
    interaction: Interaction,
    extra: { email?: string; error?: string },
  ) {
    return sendPage(
      reply,
      status,
      loginPage({
        action: `${INTERACTION_PATH}/${interaction.uid}/login`,
        publicUrl: config.publicUrl,
        companyVariant: interaction.params.company === 'true',
        ...extra,
      }),
    )
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, result: InteractionResults, merge: boolean) {
    const returnTo = await (
      await provider()
    ).interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: merge,
    })
    return reply.redirect(returnTo, 303)
  }

  app.get<{ Params: { uid: string } }>(`${INTERACTION_PATH}/:uid`, async (request, reply) => {
    const interaction = await details(request, reply)
    if (!interaction) return sendExpired(reply)

    if (interaction.prompt.name === 'login') return sendLogin(reply, 200, interaction, {})

    if (
      interaction.prompt.name === 'consent' &&
      interaction.params.client_id === config.oidc.clientId &&
      interaction.session
    ) {
      // First-party client: grant exactly what the provider reports missing.
      const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = interaction.prompt.details as {
        missingOIDCScope?: string[]
        missingOIDCClaims?: string[]
        missingResourceScopes?: Record<string, string[]>
      }
      const { Grant } = await provider()
      const grant =
        (interaction.grantId ? await Grant.find(interaction.grantId) : undefined) ??
        new Grant({ accountId: interaction.session.accountId, clientId: config.oidc.clientId })
      if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '))
      if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims)
      for (const [resource, scopes] of Object.entries(missingResourceScopes ?? {}))
        grant.addResourceScope(resource, scopes.join(' '))
      const grantId = await grant.save()
      return finish(request, reply, { consent: { grantId } }, true)
    }

    return finish(
      request,
      reply,
      { error: 'access_denied', error_description: 'This client cannot be authorized here.' },
      false,
    )
  })

  app.post<{ Params: { uid: string }; Body: Record<string, unknown> | undefined }>(
    `${INTERACTION_PATH}/:uid/login`,
    async (request, reply) => {
      const origin = request.headers.origin
      if (
        origin !== undefined &&
        origin !== new URL(config.publicUrl).origin &&
        origin !== `${request.protocol}://${request.host}`
      ) {
        return sendPage(
          reply,
          403,
          messagePage('Sign-in refused', 'This form was sent from another site.', { href: loginUrl, label: 'Sign in' }),
        )
      }
      const interaction = await details(request, reply)
      if (!interaction || interaction.prompt.name !== 'login') return sendExpired(reply)

      const email = typeof request.body?.email === 'string' ? request.body.email.trim() : ''
      const password = typeof request.body?.password === 'string' ? request.body.password : ''
      if (!email || !password) return sendLogin(reply, 400, interaction, { email, error: MESSAGES.missing })

      const key = `${normalizeEmail(email)}|${request.ip}`
      const retryAfterMs = Math.max(perAccount.retryAfter(key), perClient.retryAfter(request.ip))
      if (retryAfterMs > 0 && config.rateLimits) {
        reply.header('retry-after', Math.ceil(retryAfterMs / 1000))
        return sendLogin(reply, 429, interaction, {
          email,
          error: `Too many sign-in attempts. Try again in ${minutesFrom(retryAfterMs)}, or reset your password.`,
        })
      }

      const user = await findUserByEmail(db, email)
      const passwordMatches = await verifyPassword(user?.password_hash ?? null, password)
      if (!user || !passwordMatches) {
        perAccount.hit(key)
        perClient.hit(request.ip)
        return sendLogin(reply, 401, interaction, { email, error: MESSAGES.incorrect })
      }
      perAccount.reset(key)
      if (!user.is_active) return sendLogin(reply, 403, interaction, { email, error: MESSAGES.inactive })

      return finish(request, reply, { login: { accountId: user.id } }, false)
    },
  )
}
