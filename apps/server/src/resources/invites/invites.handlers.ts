import { sql, type Transaction } from 'kysely'
import { hashPassword } from '../../accounts/passwords.ts'
import { emailTaken, isUniqueViolation, normalizeEmail } from '../../accounts/users.ts'
import type { ApiContext } from '../../api/context.ts'
import {
  emailTaken as emailTakenError,
  fieldError,
  HttpError,
  notFound,
  type ValidationIssue,
} from '../../api/errors.ts'
import { created, noContent, ok, signedIn, type Call, type OperationHandlers } from '../../api/operation.ts'
import { page, pageMeta, type PageQuery } from '../../api/pagination.ts'
import type { Database } from '../../db/schema.ts'
import { inviteUrl } from '../../mail/links.ts'
import { inviteMail } from '../../mail/messages.ts'
import { insertUser } from '../registration/registration.handlers.ts'
import {
  findInvite,
  inviteExpiry,
  inviteStatus,
  inviteSummary,
  inviteToWire,
  invitesWithNames,
  newInviteValue,
  type InviteWithNames,
} from './invites.queries.ts'

export const TALENTS_SIGN_UP = 'Talents sign up themselves: invite an employer or a recruiter.'
export const OPEN_INVITE = 'This address has an open invite already: send that one again or delete it.'
export const INVITE_NOT_FOUND = 'This invite does not exist or was withdrawn.'
export const INVITE_USED = 'This invite was used already. Sign in with the account it created.'
export const INVITE_EXPIRED = 'This invite has expired. Ask the person who invited you to send it again.'
export const ALREADY_ACCEPTED = 'This invite was accepted already: there is nothing to send.'

const bodyIssue = (field: string, msg: string, type = field): ValidationIssue => ({ loc: ['body', field], msg, type })
const conflict = (message: string) => new HttpError(409, { message: [message] })

/** The role's own field is required and the other role's refused, each with a sentence an admin can act on. */
function checkCreateInvite(body: Call<'createInvite'>['body']): void {
  const issues: ValidationIssue[] = []
  if (body.role === 'talent') issues.push(bodyIssue('role', TALENTS_SIGN_UP, 'enum'))
  if (body.role === 'employer') {
    if (body.company_id === undefined)
      issues.push(bodyIssue('company_id', 'Choose the company this employer joins.', 'required'))
    if (body.level !== undefined)
      issues.push(bodyIssue('level', 'A level is for recruiters: leave it out for an employer.'))
  }
  if (body.role === 'recruiter') {
    if (body.level === undefined)
      issues.push(bodyIssue('level', 'Choose the level this recruiter starts at.', 'required'))
    if (body.company_id !== undefined) {
      issues.push(bodyIssue('company_id', 'Recruiters belong to no company: leave company_id out.'))
    }
  }
  if (issues.length > 0) throw new HttpError(400, { detail: issues })
}

/**
 * Invites (issue 15, ADR 0085): admins invite an employer into a company or a recruiter at a level; the mailed link
 * opens the portal's `/sign-up/invite/{value}`, where the person chooses a name and a password and the account
 * starts active in the invite's role. Talents sign up themselves.
 */
