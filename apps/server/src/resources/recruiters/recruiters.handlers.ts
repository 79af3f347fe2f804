import { issueToken, SET_PASSWORD_TTL_SECONDS } from '../../accounts/one-time-tokens.ts'
import type { ApiContext, Schemas } from '../../api/context.ts'
import { HttpError, notFound } from '../../api/errors.ts'
import { created, ok, type OperationHandlers } from '../../api/operation.ts'
import { page, pageMeta } from '../../api/pagination.ts'
import type { User } from '../../db/schema.ts'
import { changePasswordUrl } from '../../mail/links.ts'
import { message, type MailMessage } from '../../mail/messages.ts'
import { revokeSignIns } from '../../oidc/revoke.ts'
import { insertUser } from '../registration/registration.handlers.ts'

/** Like every mail it names no one (security finding 8): the admin types the address. */
export function recruiterAccountMail(to: string, url: string): MailMessage {
  return message(
    to,
    'Your Hireloop back-office account is ready',
    ['An admin added you to the Hireloop recruiting team. Choose a password to sign in; the link is valid for 7 days.'],
    { label: 'Choose my password', url },
  )
}

// A recruiter whose level was never set acts as a Sourcer, the least privileged level (policy/actor.ts).
export const recruiterToWire = (user: User): Schemas['Recruiter'] => ({
  id: user.id,
  first_name: user.first_name,
  last_name: user.last_name,
  full_name: `${user.first_name} ${user.last_name}`.trim(),
  email: user.email,
  level: user.recruiter_level ?? 'sourcer',
  is_admin: user.is_admin,
  image_url: user.image_url,
  created_at: user.created_at.toISOString(),
})

const summary = (user: User) => ({ email: user.email, level: user.recruiter_level, is_admin: user.is_admin })

/** The recruiting team (issue 15): admins list it, add colleagues and change their level or admin flag. */
export function recruiterHandlers(ctx: ApiContext) {
  return {
    async listRecruiters({ query }) {
      const paging = { page: query.page ?? 1, size: query.size ?? 10 }
      let rows = ctx.db.selectFrom('users').where('user_type', '=', 'recruiter')
      if (query.level) rows = rows.where('recruiter_level', '=', query.level)
      const { limit, offset } = page(paging)
      const [results, { total }] = await Promise.all([
        rows.selectAll().orderBy('created_at').orderBy('id').limit(limit).offset(offset).execute(),
        rows.select(({ fn }) => fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ])
      return ok({ results: results.map(recruiterToWire), ...pageMeta(paging, Number(total)) })
    },

    // Active at once (an admin vouches for the colleague) but without a password until they set one by the link.
    async createRecruiter(call) {
      const { body } = call
      const recruiter = await ctx.write(call, async (trx, audit) => {
        const inserted = await insertUser(trx, {
          ...body,
          user_type: 'recruiter',
          password_hash: null,
          is_active: true,
          company_id: null,
        })
        const user = await trx
          .updateTable('users')
          .set({ recruiter_level: body.level, is_admin: body.is_admin ?? false })
          .where('id', '=', inserted.id)
          .returningAll()
          .executeTakeFirstOrThrow()
        const { token } = await issueToken(trx, user.id, 'password_reset', { ttlSeconds: SET_PASSWORD_TTL_SECONDS })
        await ctx.mailer.enqueue(trx, recruiterAccountMail(user.email, changePasswordUrl(ctx.config.publicUrl, token)))
        audit.object('user', user.id, { after: { user_type: 'recruiter', ...summary(user) } })
        return user
      })
      return created(recruiterToWire(recruiter))
    },

    async updateRecruiter(call) {
      const { params, body } = call
      return ctx.write(call, async (trx, audit) => {
        // Admins are locked in one order, so two admins taking each other's flag at once cannot both succeed.
        const admins = await trx
          .selectFrom('users')
          .select('id')
          .where('user_type', '=', 'recruiter')
          .where('is_admin', '=', true)
          .orderBy('id')
          .forUpdate()
          .execute()
        const before = await trx
          .selectFrom('users')
          .selectAll()
          .where('id', '=', params.id)
          .where('user_type', '=', 'recruiter')
          .forUpdate()
          .executeTakeFirst()
        if (!before) throw notFound('Recruiter not found.')
        if (body.is_admin === false && before.is_admin && admins.length <= 1) {
          throw new HttpError(409, {
            is_admin: [
              'This is the last admin: make another recruiter an admin first, so someone can still manage the team.',
            ],
          })
        }
        const user = await trx
          .updateTable('users')
          .set({
            ...(body.level === undefined ? {} : { recruiter_level: body.level }),
            ...(body.is_admin === undefined ? {} : { is_admin: body.is_admin }),
          })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow()
        // The level and the flag travel in the access token: their sign-ins end, so the next one carries the change.
        if (user.recruiter_level !== before.recruiter_level || user.is_admin !== before.is_admin) {
          await revokeSignIns(trx, user.id)
        }
        audit.object('user', user.id, { before: summary(before), after: summary(user) })
        return ok(recruiterToWire(user))
      })
    },
  } satisfies OperationHandlers
}
