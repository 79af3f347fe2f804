import { sql } from 'kysely'
import type { ApiContext } from '../../api/context.ts'
import { forbidden, HttpError, notFound, type ValidationIssue } from '../../api/errors.ts'
import { created, ok, signedIn, type Call, type OperationHandlers } from '../../api/operation.ts'
import { page, pageMeta } from '../../api/pagination.ts'
import { actorOf } from '../../policy/actor.ts'
import { READ_SCOPES } from '../../policy/scopes.ts'
import {
  companyStepsDoneByFacts,
  findOnboarding,
  newSteps,
  onboardingToWire,
  talentStepsDoneByFacts,
  withSteps,
} from './onboarding.queries.ts'

const UNKNOWN_STEP = 'Unknown onboarding step.'

const invalid = (...issues: ValidationIssue[]) => new HttpError(400, { detail: issues })
const issue = (loc: ValidationIssue['loc'], msg: string): ValidationIssue => ({ loc, msg, type: 'value' })

/**
 * Whose checklist createOnboarding starts: under a talent or company scope the caller's own (an id in the body
 * must be it), under /admin exactly one of talent_id and company_id.
 */
function ownerOf(call: Call<'createOnboarding'>): { talentId: string } | { companyId: string } {
  const talentId = call.body?.talent_id
  const companyId = call.body?.company_id
  const { scope } = call
  if (scope.kind === 'talent') {
    if (companyId !== undefined) throw invalid(issue(['body', 'company_id'], 'A talent starts their own onboarding.'))
    if (talentId !== undefined && talentId !== scope.userId) {
      throw invalid(issue(['body', 'talent_id'], 'A talent starts their own onboarding: leave talent_id out.'))
    }
    return { talentId: scope.userId }
  }
  if (scope.kind === 'company') {
    if (talentId !== undefined) throw invalid(issue(['body', 'talent_id'], 'A company starts its own onboarding.'))
    if (companyId !== undefined && companyId !== scope.companyId) {
      throw invalid(issue(['body', 'company_id'], 'A company starts its own onboarding: leave company_id out.'))
    }
    return { companyId: scope.companyId }
  }
  if ((talentId === undefined) === (companyId === undefined)) {
    throw invalid(issue(['body'], 'Give exactly one of talent_id and company_id.'))
  }
  return talentId !== undefined ? { talentId } : { companyId: companyId! }
}

/** Onboarding checklists of talents and companies: docs/product.md §2. */
export function onboardingHandlers(ctx: ApiContext) {
  return {
    async listOnboardingStates(call) {
      const { query } = call
      const actor = actorOf(signedIn(call))
      if (!actor) throw forbidden('Your account is not linked to a company yet.')
      const paging = { page: query.page ?? 1, size: query.size ?? 10 }
      const { limit, offset } = page(paging)
      let scoped = READ_SCOPES.onboarding(ctx.db, actor)
      if (query.talent_id !== undefined) scoped = scoped.where('onboarding_states.talent_id', '=', query.talent_id)
      if (query.company_id !== undefined) scoped = scoped.where('onboarding_states.company_id', '=', query.company_id)
      const [rows, { total }] = await Promise.all([
        scoped
          .selectAll()
          .orderBy('onboarding_states.created_at', 'desc')
          .orderBy('onboarding_states.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        scoped.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ])
      return ok({ results: rows.map(onboardingToWire), ...pageMeta(paging, total) })
    },

    // The checklist starts with the steps the data already completes (a talent who published is past "resume").
    async createOnboarding(call) {
      const owner = ownerOf(call)
      return ctx.write(call, async (trx, audit) => {
        let values
        if ('talentId' in owner) {
          const talent = await trx
            .selectFrom('users')
            .select('id')
            .where('id', '=', owner.talentId)
            .where('user_type', '=', 'talent')
            .executeTakeFirst()
          if (!talent) throw notFound('Talent not found.')
          const done = await talentStepsDoneByFacts(trx, owner.talentId)
          values = { user_type: 'talent' as const, talent_id: owner.talentId, steps: newSteps('talent', done) }
        } else {
          const company = await trx
            .selectFrom('companies')
            .select('id')
            .where('id', '=', owner.companyId)
            .executeTakeFirst()
          if (!company) throw notFound('Company not found.')
          const done = await companyStepsDoneByFacts(trx, owner.companyId)
          values = { user_type: 'employer' as const, company_id: owner.companyId, steps: newSteps('employer', done) }
        }
        const row = await trx
          .insertInto('onboarding_states')
          .values({ ...values, steps: JSON.stringify(values.steps) })
          .onConflict((oc) => oc.doNothing())
          .returningAll()
          .executeTakeFirst()
        if (!row) throw new HttpError(409, { message: ['This onboarding has already started.'] })
        audit.object('onboarding', row.id, {
          after: { user_type: row.user_type, current_step: onboardingToWire(row).current_step },
        })
        return created(onboardingToWire(row))
      })
    },

    async completeOnboardingStep(call) {
      const { params, body } = call
      return ctx.write(call, async (trx, audit) => {
        const row = await findOnboarding(trx, params.id, { forUpdate: true })
        if (!row) throw notFound('Onboarding not found.')
        if (!row.steps.some((step) => step.key === body.step)) throw invalid(issue(['body', 'step'], UNKNOWN_STEP))
        const steps = withSteps(row.steps, new Map([[body.step, true]]))
        const updated = await trx
          .updateTable('onboarding_states')
          .set({ steps: JSON.stringify(steps), updated_at: new Date() })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow()
        audit.object('onboarding', row.id, { after: { step: body.step, done: true } })
        return ok(onboardingToWire(updated))
      })
    },

    async updateOnboarding(call) {
      const { params, body } = call
      return ctx.write(call, async (trx, audit) => {
        const row = await findOnboarding(trx, params.id, { forUpdate: true })
        if (!row) throw notFound('Onboarding not found.')
        const issues: ValidationIssue[] = []
        if (body.talent_id !== undefined && body.talent_id !== row.talent_id) {
          issues.push(issue(['body', 'talent_id'], 'Must be the talent of this onboarding.'))
        }
        if (body.company_id !== undefined && body.company_id !== row.company_id) {
          issues.push(issue(['body', 'company_id'], 'Must be the company of this onboarding.'))
        }
        const known = new Set(row.steps.map((step) => step.key))
        ;(body.steps ?? []).forEach((step, index) => {
          if (!known.has(step.key)) issues.push(issue(['body', 'steps', index, 'key'], UNKNOWN_STEP))
        })
        if (issues.length > 0) throw invalid(...issues)
        const changes = new Map((body.steps ?? []).map((step) => [step.key, step.done]))
        const updated = await trx
          .updateTable('onboarding_states')
          .set({ steps: JSON.stringify(withSteps(row.steps, changes)), updated_at: new Date() })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow()
        const picture = (steps: typeof row.steps) => Object.fromEntries(steps.map((step) => [step.key, step.done]))
        audit.object('onboarding', row.id, { before: picture(row.steps), after: picture(updated.steps) })
        return ok(onboardingToWire(updated))
      })
    },
  } satisfies OperationHandlers
}