export function inviteHandlers(ctx: ApiContext) {
  const { publicUrl } = ctx.config

  async function mail(trx: Transaction<Database>, invite: Pick<InviteWithNames, 'email' | 'role' | 'value'>) {
    await ctx.mailer.enqueue(trx, inviteMail(invite.email, invite.role, inviteUrl(publicUrl, invite.value)))
  }

  async function lockInvite(trx: Transaction<Database>, value: string) {
    return trx.selectFrom('invites').selectAll().where('value', '=', value).forUpdate().executeTakeFirst()
  }

  return {
    async listInvites({ query }) {
      const paging: PageQuery = { page: query.page ?? 1, size: query.size ?? 10 }
      const { limit, offset } = page(paging)
      let scoped = ctx.db.selectFrom('invites')
      if (query.pending === true) {
        scoped = scoped.where('invites.accepted_at', 'is', null).where('invites.expires_at', '>', sql<Date>`now()`)
      }
      if (query.pending === false) {
        scoped = scoped.where((eb) =>
          eb.or([eb('invites.accepted_at', 'is not', null), eb('invites.expires_at', '<=', sql<Date>`now()`)]),
        )
      }
      const values = scoped.select('invites.value')
      const [rows, { total }] = await Promise.all([
        invitesWithNames(ctx.db)
          .where('invites.value', 'in', values)
          .orderBy('invites.created_at', 'desc')
          .orderBy('invites.value', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        scoped.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ])
      const now = new Date()
      return ok({ results: rows.map((row) => inviteToWire(row, now)), ...pageMeta(paging, total) })
    },

    async createInvite(call) {
      const caller = signedIn(call)
      const { body } = call
      // Every attempt counts, refused ones too: the limit bounds the mail an account (or an address) can send.
      ctx.throttle.take('invite', { client: call.request.ip, address: caller.userId })
      checkCreateInvite(body)
      const role = body.role as 'employer' | 'recruiter'
      const email = normalizeEmail(body.email)
      const value = await ctx.write(call, async (trx, audit) => {
        if (role === 'employer') {
          const company = await trx
            .selectFrom('companies')
            .select('id')
            .where('id', '=', body.company_id!)
            .executeTakeFirst()
          if (!company)
            throw new HttpError(400, { detail: [bodyIssue('company_id', 'Company not found.', 'not_found')] })
        }
        if (await emailTaken(trx, email)) throw emailTakenError()
        const open = await trx
          .selectFrom('invites')
          .select('value')
          .where('email', '=', email)
          .where('accepted_at', 'is', null)
          .executeTakeFirst()
        if (open) throw fieldError(409, 'email', OPEN_INVITE)
        const values = {
          value: newInviteValue(),
          email,
          role,
          company_id: role === 'employer' ? body.company_id! : null,
          recruiter_level: role === 'recruiter' ? body.level! : null,
          invited_by: caller.userId,
          expires_at: inviteExpiry(),
        }
        let id: string
        try {
          ;({ id } = await trx.insertInto('invites').values(values).returning('id').executeTakeFirstOrThrow())
        } catch (error) {
          // Two admins inviting the same address at once: the partial unique index decides.
          if (isUniqueViolation(error)) throw fieldError(409, 'email', OPEN_INVITE)
          throw error
        }
        await mail(trx, values)
        audit.object('invite', id, { before: null, after: inviteSummary(values) })
        return values.value
      })
      return created(inviteToWire((await findInvite(ctx.db, value))!))
    },

    async resendInvite(call) {
      ctx.throttle.take('invite', { client: call.request.ip, address: signedIn(call).userId })
      await ctx.write(call, async (trx, audit) => {
        const invite = await lockInvite(trx, call.params.id)
        if (!invite) throw notFound('Invite not found.')
        if (invite.accepted_at) throw conflict(ALREADY_ACCEPTED)
        const expires_at = inviteExpiry()
        await trx.updateTable('invites').set({ expires_at }).where('value', '=', invite.value).execute()
        await mail(trx, invite)
        audit.object('invite', invite.id, {
          before: { expires_at: new Date(invite.expires_at).toISOString() },
          after: { expires_at: expires_at.toISOString(), mailed: invite.email },
        })
      })
      return ok(inviteToWire((await findInvite(ctx.db, call.params.id))!))
    },

    async deleteInvite(call) {
      await ctx.write(call, async (trx, audit) => {
        const invite = await lockInvite(trx, call.params.id)
        if (!invite) throw notFound('Invite not found.')
        await trx.deleteFrom('invites').where('value', '=', invite.value).execute()
        audit.object('invite', invite.id, { before: inviteSummary(invite), after: null })
      })
      return noContent()
    },

    async getInviteSignUp({ params, request }) {
      // A guessed value is the attack: limited per client like every mailed secret coming back.
      ctx.throttle.take('tokenConfirm', { client: request.ip })
      const invite = await findInvite(ctx.db, params.value)
      if (!invite) throw notFound(INVITE_NOT_FOUND)
      return ok({
        email: invite.email,
        role: invite.role,
        company_name: invite.company_name,
        level: invite.recruiter_level,
        status: inviteStatus(invite),
        expires_at: new Date(invite.expires_at).toISOString(),
      })
    },

    async acceptInvite(call) {
      const { params, body, request } = call
      // Checked before any work, and the argon2 hash last, as sign-up does (ADR 0017): a made-up value costs a lookup.
      ctx.throttle.take('tokenConfirm', { client: request.ip })
      const found = await findInvite(ctx.db, params.value)
      if (!found) throw notFound(INVITE_NOT_FOUND)
      ctx.throttle.take('signUp', { client: request.ip, address: found.email })
      const refusal = (invite: { accepted_at: Date | string | null; expires_at: Date | string }) => {
        const status = inviteStatus(invite)
        if (status === 'accepted') return conflict(INVITE_USED)
        if (status === 'expired') return new HttpError(410, { message: [INVITE_EXPIRED] })
        return null
      }
      const early = refusal(found)
      if (early) throw early
      if (await emailTaken(ctx.db, found.email)) throw emailTakenError()
      const password_hash = await hashPassword(body.password)
      const user = await ctx.write(call, async (trx, audit) => {
        // Locked and checked again: two tabs of the same link create one account.
        const invite = await lockInvite(trx, params.value)
        if (!invite) throw notFound(INVITE_NOT_FOUND)
        const late = refusal(invite)
        if (late) throw late
        const inserted = await insertUser(trx, {
          first_name: body.first_name,
          last_name: body.last_name,
          email: invite.email,
          user_type: invite.role,
          password_hash,
          // The mailed link proved the address.
          is_active: true,
          company_id: invite.company_id,
          recruiter_level: invite.recruiter_level,
        })
        await trx
          .updateTable('invites')
          .set({ accepted_at: new Date(), accepted_user_id: inserted.id })
          .where('value', '=', invite.value)
          .execute()
        audit.object('user', inserted.id, {
          after: {
            user_type: inserted.user_type,
            email: inserted.email,
            is_active: true,
            company_id: inserted.company_id,
            level: inserted.recruiter_level,
            invite_id: invite.id,
          },
        })
        return inserted
      })
      return created({
        user_id: user.id,
        user_type: user.user_type as 'employer' | 'recruiter',
        email: user.email,
        company_id: user.company_id,
      })
    },
  } satisfies OperationHandlers
}
