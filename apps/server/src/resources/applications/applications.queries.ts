import {
  matchingSummary,
  pipelineGroupOf,
  PIPELINE_STATUSES,
  type ApplicationStatus,
  type PipelineGroup,
} from '@hireloop/flows/rules'
import type { Kysely, Transaction } from 'kysely'
import type { Schemas } from '../../api/context.ts'
import type { Application, Database } from '../../db/schema.ts'
import { matchingsFor, pairKey } from '../matching/matching.pairs.ts'

type Executor = Kysely<Database> | Transaction<Database>

/** The sentence the company reads when both sides confirmed a hire (the invoice itself is issue 15's). */
export const HIRE_FOLLOW_UP = 'The placement invoice follows.'

/** One application; `forUpdate` locks its row until the transaction ends (every move and removal). */
export function findApplication(db: Executor, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.selectFrom('applications').selectAll().where('id', '=', id).where('resume_id', 'is not', null)
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst()
}

/** The sides that confirmed the hire of each application given. */
export async function confirmationsOf(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return []
  return db
    .selectFrom('hire_confirmations')
    .selectAll()
    .where('application_id', 'in', ids)
    .orderBy('confirmed_at')
    .orderBy('side')
    .execute()
}

/** Hired: both the talent and the company confirmed. */
export async function isHired(db: Executor, id: string): Promise<boolean> {
  const sides = await confirmationsOf(db, [id])
  return sides.length === 2
}

/** The statuses of a pipeline group, for a filter (closed statuses are in none). */
export const statusesOf = (group: PipelineGroup): readonly ApplicationStatus[] => PIPELINE_STATUSES[group]

/**
 * The users told about an application's changes: the talent and the company's active employers (recruiters follow
 * the pipeline through the lists). One query.
 */
export async function recipientsOf(db: Executor, application: Pick<Application, 'talent_id' | 'vacancy_id'>) {
  const employers = await db
    .selectFrom('users')
    .innerJoin('vacancies', 'vacancies.company_id', 'users.company_id')
    .select('users.id')
    .where('vacancies.id', '=', application.vacancy_id)
    .where('users.user_type', '=', 'employer')
    .where('users.is_active', '=', true)
    .execute()
  return { talent: application.talent_id, employers: employers.map((row) => row.id) }
}

/**
 * The contract's Application for each row, in the order given: the vacancy with its company, the talent, the hire
 * confirmations, and the matching computed now from the current resume and vacancy (never stored, ADR 0070).
 * A fixed number of queries whatever the count.
 */
export async function applicationsToWire(db: Executor, rows: Application[]): Promise<Schemas['Application'][]> {
  if (rows.length === 0) return []
  const vacancyIds = [...new Set(rows.map((row) => row.vacancy_id))]
  const talentIds = [...new Set(rows.map((row) => row.talent_id))]
  const pairs = rows.flatMap((row) =>
    row.resume_id ? [{ resume_id: row.resume_id, vacancy_id: row.vacancy_id, talent_id: row.talent_id }] : [],
  )
  const [vacancies, talents, confirmations, matchings] = await Promise.all([
    db
      .selectFrom('vacancies')
      .innerJoin('companies', 'companies.id', 'vacancies.company_id')
      .select([
        'vacancies.id',
        'vacancies.title',
        'vacancies.location_country',
        'vacancies.location_state',
        'vacancies.location_city',
        'vacancies.remote',
        'companies.id as company_id',
        'companies.name as company_name',
        'companies.image_url as company_image_url',
      ])
      .where('vacancies.id', 'in', vacancyIds)
      .execute(),
    db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'image_url'])
      .where('id', 'in', talentIds)
      .execute(),
    confirmationsOf(
      db,
      rows.map((row) => row.id),
    ),
    matchingsFor(db, pairs),
  ])
  const vacancyById = new Map(vacancies.map((vacancy) => [vacancy.id, vacancy]))
  const talentById = new Map(talents.map((talent) => [talent.id, talent]))
  return rows.map((row) => {
    const vacancy = vacancyById.get(row.vacancy_id)!
    const talent = talentById.get(row.talent_id)
    const sides = confirmations.filter((confirmation) => confirmation.application_id === row.id)
    return {
      id: row.id,
      vacancy_id: row.vacancy_id,
      // Applications without a resume (its talent erased their data, ADR 0057) are out of every query.
      resume_id: row.resume_id!,
      talent_id: row.talent_id,
      status: row.status,
      hiring_pipeline_group: pipelineGroupOf(row.status),
      talent_interested: row.talent_interested,
      matching: matchings.get(pairKey({ resume_id: row.resume_id!, vacancy_id: row.vacancy_id })) ?? null,
      hire_confirmation: sides.flatMap((side) =>
        side.confirmed_by
          ? [
              {
                confirmed_by: { type: side.side, id: side.confirmed_by },
                confirmed_at: side.confirmed_at.toISOString(),
              },
            ]
          : [],
      ),
      hired: sides.length === 2,
      stage_entered_at: row.stage_entered_at.toISOString(),
      vacancy: {
        id: vacancy.id,
        title: vacancy.title,
        company: { id: vacancy.company_id, name: vacancy.company_name, image_url: vacancy.company_image_url },
        location: vacancy.location_country
          ? { country: vacancy.location_country, state: vacancy.location_state, city: vacancy.location_city }
          : null,
        remote: vacancy.remote,
      },
      talent: {
        id: row.talent_id,
        full_name: talent ? `${talent.first_name} ${talent.last_name}`.trim() : '',
        image_url: talent?.image_url ?? null,
      },
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    }
  })
}

/** An application as a list answers it (ADR 0109): its matching without the reasons, which only a single read shows. */
export function listedApplication({ matching, ...rest }: Schemas['Application']): Schemas['ApplicationListItem'] {
  return { ...rest, matching: matching && matchingSummary(matching) }
}

export async function applicationToWire(db: Executor, row: Application): Promise<Schemas['Application']> {
  const [wire] = await applicationsToWire(db, [row])
  return wire!
}

/** What the audit log keeps of an application: ids and its place in the pipeline. */
export const applicationSummary = (row: Application) => ({
  id: row.id,
  vacancy_id: row.vacancy_id,
  talent_id: row.talent_id,
  resume_id: row.resume_id,
  status: row.status,
  talent_interested: row.talent_interested,
})
