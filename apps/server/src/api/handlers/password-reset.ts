import { consumeToken, issueToken } from '../../accounts/one-time-tokens.ts'
import { hashPassword } from '../../accounts/passwords.ts'
import { findUserByEmail } from '../../accounts/users.ts'
import { revokeSignIns } from '../../oidc/revoke.ts'
import { changePasswordUrl } from '../../mail/links.ts'
import { passwordResetMail } from '../../mail/messages.ts'
import type { ApiContext, Handlers, Schemas } from '../context.ts'
import { fieldError } from '../errors.ts'
import { INVALID_LINK } from './registration.ts'

export function passwordResetHandlers(ctx: ApiContext): Handlers {
  return {
    // Same answer whether or not the account exists: the endpoint must not tell who has an account.
    async requestPasswordReset(request, reply) {
      const { email } = request.body as Schemas['PasswordResetRequest']
      await ctx.transaction(async (trx) => {
        const user = await findUserByEmail(trx, email)
        if (!user) return
        const token = await issueToken(trx, user.id, 'password_reset')
        await ctx.mailer.enqueue(
          trx,
          passwordResetMail(user.email, user.first_name, changePasswordUrl(ctx.config.publicUrl, token)),
        )
      })
      return reply.code(202).send({})
    },

    async confirmPasswordReset(request, reply) {
      const { token, value } = request.body as Schemas['PasswordResetConfirmRequest']
      const passwordHash = await hashPassword(value)
      await ctx.transaction(async (trx) => {
        const userId = await consumeToken(trx, token, 'password_reset')
        if (!userId) throw fieldError(400, 'token', INVALID_LINK)
        // The link arrived by mail, which proves the address: an account waiting for verification is activated.
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, is_active: true })
          .where('id', '=', userId)
          .execute()
        // Whoever knew the old password is signed out everywhere.
        await revokeSignIns(trx, userId)
      })
      return reply.code(204).send()
    },
  }
}
