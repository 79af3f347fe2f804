import type { Transaction } from 'kysely'
import { issueToken, consumeToken, SET_PASSWORD_TTL_SECONDS } from '../../accounts/one-time-tokens.ts'
import { hashPassword } from '../../accounts/passwords.ts'
import {
  defaultNotificationSettings,
  emailTaken,
  findUserById,
  isUniqueViolation,
  normalizeEmail,
} from '../../accounts/users.ts'
import type { Database, User } from '../../db/schema.ts'
import { activationUrl, changePasswordUrl } from '../../mail/links.ts'
import { setPasswordMail, verificationMail } from '../../mail/messages.ts'
import { type ApiContext, type Handlers, type Schemas, routeOf } from '../context.ts'
import { emailTaken as emailTakenError, fieldError, notFound } from '../errors.ts'

type Person = { first_name: string; last_name: string; email: string }

export const INVALID_LINK = 'This link is invalid or has expired.'

/**
 * Sign-up creates an inactive account and mails a verification link; activation (by that link's token, or by a
 * recruiter) turns it on. Recruiters can also create an active talent with a draft resume.
 */
export function registrationHandlers(ctx: ApiContext): Handlers {
  const { publicUrl } = ctx.config

  /** Inserts the user, answering 409 for a taken email (checked first, and by the unique index under races). */
  async function insertUser(
    trx: Transaction<Database>,
    values: Person & Pick<User, 'user_type' | 'password_hash' | 'is_active' | 'company_id'>,
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
          recruiter_level: null,
          notification_settings: JSON.stringify(defaultNotificationSettings),
        })
        .returningAll()
        .executeTakeFirstOrThrow()
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTakenError()
      throw error
    }
  }

  async function sendVerification(trx: Transaction<Database>, user: User, userType: 'talent' | 'employer') {
    const { token } = await issueToken(trx, user.id, 'verify_email')
    await ctx.mailer.enqueue(trx, verificationMail(user.email, activationUrl(publicUrl, userType, user.id, token)))
  }

  function activate(userType: 'talent' | 'employer') {
    const noun = userType === 'talent' ? 'Talent' : 'Employer'
    return async (request: Parameters<Handlers[string]>[0]) => {
      const { id } = request.params as { id: string }
      const { token } = (request.body ?? {}) as Schemas['ActivateRequest']
      const byRecruiter = routeOf(request).scope === 'admin'
      return ctx.transaction(async (trx) => {
        if (!byRecruiter) {
          if (!token) throw fieldError(400, 'token', 'The activation token is required.')
          // A token for someone else, or for another account type, is as invalid as an unknown one.
          const consumed = await consumeToken(trx, token, 'verify_email', id)
          const user = consumed ? await findUserById(trx, consumed.userId) : undefined
          if (!user || user.user_type !== userType) throw fieldError(400, 'token', INVALID_LINK)
        } else {
          const user = await findUserById(trx, id)
          if (!user || user.user_type !== userType) throw notFound(`${noun} not found.`)
        }
        await trx.updateTable('users').set({ is_active: true }).where('id', '=', id).execute()
        return { user_id: id, user_type: userType, is_active: true } satisfies Schemas['Activation']
      })
    }
  }

  /**
   * Before any work: the limits (sign-up mails whatever address it is given), then the cheap duplicate check, and
   * only then the argon2 hash (ADR 0017). The unique index still catches a race between the check and the insert.
   */
  async function admit(request: Parameters<Handlers[string]>[0], email: string, password: string) {
    ctx.throttle.take('signUp', { client: request.ip, address: email })
    if (await emailTaken(ctx.db, email)) throw emailTakenError()
    return hashPassword(password)
  }

  return {
    async registerTalent(request, reply) {
      const body = request.body as Schemas['RegisterTalentRequest']
      const password_hash = await admit(request, body.email, body.password)
      const user = await ctx.transaction(async (trx) => {
        const created = await insertUser(trx, {
          ...body,
          user_type: 'talent',
          password_hash,
          is_active: false,
          company_id: null,
        })
        await sendVerification(trx, created, 'talent')
        return created
      })
      return reply
        .code(201)
        .send({ user_id: user.id, user_type: 'talent', email: user.email } satisfies Schemas['Registration'])
    },

    async registerCompany(request, reply) {
      const { employer, company } = request.body as Schemas['RegisterCompanyRequest']
      const password_hash = await admit(request, employer.email, employer.password)
      const result = await ctx.transaction(async (trx) => {
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
        return { user, company: createdCompany }
      })
      return reply.code(201).send({
        user_id: result.user.id,
        user_type: 'employer',
        email: result.user.email,
        company_id: result.company.id,
        company_name: result.company.name,
      } satisfies Schemas['Registration'])
    },

    async registerTalentProfile(request, reply) {
      const body = request.body as Schemas['RegisterTalentProfileRequest']
      const result = await ctx.transaction(async (trx) => {
        // Active at once (a recruiter vouches for it) but without a password until the talent sets one.
        const talent = await insertUser(trx, {
          ...body,
          user_type: 'talent',
          password_hash: null,
          is_active: true,
          company_id: null,
        })
        const resume = await trx
          .insertInto('resumes')
          .values({ talent_id: talent.id, title: body.resume_title.trim(), draft: true })
          .returning(['id', 'title', 'talent_id', 'draft'])
          .executeTakeFirstOrThrow()
        const { token } = await issueToken(trx, talent.id, 'password_reset', { ttlSeconds: SET_PASSWORD_TTL_SECONDS })
        await ctx.mailer.enqueue(trx, setPasswordMail(talent.email, changePasswordUrl(publicUrl, token)))
        return { talent, resume }
      })
      const { talent, resume } = result
      return reply.code(201).send({
        talent: {
          id: talent.id,
          first_name: talent.first_name,
          last_name: talent.last_name,
          email: talent.email,
          is_active: talent.is_active,
        },
        resume,
      } satisfies Schemas['TalentProfileRegistration'])
    },

    activateEmployer: activate('employer'),
    activateTalent: activate('talent'),
  }
}
