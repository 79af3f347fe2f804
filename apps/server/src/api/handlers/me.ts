import { consumeToken, issueToken } from '../../accounts/one-time-tokens.ts'
import { hashPassword, verifyPassword } from '../../accounts/passwords.ts'
import { emailTaken, findUserById, isUniqueViolation, loadCurrentUser, normalizeEmail } from '../../accounts/users.ts'
import type { User } from '../../db/schema.ts'
import { confirmEmailUrl, newPasswordUrl, supportUrl } from '../../mail/links.ts'
import {
  confirmEmailChangeMail,
  emailChangedMail,
  emailChangeRequestedMail,
  passwordChangedMail,
} from '../../mail/messages.ts'
import { revokeSignIns } from '../../oidc/revoke.ts'
import { type ApiContext, type Handlers, type Schemas, principalOf } from '../context.ts'
import { emailTaken as emailTakenError, fieldError, unauthorized } from '../errors.ts'
import { INVALID_LINK } from './registration.ts'

export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.'

export function meHandlers(ctx: ApiContext): Handlers {
  const { publicUrl } = ctx.config

  async function current(userId: string, db: Parameters<typeof loadCurrentUser>[0] = ctx.db) {
    const user = await loadCurrentUser(db, userId)
    // A valid token for a deleted account: the caller must sign in again.
    if (!user) throw unauthorized()
    return user satisfies Schemas['CurrentUser']
  }

  /**
   * A stolen access token alone must not take the account over: changing how it signs in (email, password) asks
   * for the current password, within the per-account limits.
   */
  async function provenOwner(request: Parameters<Handlers[string]>[0], currentPassword: string): Promise<User> {
    const { userId } = principalOf(request)
    ctx.throttle.take('accountChange', { client: request.ip, address: userId })
    const user = await findUserById(ctx.db, userId)
    if (!user) throw unauthorized()
    if (!(await verifyPassword(user.password_hash, currentPassword))) {
      throw fieldError(400, 'current_password', WRONG_CURRENT_PASSWORD)
    }
    return user
  }

  return {
    async getMe(request) {
      return current(principalOf(request).userId)
    },

    async updateMe(request) {
      const { userId } = principalOf(request)
      const body = request.body as Schemas['UpdateMeRequest']
      return ctx.transaction(async (trx) => {
        const user = await current(userId, trx)
        // The company of an account is set by sign-up or by a recruiter, never by its user.
        if (body.company_id !== undefined && body.company_id !== user.company_id) {
          throw fieldError(403, 'company_id', 'You cannot change your company.')
        }
        await trx
          .updateTable('users')
          .set({
            first_name: body.first_name.trim(),
            last_name: body.last_name.trim(),
            ...(body.image_url !== undefined ? { image_url: body.image_url } : {}),
          })
          .where('id', '=', userId)
          .execute()
        return current(userId, trx)
      })
    },

    // Nothing changes yet: the new address proves itself through a mailed link, the current one is told.
    async updateMyEmail(request, reply) {
      const body = request.body as Schemas['UpdateEmailRequest']
      const user = await provenOwner(request, body.current_password)
      const email = normalizeEmail(body.email)
      if (email === normalizeEmail(user.email)) throw fieldError(400, 'email', 'This is already your email address.')
      if (await emailTaken(ctx.db, email, user.id)) throw emailTakenError()
      const { expiresAt } = await ctx.transaction(async (trx) => {
        const issued = await issueToken(trx, user.id, 'change_email', { newEmail: email })
        await ctx.mailer.enqueue(trx, confirmEmailChangeMail(email, confirmEmailUrl(publicUrl, issued.token)))
        await ctx.mailer.enqueue(trx, emailChangeRequestedMail(user.email, newPasswordUrl(publicUrl)))
        return issued
      })
      return reply
        .code(202)
        .send({ pending_email: email, expires_at: expiresAt.toISOString() } satisfies Schemas['EmailChangeRequested'])
    },

    async confirmEmailChange(request) {
      const { token } = request.body as Schemas['ConfirmEmailChangeRequest']
      ctx.throttle.take('tokenConfirm', { client: request.ip })
      return ctx.transaction(async (trx) => {
        const consumed = await consumeToken(trx, token, 'change_email')
        const user = consumed ? await findUserById(trx, consumed.userId) : undefined
        if (!consumed?.newEmail || !user) throw fieldError(400, 'token', INVALID_LINK)
        // Taken since the link was sent: the link stays unused (the transaction rolls back).
        if (await emailTaken(trx, consumed.newEmail, user.id)) throw emailTakenError()
        try {
          await trx.updateTable('users').set({ email: consumed.newEmail }).where('id', '=', user.id).execute()
        } catch (error) {
          if (isUniqueViolation(error)) throw emailTakenError()
          throw error
        }
        await ctx.mailer.enqueue(trx, emailChangedMail(user.email, supportUrl(publicUrl)))
        return { email: consumed.newEmail } satisfies Schemas['EmailChanged']
      })
    },

    async updateMyPassword(request, reply) {
      const { value, current_password } = request.body as Schemas['UpdatePasswordRequest']
      const user = await provenOwner(request, current_password)
      const passwordHash = await hashPassword(value)
      await ctx.transaction(async (trx) => {
        await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute()
        // Every other sign-in ends: whoever else knew the old password is out once their access token expires.
        await revokeSignIns(trx, user.id, { keepGrant: principalOf(request).grantId })
        await ctx.mailer.enqueue(trx, passwordChangedMail(user.email, newPasswordUrl(publicUrl)))
      })
      return reply.code(204).send()
    },
  }
}
