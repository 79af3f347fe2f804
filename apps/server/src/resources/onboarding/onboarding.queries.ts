import type { Kysely, Transaction } from 'kysely'
import type { Schemas } from '../../api/context.ts'
import type { Database, OnboardingStateRow, OnboardingStepRecord } from '../../db/schema.ts'
import { ONBOARDING_STEPS, type EmployerStep, type OnboardingKind, type TalentStep } from './onboarding.steps.ts'

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

/**
 * The company's steps that the data itself completes: "company" once it has a type (the one step that gates the root
 * redirect), "vacancy" once a vacancy is published (a draft is not posted yet), "team" once a colleague is invited or
 * added, "billing" once billing information exists.
 */
export async function companyStepsDoneByFacts(db: Executor, companyId: string): Promise<Set<EmployerStep>> {
  const [company, vacancy, colleagues, billing] = await Promise.all([
    db.selectFrom('companies').select('type').where('id', '=', companyId).executeTakeFirst(),
    db
      .selectFrom('vacancies')
      .select('id')
      .where('company_id', '=', companyId)
      .where('draft', '=', false)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('users')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .where('company_id', '=', companyId)
      .where('user_type', '=', 'employer')
      .executeTakeFirstOrThrow(),
    db.selectFrom('billing_infos').select('company_id').where('company_id', '=', companyId).executeTakeFirst(),
  ])
  const done = new Set<EmployerStep>()
  if (company?.type) done.add('company')
  if (vacancy) done.add('vacancy')
  if (Number(colleagues.count) > 1) done.add('team')
  if (billing) done.add('billing')
  return done
}

/** Marks done the steps of a checklist that the facts now complete (a step is never undone here). */
async function syncOnboarding(
  trx: Transaction<Database>,
  owner: { column: 'talent_id' | 'company_id'; id: string },
  done: (trx: Transaction<Database>) => Promise<ReadonlySet<string>>,
): Promise<void> {
  const row = await trx
    .selectFrom('onboarding_states')
    .selectAll()
    .where(owner.column, '=', owner.id)
    .forUpdate()
    .executeTakeFirst()
  if (!row) return
  const facts = await done(trx)
  const changes = new Map(row.steps.filter((step) => !step.done && facts.has(step.key)).map((s) => [s.key, true]))
  if (changes.size === 0) return
  await trx
    .updateTable('onboarding_states')
    .set({ steps: JSON.stringify(withSteps(row.steps, changes)), updated_at: new Date() })
    .where('id', '=', row.id)
    .execute()
}

/** After a write to the talent's resumes: the steps the facts now complete turn done. */
export function syncTalentOnboarding(trx: Transaction<Database>, talentId: string): Promise<void> {
  return syncOnboarding(trx, { column: 'talent_id', id: talentId }, (db) => talentStepsDoneByFacts(db, talentId))
}

/** After a write to the company, its team, vacancies or billing information: the steps the facts now complete turn done. */
export function syncCompanyOnboarding(trx: Transaction<Database>, companyId: string): Promise<void> {
  return syncOnboarding(trx, { column: 'company_id', id: companyId }, (db) => companyStepsDoneByFacts(db, companyId))
}
