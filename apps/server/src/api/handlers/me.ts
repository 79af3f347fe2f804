import { hashPassword } from '../../accounts/passwords.ts'
import { emailTaken, isUniqueViolation, loadCurrentUser, normalizeEmail } from '../../accounts/users.ts'
import { type ApiContext, type Handlers, type Schemas, principalOf } from '../context.ts'
import { emailTaken as emailTakenError, fieldError, notFound, unauthorized } from '../errors.ts'

export function meHandlers(ctx: ApiContext): Handlers {
  async function current(userId: string, db: Parameters<typeof loadCurrentUser>[0] = ctx.db) {
    const user = await loadCurrentUser(db, userId)
    // A valid token for a deleted account: the caller must sign in again.
    if (!user) throw unauthorized()
    return user satisfies Schemas['CurrentUser']
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

    async updateMyEmail(request) {
      const { userId } = principalOf(request)
      const { email } = request.body as Schemas['UpdateEmailRequest']
      return ctx.transaction(async (trx) => {
        if (await emailTaken(trx, email, userId)) throw emailTakenError()
        try {
          const updated = await trx
            .updateTable('users')
            .set({ email: normalizeEmail(email) })
            .where('id', '=', userId)
            .executeTakeFirst()
          if (updated.numUpdatedRows === 0n) throw notFound('User not found.')
        } catch (error) {
          if (isUniqueViolation(error)) throw emailTakenError()
          throw error
        }
        return current(userId, trx)
      })
    },

    async updateMyPassword(request, reply) {
      const { userId } = principalOf(request)
      const { value } = request.body as Schemas['UpdatePasswordRequest']
      const passwordHash = await hashPassword(value)
      await ctx.transaction(async (trx) => {
        await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute()
      })
      return reply.code(204).send()
    },
  }
}
