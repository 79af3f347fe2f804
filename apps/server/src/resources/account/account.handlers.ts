import { consumeToken, issueToken } from '../../accounts/one-time-tokens.ts'
import { hashPassword, verifyPassword } from '../../accounts/passwords.ts'
import { emailTaken, findUserById, isUniqueViolation, loadCurrentUser, normalizeEmail } from '../../accounts/users.ts'
import type { ApiContext } from '../../api/context.ts'
import { emailTaken as emailTakenError, fieldError, HttpError, unauthorized } from '../../api/errors.ts'
import { accepted, noContent, ok, signedIn, type CallContext, type OperationHandlers } from '../../api/operation.ts'
import type { User } from '../../db/schema.ts'
import { confirmEmailUrl, newPasswordUrl } from '../../mail/links.ts'
import {
  confirmEmailChangeMail,
  emailChangedMail,
  emailChangeRequestedMail,
  passwordChangedMail,
} from '../../mail/messages.ts'
import { revokeSignIns } from '../../oidc/revoke.ts'
import { INVALID_LINK } from '../registration/registration.handlers.ts'
import { viewerOf } from '../resumes/resumes.queries.ts'
import { deletionBlocker, eraseAccount, exportOf } from './my-data.ts'

export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.'

/** The signed-in user (`/me*`, every role) and the confirmation of an email change. */
export function accountHandlers(ctx: ApiContext) {
  const { publicUrl } = ctx.config

  async function current(userId: string, db: Parameters<typeof loadCurrentUser>[0] = ctx.db) {
    const user = await loadCurrentUser(db, userId)
    // A valid token for a deleted account: the caller must sign in again.
    if (!user) throw unauthorized()
    return user
  }

  /**
   * A stolen access token alone must not take the account over: changing how it signs in (email, password) asks
   * for the current password, within the per-account limits.
   */
  async function provenOwner(call: CallContext, password: string): Promise<User> {
    const { userId } = signedIn(call)
    ctx.throttle.take('accountChange', { client: call.request.ip, address: userId })
    const user = await findUserById(ctx.db, userId)
    if (!user) throw unauthorized()
    if (!(await verifyPassword(user.password_hash, password))) {
      throw fieldError(400, 'current_password', WRONG_CURRENT_PASSWORD)
    }
    return user
  }

  return {
    async getMe(call) {
      return ok(await current(signedIn(call).userId))
    },

    async updateMe(call) {
      const { userId } = signedIn(call)
      const { body } = call
      return ctx.write(call, async (trx, audit) => {
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
        const updated = await current(userId, trx)
        const picture = (u: typeof user) => ({
          first_name: u.first_name,
          last_name: u.last_name,
          image_url: u.image_url,
        })
        audit.object('user', userId, { before: picture(user), after: picture(updated) })
        return ok(updated)
      })
    },

    // Nothing changes yet: the new address proves itself through a mailed link, the current one is told.
    async updateMyEmail(call) {
      const user = await provenOwner(call, call.body.current_password)
      const email = normalizeEmail(call.body.email)
      if (email === normalizeEmail(user.email)) throw fieldError(400, 'email', 'This is already your email address.')
      if (await emailTaken(ctx.db, email, user.id)) throw emailTakenError()
      const { expiresAt } = await ctx.write(call, async (trx, audit) => {
        const issued = await issueToken(trx, user.id, 'change_email', { newEmail: email })
        audit.object('user', user.id, { before: { email: user.email }, after: { pending_email: email } })
        await ctx.mailer.enqueue(trx, confirmEmailChangeMail(email, confirmEmailUrl(publicUrl, issued.token)))
        await ctx.mailer.enqueue(trx, emailChangeRequestedMail(user.email, newPasswordUrl(publicUrl)))
        return issued
      })
      return accepted({ pending_email: email, expires_at: expiresAt.toISOString() })
    },

    async confirmEmailChange(call) {
      const { body, request } = call
      ctx.throttle.take('tokenConfirm', { client: request.ip })
      return ctx.write(call, async (trx, audit) => {
        const consumed = await consumeToken(trx, body.token, 'change_email')
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
        await ctx.mailer.enqueue(trx, emailChangedMail(user.email, ctx.config.mail.supportTo))
        audit.object('user', user.id, { before: { email: user.email }, after: { email: consumed.newEmail } })
        await ctx.events.publish(trx, {
          type: 'account.email_changed',
          to: user.id,
          subject: { type: 'user', id: user.id },
          notification: { message: 'Your email address was changed.' },
        })
        return ok({ email: consumed.newEmail })
      })
    },

    // A download, never kept by a cache on the way: it holds everything about the person.
    async exportMyData(call) {
      const { userId } = signedIn(call)
      const user = await findUserById(ctx.db, userId)
      if (!user?.is_active) throw unauthorized()
      const data = await exportOf(ctx.db, user, viewerOf(call.scope, call.caller), publicUrl)
      return {
        ...ok(data),
        headers: {
          'content-disposition': `attachment; filename="hireloop-data-${data.exported_at.slice(0, 10)}.json"`,
          'cache-control': 'no-store',
        },
      }
    },

    // ADR 0057. The password proves the owner; everything personal goes in one transaction, the stored bytes of
    // their files after it commits.
    async deleteMyAccount(call) {
      const proven = await provenOwner(call, call.body.current_password)
      const keys = await ctx.write(call, async (trx, audit) => {
        const user = await trx
          .selectFrom('users')
          .selectAll()
          .where('id', '=', proven.id)
          .forUpdate()
          .executeTakeFirst()
        if (!user?.is_active) throw unauthorized()
        const blocker = await deletionBlocker(trx, user)
        if (blocker) throw new HttpError(409, { message: [blocker] })
        const erased = await eraseAccount(trx, user)
        audit.object('user', user.id, { after: { deleted: true, files_deleted: erased.length } })
        return erased
      })
      for (const key of keys) await ctx.files.delete(key).catch(() => {})
      return noContent()
    },

    async updateMyPassword(call) {
      const user = await provenOwner(call, call.body.current_password)
      const passwordHash = await hashPassword(call.body.value)
      await ctx.write(call, async (trx, audit) => {
        await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute()
        audit.object('user', user.id, { after: { password: 'changed', other_sessions: 'signed out' } })
        // Every other sign-in ends: whoever else knew the old password is out once their access token expires.
        await revokeSignIns(trx, user.id, { keepGrant: signedIn(call).grantId })
        await ctx.mailer.enqueue(trx, passwordChangedMail(user.email, newPasswordUrl(publicUrl)))
        await ctx.events.publish(trx, {
          type: 'account.password_changed',
          to: user.id,
          subject: { type: 'user', id: user.id },
          notification: { message: 'Your password was changed.' },
        })
      })
      return noContent()
    },
  } satisfies OperationHandlers
}
