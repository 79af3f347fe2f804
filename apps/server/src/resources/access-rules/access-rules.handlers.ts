import { ACTIONS, RECRUITER_LEVEL_LABELS, RESOURCES, type Action, type Resource } from '@hireloop/flows/rules'
import type { ApiContext } from '../../api/context.ts'
import { forbidden, HttpError, notFound } from '../../api/errors.ts'
import { created, noContent, ok, signedIn, type OperationHandlers } from '../../api/operation.ts'
import { page, pageMeta } from '../../api/pagination.ts'
import { isUniqueViolation } from '../../accounts/users.ts'
import type { AccessSubject } from '../../db/schema.ts'
import { accessRuleToWire, grantsOf, type AccessRuleRow } from './access-rules.queries.ts'

/** The admins' own way back in: without these, no admin could read or restore a rule again (ADR 0084). */
const LOCKED_FOR_ADMINS: readonly Action[] = ['read', 'create', 'update']

const locksAdminsOut = (subject: AccessSubject, resource: Resource, action: Action) =>
  subject === 'admin' && resource === 'access_rule' && LOCKED_FOR_ADMINS.includes(action)

const VERBS: Record<Action, string> = { read: 'reading', create: 'creating', update: 'changing', delete: 'removing' }

const lockOut = (action: Action) =>
  new HttpError(409, {
    message: [`Admins must keep ${VERBS[action]} access rules: without it no admin could change the rules again.`],
  })

const subjectName = (subject: AccessSubject) => (subject === 'admin' ? 'Admins' : `${RECRUITER_LEVEL_LABELS[subject]}s`)

const summary = (rule: AccessRuleRow) => ({
  subject: rule.subject,
  resource: rule.resource,
  action: rule.action,
  effect: rule.effect,
})

/**
 * Access rules (issue 15, ADR 0084): the policy's data for recruiter levels and admins. Each write holds from the
 * next request on, since the policy hook reads the rules on every back-office request.
 */
export function accessRuleHandlers(ctx: ApiContext) {
  async function list(
    filters: { subject?: AccessSubject | undefined; resource?: Resource | undefined },
    paging: { page: number; size: number },
  ) {
    let query = ctx.db.selectFrom('access_rules')
    if (filters.subject) query = query.where('subject', '=', filters.subject)
    if (filters.resource) query = query.where('resource', '=', filters.resource)
    const { limit, offset } = page(paging)
    const [rows, { total }] = await Promise.all([
      query.selectAll().orderBy('subject').orderBy('resource').orderBy('action').limit(limit).offset(offset).execute(),
      query.select(({ fn }) => fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ])
    return ok({ results: rows.map(accessRuleToWire), ...pageMeta(paging, Number(total)) })
  }

  return {
    // The rules the policy judges this very request by (ADR 0091): the hook read them a moment ago.
    async getMyAccessGrants(call) {
      const caller = signedIn(call)
      if (caller.userType !== 'recruiter') throw forbidden()
      const subject: AccessSubject = caller.isAdmin ? 'admin' : (caller.recruiterLevel ?? 'sourcer')
      const grants = caller.accessGrants ?? (await grantsOf(ctx.db, subject))
      return ok({
        subject,
        grants: RESOURCES.flatMap((resource) => {
          const actions = ACTIONS.filter((action) => grants[resource]?.includes(action))
          return actions.length > 0 ? [{ resource, actions }] : []
        }),
      })
    },

    listAccessRules: ({ query }) =>
      list({ subject: query.subject, resource: query.resource }, { page: query.page ?? 1, size: query.size ?? 10 }),

    listSubjectResourceAccessRules: ({ params, query }) =>
      list(params, { page: query.page ?? 1, size: query.size ?? 10 }),

    async createAccessRule(call) {
      const { subject, resource } = call.params
      const { action, effect } = call.body
      if (effect === 'deny' && locksAdminsOut(subject, resource, action)) throw lockOut(action)
      return ctx.write(call, async (trx, audit) => {
        const taken = await trx
          .selectFrom('access_rules')
          .select('id')
          .where('subject', '=', subject)
          .where('resource', '=', resource)
          .where('action', '=', action)
          .executeTakeFirst()
        const exists = new HttpError(409, {
          action: [`${subjectName(subject)} already have a rule to ${action} this resource: change that rule instead.`],
        })
        if (taken) throw exists
        let rule: AccessRuleRow
        try {
          rule = await trx
            .insertInto('access_rules')
            .values({ subject, resource, action, effect })
            .returningAll()
            .executeTakeFirstOrThrow()
        } catch (error) {
          if (isUniqueViolation(error)) throw exists
          throw error
        }
        audit.object('access_rule', rule.id, { after: summary(rule) })
        return created(accessRuleToWire(rule))
      })
    },

    async updateAccessRule(call) {
      const { subject, resource, action } = call.params
      const { effect } = call.body
      if (effect === 'deny' && locksAdminsOut(subject, resource, action)) throw lockOut(action)
      return ctx.write(call, async (trx, audit) => {
        const before = await trx
          .selectFrom('access_rules')
          .selectAll()
          .where('subject', '=', subject)
          .where('resource', '=', resource)
          .where('action', '=', action)
          .forUpdate()
          .executeTakeFirst()
        if (!before) throw notFound('Access rule not found.')
        const rule = await trx
          .updateTable('access_rules')
          .set({ effect, updated_at: new Date() })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow()
        audit.object('access_rule', rule.id, { before: summary(before), after: summary(rule) })
        return ok(accessRuleToWire(rule))
      })
    },

    async deleteAccessRule(call) {
      return ctx.write(call, async (trx, audit) => {
        const rule = await trx
          .selectFrom('access_rules')
          .selectAll()
          .where('id', '=', call.params.id)
          .forUpdate()
          .executeTakeFirst()
        if (!rule) throw notFound('Access rule not found.')
        if (locksAdminsOut(rule.subject, rule.resource, rule.action)) throw lockOut(rule.action)
        await trx.deleteFrom('access_rules').where('id', '=', rule.id).execute()
        audit.object('access_rule', rule.id, { before: summary(rule) })
        return noContent()
      })
    },
  } satisfies OperationHandlers
}
