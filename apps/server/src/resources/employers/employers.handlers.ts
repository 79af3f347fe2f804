import { sql, type Transaction } from 'kysely'
import { issueToken } from '../../accounts/one-time-tokens.ts'
import { hashPassword } from '../../accounts/passwords.ts'
import { emailTaken, isUniqueViolation, normalizeEmail } from '../../accounts/users.ts'
import type { ApiContext } from '../../api/context.ts'
import {
  emailTaken as emailTakenError,
  forbidden,
  HttpError,
  notFound,
  type ValidationIssue,
} from '../../api/errors.ts'
import { created, noContent, ok, signedIn, type CallScope, type OperationHandlers } from '../../api/operation.ts'
import { page, pageMeta } from '../../api/pagination.ts'
import { containsPattern } from '../../api/search.ts'
import type { Database, User } from '../../db/schema.ts'
import { activationUrl } from '../../mail/links.ts'
import { employerInvitationMail } from '../../mail/messages.ts'
import { actorOf } from '../../policy/actor.ts'
import { READ_SCOPES } from '../../policy/scopes.ts'
import { deletionBlocker, eraseAccount } from '../account/my-data.ts'
import { companyToWire } from '../companies/companies.queries.ts'
import { syncCompanyOnboarding } from '../onboarding/onboarding.queries.ts'
import { insertUser } from '../registration/registration.handlers.ts'
import { employerToWire, findEmployer, isInvited } from './employers.queries.ts'

const invalid = (...issues: ValidationIssue[]) => new HttpError(400, { detail: issues })
const issue = (loc: ValidationIssue['loc'], msg: string, type = 'value'): ValidationIssue => ({ loc, msg, type })

/** The company a new employer joins: the caller's own under a company scope, the one a recruiter names under /admin. */
function companyOf(scope: CallScope, companyId: string | undefined): string {
  if (scope.kind === 'company') {
    if (companyId !== undefined && companyId !== scope.companyId) {
      throw invalid(issue(['body', 'company_id'], 'You add colleagues to your own company: leave company_id out.'))
    }
    return scope.companyId
  }
  if (companyId === undefined) {
    throw invalid(issue(['body', 'company_id'], 'Name the company: company_id is required.', 'missing'))
  }
  return companyId
}

/**
 * Refuses to remove the last active employer of a company: someone must answer for it (its vacancies, candidates,
 * invoices). The same rule as deleting one's own account (deletionBlocker), told to whoever asks.
 */
async function keepOneActiveEmployer(trx: Transaction<Database>, target: User, callerId: string) {
  if (!target.is_active) return
  const blocker = await deletionBlocker(trx, target)
  if (!blocker) return
  const message =
    target.id === callerId
      ? blocker
      : `${target.first_name} ${target.last_name} is the last active employer of this company: a company keeps at least one.`
  throw new HttpError(409, { message: [message] })
}

/**
 * The team of a company (ADR 0063): its employer users, and colleagues invited by email who activate their account
 * with the mailed link. The policy has checked the recruiter's level and, on one employer, that the caller may act
 * on them; lists are scoped in SQL.
 */
