import { consumeToken, issueToken, peekToken } from '../../accounts/one-time-tokens.ts'
import { hashPassword } from '../../accounts/passwords.ts'
import { findUserByEmail, normalizeEmail } from '../../accounts/users.ts'
import type { JobHandler } from '../../jobs/queue.ts'
import { changePasswordUrl } from '../../mail/links.ts'
import { passwordResetMail } from '../../mail/messages.ts'
import { revokeSignIns } from '../../oidc/revoke.ts'
import type { ApiContext, Handlers, Schemas } from '../context.ts'
import { fieldError } from '../errors.ts'
import { INVALID_LINK } from './registration.ts'

/** The reset mail, sent by a job: whether the account exists is decided where no response can time it. */
export function passwordResetMailJob(ctx: ApiContext): JobHandler<'password_reset_mail'> {
  return async ({ email }, trx) => {
    const user = await findUserByEmail(trx, email)
    if (!user) return
    const { token } = await issueToken(trx, user.id, 'password_reset')
    await ctx.mailer.enqueue(trx, passwordResetMail(user.email, changePasswordUrl(ctx.config.publicUrl, token)))
  }
}

export function passwordResetHandlers(ctx: ApiContext): Handlers {
  return {
    // The same answer, the same work and the same limits whether or not the account exists: one job row. The job
    // looks the address up later (no timing tells who has an account).
    async requestPasswordReset(request, reply) {
      const { email } = request.body as Schemas['PasswordResetRequest']
      ctx.throttle.take('passwordReset', { client: request.ip, address: email })
      await ctx.transaction((trx) => ctx.jobs.enqueue(trx, 'password_reset_mail', { email: normalizeEmail(email) }))
      return reply.code(202).send({})
    },

    async confirmPasswordReset(request, reply) {
      const { token, value } = request.body as Schemas['PasswordResetConfirmRequest']
      ctx.throttle.take('tokenConfirm', { client: request.ip })
      // Check first, hash last: a made-up token costs a lookup, not an argon2 hash.
      if (!(await peekToken(ctx.db, token, 'password_reset'))) throw fieldError(400, 'token', INVALID_LINK)
      const passwordHash = await hashPassword(value)
      await ctx.transaction(async (trx) => {
        const consumed = await consumeToken(trx, token, 'password_reset')
        if (!consumed) throw fieldError(400, 'token', INVALID_LINK)
        // The link arrived by mail, which proves the address: an account waiting for verification is activated.
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, is_active: true })
          .where('id', '=', consumed.userId)
          .execute()
        // Whoever knew the old password is signed out everywhere.
        await revokeSignIns(trx, consumed.userId)
      })
      return reply.code(204).send()
    },
  }
}
