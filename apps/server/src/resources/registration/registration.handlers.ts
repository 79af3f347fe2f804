import { randomUUID } from 'node:crypto'
import type { Transaction } from 'kysely'
import { consumeToken, issueToken, peekToken, SET_PASSWORD_TTL_SECONDS } from '../../accounts/one-time-tokens.ts'
import { hashPassword } from '../../accounts/passwords.ts'
import {
  defaultNotificationSettings,
  emailTaken,
  findUserByEmail,
  findUserById,
  isUniqueViolation,
  normalizeEmail,
} from '../../accounts/users.ts'
import type { ApiContext } from '../../api/context.ts'
import { emailTaken as emailTakenError, fieldError, HttpError, notFound } from '../../api/errors.ts'
import { accepted, created, noContent, ok, type Call, type OperationHandlers } from '../../api/operation.ts'
import type { Database, User } from '../../db/schema.ts'
import type { JobHandler } from '../../jobs/queue.ts'
import { activationUrl, changePasswordUrl, newPasswordUrl } from '../../mail/links.ts'
import { accountExistsMail, passwordResetMail, setPasswordMail, verificationMail } from '../../mail/messages.ts'
import { revokeSignIns } from '../../oidc/revoke.ts'

type Person = { first_name: string; last_name: string; email: string }

export const INVALID_LINK = 'This link is invalid or has expired.'

/** The reset mail, sent by a job: whether the account exists is decided where no response can time it. */
export function passwordResetMailJob(ctx: ApiContext): JobHandler<'password_reset_mail'> {
  return async ({ email }, trx) => {
    const user = await findUserByEmail(trx, email)
    if (!user) return
    const { token } = await issueToken(trx, user.id, 'password_reset')
    await ctx.mailer.enqueue(trx, passwordResetMail(user.email, changePasswordUrl(ctx.config.publicUrl, token)))
  }
}

/** Inserts the user, answering 409 for a taken email (checked first, and by the unique index under races). */
export async function insertUser(
  trx: Transaction<Database>,
  values: Person &
    Pick<User, 'user_type' | 'password_hash' | 'is_active' | 'company_id'> &
    Partial<Pick<User, 'recruiter_level'>>,
) {
  if (await emailTaken(trx, values.email)) throw emailTakenError()
  try {
    return await trx
      .insertInto('users')
      .values({
        user_type: values.user_type,
        password_hash: values.password_hash,
        is_active: values.is_active,
        company_id: values.company_id,
        email: normalizeEmail(values.email),
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        image_url: null,
        recruiter_level: values.recruiter_level ?? null,
        notification_settings: JSON.stringify(defaultNotificationSettings),
      })
      .returningAll()
      .executeTakeFirstOrThrow()
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError()
    throw error
  }
}

/**
 * A talent created by a recruiter (registerTalentProfile, uploadTalentResumeFile): active at once (a recruiter vouches
 * for it) but without a password until the talent sets one through the mailed link. 409 for a taken email.
 */
export async function createRecruitedTalent(ctx: ApiContext, trx: Transaction<Database>, person: Person) {
  const inserted = await insertUser(trx, {
    ...person,
    user_type: 'talent',
    password_hash: null,
    is_active: true,
    company_id: null,
  })
  const { token } = await issueToken(trx, inserted.id, 'password_reset', { ttlSeconds: SET_PASSWORD_TTL_SECONDS })
  await ctx.mailer.enqueue(trx, setPasswordMail(inserted.email, changePasswordUrl(ctx.config.publicUrl, token)))
  return inserted
}

/**
 * Sign-up creates an inactive account and mails a verification link; activation (by that link's token, or by a
 * recruiter) turns it on. Recruiters can also create an active talent with a draft resume. Password reset mails a
 * single-use link.
 */
