import type { ApplicationStatus } from '@hireloop/flows/rules'
import type { Transaction } from 'kysely'
import type { Database, HireSide } from './schema.ts'
import { DEMO_TALENTS } from './seed-resumes.ts'

type Trx = Transaction<Database>

/**
 * The hiring pipeline of the demo marketplace (issue 13, ADR 0071). Northwind (employer@hireloop.test) holds
 * applications in all 14 statuses across its Active vacancies, so every kanban column shows cards on first start:
 * some stalled (8 to 20 days in their group), one offer accepted and confirmed by the company only (the talent's
 * confirmation is pending), one hire confirmed by both sides. Its embedded engineer opening, three days old, has no
 * applicants yet.
 *
 * talent.published (Tara) has applications in every group of her Jobs tabs and a closed one, but NOT to Northwind's
 * "Senior frontend engineer, operator console" (b1000000-...-000000000002): it matches her resume best (TypeScript,
 * React, accessibility, Storybook) and the end-to-end journey applies to it. employer.new, talent.new and talent.draft
 * get nothing.
 */

const TARA = '6f1c1b8e-4a52-4a4e-9d43-3c1f0a8f5b11'
const TARA_RESUME = '0b7a3c55-8f1e-4c1a-b5f5-2d3e4f5a6b7c'
const ERIN = '3d9c7e21-5b6a-4f0e-8a1b-2c3d4e5f6a7b'

/** The vacancy for the end-to-end journey: Tara applies to it; no application of hers is seeded there. */
export const JOURNEY_VACANCY_ID = 'b1000000-0000-4000-8000-000000000002'

const vacancy = (n: number) => `b1000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const applicationId = (n: number) => `c1000000-0000-4000-8000-${String(n).padStart(12, '0')}`

interface DemoApplication {
  vacancy: number
  /** A marketplace talent (1-based index into DEMO_TALENTS), or Tara. */
  talent: number | 'tara'
  status: ApplicationStatus
  /** Days since the application entered its pipeline group (7 or more: stalled). */
  daysInStage: number
  confirmed?: readonly HireSide[]
}

export const DEMO_APPLICATIONS: DemoApplication[] = [
  // Senior backend engineer, fleet platform (two openings): one hire confirmed, one waiting for the talent.
  { vacancy: 1, talent: 1, status: 'offer_accepted', daysInStage: 2, confirmed: ['employer'] },
  { vacancy: 1, talent: 2, status: 'offer_accepted', daysInStage: 5, confirmed: ['employer', 'talent'] },
  { vacancy: 1, talent: 3, status: 'applied', daysInStage: 12 },
  { vacancy: 1, talent: 7, status: 'matched', daysInStage: 1 },
  { vacancy: 1, talent: 6, status: 'employer_rejected', daysInStage: 15 },
  { vacancy: 1, talent: 'tara', status: 'employer_interested', daysInStage: 9 },
  { vacancy: 1, talent: 10, status: 'rejected', daysInStage: 20 },
  // Senior frontend engineer, operator console: Tara's journey vacancy, without her.
  { vacancy: 2, talent: 4, status: 'talent_interested', daysInStage: 3 },
  { vacancy: 2, talent: 5, status: 'employer_accepted', daysInStage: 10 },
  { vacancy: 2, talent: 3, status: 'interview_requested', daysInStage: 2 },
  { vacancy: 2, talent: 8, status: 'talent_rejected', daysInStage: 8 },
  { vacancy: 2, talent: 9, status: 'matched', daysInStage: 4 },
  { vacancy: 2, talent: 1, status: 'applied', daysInStage: 1 },
  // Machine learning engineer, perception.
  { vacancy: 3, talent: 6, status: 'interview_scheduled', daysInStage: 1 },
  { vacancy: 3, talent: 7, status: 'waiting', daysInStage: 7 },
  { vacancy: 3, talent: 'tara', status: 'matched', daysInStage: 2 },
  { vacancy: 3, talent: 1, status: 'talent_accepted', daysInStage: 4 },
  { vacancy: 3, talent: 2, status: 'offer_made', daysInStage: 1 },
  // Tara at other companies: an interview, an offer to decide on, one she withdrew from.
  { vacancy: 12, talent: 'tara', status: 'interview_requested', daysInStage: 3 },
  { vacancy: 11, talent: 'tara', status: 'offer_made', daysInStage: 1 },
  { vacancy: 7, talent: 'tara', status: 'talent_rejected', daysInStage: 6 },
]

/** Statuses the talent reached by showing interest (or passed through with both sides agreeing). */
const WITHOUT_TALENT_INTEREST: readonly ApplicationStatus[] = [
  'matched',
  'employer_interested',
  'rejected',
  'employer_rejected',
]

const DAY = 24 * 3600_000

/** Idempotent: an application that exists (by id, or the same talent and vacancy) is left as it is. */
export async function seedApplications(trx: Trx, at: Date): Promise<void> {
  const rows = DEMO_APPLICATIONS.map((demo, index) => {
    const talent = demo.talent === 'tara' ? null : DEMO_TALENTS[demo.talent - 1]!
    const stageEnteredAt = new Date(at.getTime() - demo.daysInStage * DAY)
    return {
      id: applicationId(index + 1),
      vacancy_id: vacancy(demo.vacancy),
      talent_id: talent?.id ?? TARA,
      resume_id: talent?.resume.id ?? TARA_RESUME,
      status: demo.status,
      talent_interested: !WITHOUT_TALENT_INTEREST.includes(demo.status),
      created_at: new Date(stageEnteredAt.getTime() - DAY),
      updated_at: stageEnteredAt,
      stage_entered_at: stageEnteredAt,
    }
  })
  // A re-seed of a database where someone deleted a demo vacancy, talent or resume adds what it still can.
  const [vacancies, resumes] = await Promise.all([
    trx
      .selectFrom('vacancies')
      .select('id')
      .where('id', 'in', [...new Set(rows.map((row) => row.vacancy_id))])
      .execute(),
    trx
      .selectFrom('resumes')
      .select('id')
      .where('id', 'in', [...new Set(rows.map((row) => row.resume_id))])
      .where('draft', '=', false)
      .execute(),
  ])
  const vacancyIds = new Set(vacancies.map((row) => row.id))
  const resumeIds = new Set(resumes.map((row) => row.id))
  const possible = rows.filter((row) => vacancyIds.has(row.vacancy_id) && resumeIds.has(row.resume_id))
  if (possible.length === 0) return
  const inserted = await trx
    .insertInto('applications')
    .values(possible)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute()
  const fresh = new Set(inserted.map((row) => row.id))
  const confirmations = DEMO_APPLICATIONS.flatMap((demo, index) => {
    const row = rows[index]!
    if (!fresh.has(row.id)) return []
    return (demo.confirmed ?? []).map((side) => ({
      application_id: row.id,
      side,
      confirmed_by: side === 'employer' ? ERIN : row.talent_id,
      confirmed_at: new Date(row.stage_entered_at.getTime() + (side === 'employer' ? 0.5 : 1) * DAY),
    }))
  })
  if (confirmations.length > 0) await trx.insertInto('hire_confirmations').values(confirmations).execute()
}
