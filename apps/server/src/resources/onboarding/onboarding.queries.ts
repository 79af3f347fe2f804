import type { Kysely, Transaction } from 'kysely'
import type { Schemas } from '../../api/context.ts'
import type { Database, OnboardingStateRow, OnboardingStepRecord } from '../../db/schema.ts'
import { ONBOARDING_STEPS, type OnboardingKind, type TalentStep } from './onboarding.steps.ts'

type Executor = Kysely<Database> | Transaction<Database>

export function findOnboarding(db: Executor, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.selectFrom('onboarding_states').selectAll().where('id', '=', id)
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst()
}

/** The contract's OnboardingState: the current step is the first one not done; completed once every step is. */
export function onboardingToWire(row: OnboardingStateRow): Schemas['OnboardingState'] {
  const current = row.steps.find((step) => !step.done)
  return {
    id: row.id,
    user_type: row.user_type,
    talent_id: row.talent_id,
    company_id: row.company_id,
    steps: row.steps.map((step) => ({ ...step })),
    current_step: current?.key ?? null,
    completed: row.steps.length > 0 && current === undefined,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

/** A fresh checklist of the kind, with the steps the facts already complete marked done now. */
export function newSteps(kind: OnboardingKind, done: ReadonlySet<string>): OnboardingStepRecord[] {
  const now = new Date().toISOString()
  return ONBOARDING_STEPS[kind].map(({ key, title }) => ({
    key,
    title,
    done: done.has(key),
    completed_at: done.has(key) ? now : null,
  }))
}

/** Marks steps done (or not), keeping the time a step was first completed. */
export function withSteps(
  steps: OnboardingStepRecord[],
  changes: ReadonlyMap<string, boolean>,
): OnboardingStepRecord[] {
  const now = new Date().toISOString()
  return steps.map((step) => {
    const done = changes.get(step.key)
    if (done === undefined || done === step.done) return step
    return { ...step, done, completed_at: done ? now : null }
  })
}

/**
 * The talent's steps that the data itself completes (ADR 0061 notes): "resume" once a resume is published (a draft
 * or an upload is not yet a resume companies can see), "preferences" once a resume states a salary expectation or
 * an availability. "profile" is the talent's own word: the portal completes it.
 */
export async function talentStepsDoneByFacts(db: Executor, talentId: string): Promise<Set<TalentStep>> {
  const rows = await db
    .selectFrom('resumes')
    .select(['draft', 'salary_expectation', 'availability'])
    .where('talent_id', '=', talentId)
    .execute()
  const done = new Set<TalentStep>()
  if (rows.some((row) => !row.draft)) done.add('resume')
  if (rows.some((row) => row.salary_expectation !== null || row.availability !== null)) done.add('preferences')
  return done
}

/** After a write to the talent's resumes: the steps the facts now complete turn done (a step is never undone here). */
export async function syncTalentOnboarding(trx: Transaction<Database>, talentId: string): Promise<void> {
  const row = await trx
    .selectFrom('onboarding_states')
    .selectAll()
    .where('talent_id', '=', talentId)
    .forUpdate()
    .executeTakeFirst()
  if (!row) return
  const done = await talentStepsDoneByFacts(trx, talentId)
  const changes = new Map(
    row.steps.filter((step) => !step.done && done.has(step.key as TalentStep)).map((s) => [s.key, true]),
  )
  if (changes.size === 0) return
  await trx
    .updateTable('onboarding_states')
    .set({ steps: JSON.stringify(withSteps(row.steps, changes)), updated_at: new Date() })
    .where('id', '=', row.id)
    .execute()
}