export function employerHandlers(ctx: ApiContext) {
  const { publicUrl } = ctx.config

  async function invite(trx: Transaction<Database>, user: User) {
    const { token } = await issueToken(trx, user.id, 'verify_email')
    await ctx.mailer.enqueue(
      trx,
      employerInvitationMail(user.email, activationUrl(publicUrl, 'employer', user.id, token)),
    )
  }

  return {
    async listEmployers(call) {
      const { query } = call
      const actor = actorOf(signedIn(call))
      if (!actor) throw forbidden('Your account is not linked to a company yet.')
      const paging = { page: query.page ?? 1, size: query.size ?? 10 }
      const { limit, offset } = page(paging)
      let scoped = READ_SCOPES.employer(ctx.db, actor)
      if (query.company_id !== undefined) scoped = scoped.where('users.company_id', '=', query.company_id)
      if (query.q !== undefined && query.q.trim() !== '') {
        const pattern = containsPattern(query.q)
        scoped = scoped.where((eb) =>
          eb.or([
            eb(sql<string>`users.first_name || ' ' || users.last_name`, 'ilike', pattern),
            eb('users.email', 'ilike', pattern),
          ]),
        )
      }
      const [rows, { total }] = await Promise.all([
        scoped.selectAll('users').orderBy('users.created_at').orderBy('users.id').limit(limit).offset(offset).execute(),
        scoped.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ])
      return ok({ results: rows.map(employerToWire), ...pageMeta(paging, total) })
    },

    async getEmployer({ params }) {
      const employer = await findEmployer(ctx.db, params.id)
      if (!employer) throw notFound('Employer not found.')
      return ok(employerToWire(employer))
    },

    // A recruiter's /create-company: the company and its first employer, invited like a colleague (ADR 0063), in
    // one transaction so a taken email leaves no company without anyone behind it.
    async createCompany(call) {
      const { body } = call
      const { userId } = signedIn(call)
      if (await emailTaken(ctx.db, body.employer.email)) throw emailTakenError()
      const { company, employer } = await ctx.write(call, async (trx, audit) => {
        const company = await trx
          .insertInto('companies')
          .values({
            name: body.company.name.trim(),
            website_url: body.company.website_url,
            image_url: null,
            type: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
        const employer = await insertUser(trx, {
          ...body.employer,
          user_type: 'employer',
          password_hash: null,
          is_active: false,
          company_id: company.id,
        })
        await invite(trx, employer)
        audit.object('company', company.id, {
          after: {
            name: company.name,
            employer_id: employer.id,
            employer_email: employer.email,
            employer_active: false,
            created_by: userId,
          },
        })
        await syncCompanyOnboarding(trx, company.id)
        return { company, employer }
      })
      return created({ company: companyToWire(company), employer: employerToWire(employer) })
    },

    // With a password: an active account at once (a recruiter, or a colleague who hands it over). Without: an
    // invitation, an inactive account and a mailed link to choose a password (ADR 0063).
    async createEmployer(call) {
      const { body, scope } = call
      const companyId = companyOf(scope, body.company_id)
      const { userId } = signedIn(call)
      // Cheap checks first, the argon2 hash last (ADR 0017); the unique index still catches a race.
      if (await emailTaken(ctx.db, body.email)) throw emailTakenError()
      const passwordHash = body.password === undefined ? null : await hashPassword(body.password)
      const employer = await ctx.write(call, async (trx, audit) => {
        const company = await trx.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst()
        if (!company) throw notFound('Company not found.')
        const inserted = await insertUser(trx, {
          first_name: body.first_name,
          last_name: body.last_name,
          email: body.email,
          user_type: 'employer',
          password_hash: passwordHash,
          is_active: passwordHash !== null,
          company_id: companyId,
        })
        if (passwordHash === null) await invite(trx, inserted)
        audit.object('user', inserted.id, {
          after: {
            user_type: 'employer',
            company_id: companyId,
            email: inserted.email,
            is_active: inserted.is_active,
            invited_by: userId,
          },
        })
        await syncCompanyOnboarding(trx, companyId)
        return inserted
      })
      return created(employerToWire(employer))
    },

    // Names change here. An email address is a person's sign-in: only they move it (PUT /me/email, confirmed by the
    // new address), except while they are invited, when the invitation goes to the corrected address instead.
    async updateEmployer(call) {
      const { params, body } = call
      const { userId } = signedIn(call)
      return ctx.write(call, async (trx, audit) => {
        const employer = await findEmployer(trx, params.id, { forUpdate: true })
        if (!employer) throw notFound('Employer not found.')
        const email = normalizeEmail(body.email)
        const moves = email !== normalizeEmail(employer.email)
        if (moves && !isInvited(employer)) {
          const msg =
            employer.id === userId
              ? 'Change your own email address in your account settings: the new address confirms it.'
              : 'Only the person can change the email address of an active account, in their own account settings.'
          throw invalid(issue(['body', 'email'], msg))
        }
        if (moves && (await emailTaken(trx, email, employer.id))) throw emailTakenError()
        let updated: User
        try {
          updated = await trx
            .updateTable('users')
            .set({ first_name: body.first_name.trim(), last_name: body.last_name.trim(), ...(moves ? { email } : {}) })
            .where('id', '=', employer.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        } catch (error) {
          if (isUniqueViolation(error)) throw emailTakenError()
          throw error
        }
        // The link mailed to the wrong address stops working: issueToken retires it.
        if (moves) await invite(trx, updated)
        const picture = (u: User) => ({ first_name: u.first_name, last_name: u.last_name, email: u.email })
        audit.object('user', employer.id, { before: picture(employer), after: picture(updated) })
        return ok(employerToWire(updated))
      })
    },

    // Removing a colleague (or oneself) erases the account as account deletion does (ADR 0057): every sign-in ends,
    // personal data goes, an anonymous placeholder keeps what the company's records point at.
    async deleteEmployer(call) {
      const { params } = call
      const { userId } = signedIn(call)
      const keys = await ctx.write(call, async (trx, audit) => {
        const employer = await findEmployer(trx, params.id, { forUpdate: true })
        if (!employer) throw notFound('Employer not found.')
        await keepOneActiveEmployer(trx, employer, userId)
        const erased = await eraseAccount(trx, employer)
        audit.object('user', employer.id, {
          after: { deleted: true, company_id: employer.company_id, files_deleted: erased.length },
        })
        return erased
      })
      for (const key of keys) await ctx.files.delete(key).catch(() => {})
      return noContent()
    },
  } satisfies OperationHandlers
}