export function registrationHandlers(ctx: ApiContext) {
  const { publicUrl } = ctx.config

  async function sendVerification(trx: Transaction<Database>, user: User, userType: 'talent' | 'employer') {
    const { token } = await issueToken(trx, user.id, 'verify_email')
    await ctx.mailer.enqueue(trx, verificationMail(user.email, activationUrl(publicUrl, userType, user.id, token)))
  }

  /**
   * Before any work the limits (sign-up mails whatever address it is given); then the argon2 hash, whether or not the
   * address has an account, so the time taken tells nobody which one it is (ADR 0101). The limits bound what the
   * hashes cost (ADR 0017).
   */
  async function admit(client: string, email: string, password: string) {
    ctx.throttle.take('signUp', { client, address: email })
    return hashPassword(password)
  }

  /**
   * A sign-up for an address that has an account answers as for a new one (ADR 0101): the owner is mailed instead,
   * told to sign in or choose a new password, and the answer names ids that belong to nothing. The unique index still
   * answers 409 to two sign-ups of one new address racing: that tells nothing about accounts that existed before.
   */
  async function mailOwnerIfTaken(
    trx: Transaction<Database>,
    email: string,
  ): Promise<{ id: string; email: string } | null> {
    const owner = await findUserByEmail(trx, email)
    if (!owner) return null
    await ctx.mailer.enqueue(trx, accountExistsMail(owner.email, newPasswordUrl(publicUrl)))
    return { id: randomUUID(), email: owner.email }
  }

  /**
   * An invited employer (ADR 0063) has no password yet: they choose it with the mailed link, so activation sets it.
   * Anyone else already has one and may not set it here. Checked, and hashed, before the token is spent; a made-up
   * token costs a lookup, not an argon2 hash.
   */
  async function passwordOnActivation(call: Call<'activateTalent'> | Call<'activateEmployer'>) {
    const { params, body, scope } = call
    const user = await findUserById(ctx.db, params.id)
    const invited = user?.user_type === 'employer' && user.password_hash === null && !user.is_active
    if (body?.password === undefined) {
      if (invited && scope.kind !== 'admin') {
        throw fieldError(400, 'password', 'Choose a password to activate your account.')
      }
      return null
    }
    if (!invited) throw fieldError(400, 'password', 'This account has a password already: sign in with it.')
    if (scope.kind !== 'admin') {
      ctx.throttle.take('tokenConfirm', { client: call.request.ip })
      if (!body.token || !(await peekToken(ctx.db, body.token, 'verify_email'))) {
        throw fieldError(400, 'token', INVALID_LINK)
      }
    }
    return hashPassword(body.password)
  }

  async function activate(userType: 'talent' | 'employer', call: Call<'activateTalent'> | Call<'activateEmployer'>) {
    const { params, body, scope } = call
    const noun = userType === 'talent' ? 'Talent' : 'Employer'
    const { id } = params
    if (scope.kind !== 'admin' && !body?.token) throw fieldError(400, 'token', 'The activation token is required.')
    const passwordHash = await passwordOnActivation(call)
    return ctx.write(call, async (trx, audit) => {
      if (scope.kind !== 'admin') {
        // A token for someone else, or for another account type, is as invalid as an unknown one.
        const consumed = await consumeToken(trx, body!.token!, 'verify_email', id)
        const user = consumed ? await findUserById(trx, consumed.userId) : undefined
        if (!user || user.user_type !== userType) throw fieldError(400, 'token', INVALID_LINK)
      } else {
        const user = await findUserById(trx, id)
        if (!user || user.user_type !== userType) throw notFound(`${noun} not found.`)
      }
      await trx
        .updateTable('users')
        .set({ is_active: true, ...(passwordHash ? { password_hash: passwordHash } : {}) })
        .where('id', '=', id)
        .execute()
      audit.object('user', id, {
        after: {
          is_active: true,
          by: scope.kind === 'admin' ? 'recruiter' : 'mailed link',
          ...(passwordHash ? { password: 'chosen' } : {}),
        },
      })
      return ok({ user_id: id, user_type: userType, is_active: true as const })
    })
  }

  return {
    async registerTalent(call) {
      const { body } = call
      const password_hash = await admit(call.request.ip, body.email, body.password)
      const user = await ctx.write(call, async (trx, audit) => {
        const taken = await mailOwnerIfTaken(trx, body.email)
        if (taken) return taken
        const inserted = await insertUser(trx, {
          ...body,
          user_type: 'talent',
          password_hash,
          is_active: false,
          company_id: null,
        })
        await sendVerification(trx, inserted, 'talent')
        audit.object('user', inserted.id, { after: { user_type: 'talent', email: inserted.email, is_active: false } })
        return inserted
      })
      return created({ user_id: user.id, user_type: 'talent', email: user.email })
    },

    async registerCompany(call) {
      const { employer, company } = call.body
      const password_hash = await admit(call.request.ip, employer.email, employer.password)
      const result = await ctx.write(call, async (trx, audit) => {
        const taken = await mailOwnerIfTaken(trx, employer.email)
        if (taken) return { user: taken, company: { id: randomUUID(), name: company.name.trim() } }
        const createdCompany = await trx
          .insertInto('companies')
          .values({ name: company.name.trim(), website_url: company.website_url, image_url: null, type: null })
          .returning(['id', 'name'])
          .executeTakeFirstOrThrow()
        const user = await insertUser(trx, {
          ...employer,
          user_type: 'employer',
          password_hash,
          is_active: false,
          company_id: createdCompany.id,
        })
        await sendVerification(trx, user, 'employer')
        audit.object('company', createdCompany.id, {
          after: { name: createdCompany.name, employer_id: user.id, employer_email: user.email },
        })
        return { user, company: createdCompany }
      })
      return created({
        user_id: result.user.id,
        user_type: 'employer',
        email: result.user.email,
        company_id: result.company.id,
        company_name: result.company.name,
      })
    },

    async registerTalentProfile(call) {
      const { body } = call
      const { talent, resume } = await ctx.write(call, async (trx, audit) => {
        const inserted = await createRecruitedTalent(ctx, trx, body)
        const draft = await trx
          .insertInto('resumes')
          .values({ talent_id: inserted.id, title: body.resume_title.trim(), draft: true })
          .returning(['id', 'title', 'talent_id', 'draft'])
          .executeTakeFirstOrThrow()
        audit.object('user', inserted.id, {
          after: { user_type: 'talent', email: inserted.email, is_active: true, resume_id: draft.id },
        })
        return { talent: inserted, resume: draft }
      })
      return created({
        talent: {
          id: talent.id,
          first_name: talent.first_name,
          last_name: talent.last_name,
          email: talent.email,
          is_active: talent.is_active,
        },
        resume,
      })
    },

    /**
     * The activation mail again, with a new link: the set-password mail for a talent a recruiter created (no password
     * yet), the verification mail for one who signed up and has not confirmed. Never a password reset mail: that one
     * tells its reader someone asked to reset a password they never had.
     */
    async sendTalentActivationMail(call) {
      const { id } = call.params
      await ctx.write(call, async (trx, audit) => {
        const user = await findUserById(trx, id)
        if (!user || user.user_type !== 'talent') throw notFound('Talent not found.')
        if (user.password_hash === null) {
          const { token } = await issueToken(trx, user.id, 'password_reset', { ttlSeconds: SET_PASSWORD_TTL_SECONDS })
          await ctx.mailer.enqueue(trx, setPasswordMail(user.email, changePasswordUrl(publicUrl, token)))
        } else if (!user.is_active) {
          await sendVerification(trx, user, 'talent')
        } else {
          throw new HttpError(409, {
            message: [
              `${user.first_name} ${user.last_name} has activated their account already: they sign in with their password.`,
            ],
          })
        }
        audit.object('user', id, {
          after: { activation_mail: user.password_hash === null ? 'set password' : 'verify email' },
        })
      })
      return accepted({})
    },

    activateEmployer: (call) => activate('employer', call),
    activateTalent: (call) => activate('talent', call),

    // The same answer, the same work and the same limits whether or not the account exists: one job row. The job
    // looks the address up later (no timing tells who has an account).
    async requestPasswordReset(call) {
      const { body, request } = call
      ctx.throttle.take('passwordReset', { client: request.ip, address: body.email })
      // The audit entry names no account: which address was asked for is the job's to find out.
      await ctx.write(call, (trx) =>
        ctx.jobs.enqueue(trx, 'password_reset_mail', { email: normalizeEmail(body.email) }),
      )
      return accepted({})
    },

    async confirmPasswordReset(call) {
      const { body, request } = call
      ctx.throttle.take('tokenConfirm', { client: request.ip })
      // Check first, hash last: a made-up token costs a lookup, not an argon2 hash.
      if (!(await peekToken(ctx.db, body.token, 'password_reset'))) throw fieldError(400, 'token', INVALID_LINK)
      const passwordHash = await hashPassword(body.value)
      await ctx.write(call, async (trx, audit) => {
        const consumed = await consumeToken(trx, body.token, 'password_reset')
        if (!consumed) throw fieldError(400, 'token', INVALID_LINK)
        // The link arrived by mail, which proves the address: an account waiting for verification is activated.
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, is_active: true })
          .where('id', '=', consumed.userId)
          .execute()
        // Whoever knew the old password is signed out everywhere.
        await revokeSignIns(trx, consumed.userId)
        audit.object('user', consumed.userId, { after: { password: 'reset', sessions: 'signed out' } })
      })
      return noContent()
    },
  } satisfies OperationHandlers
}
