// Applications of the scale data (ADR 0094), with the invariants of the demo's (seed-applications.ts): one per talent
// and vacancy, to published vacancies only, `talent_interested` as the status implies, `stage_entered_at` when the
// card entered its pipeline group (one in four or so has sat there 7 days or more: stalled), and the hire
// confirmations of `offer_accepted`.
import { applicationStatuses, type ApplicationStatus, type TalentStatus } from '@hireloop/flows/rules'
import type { Db } from '../database.ts'
import { insertJson } from './bulk.ts'
import type { ScaleCompany } from './companies.ts'
import { cumulative, type Random } from './random.ts'
import type { ScaleTalent } from './talents.ts'
import type { ScaleVacancy } from './vacancies.ts'

const DAY = 24 * 3600_000

/** A funnel: most applications stop early; weights in percent. */
const OPEN_FUNNEL: readonly (readonly [ApplicationStatus, number])[] = [
  ['matched', 26],
  ['applied', 14],
  ['talent_interested', 8],
  ['employer_interested', 8],
  ['talent_accepted', 4],
  ['employer_accepted', 4],
  ['interview_requested', 3.5],
  ['interview_scheduled', 3],
  ['waiting', 2.5],
  ['offer_made', 1.5],
  ['offer_accepted', 1.5],
  ['rejected', 8],
  ['talent_rejected', 6],
  ['employer_rejected', 10],
]
/** An archived vacancy's applications were closed, or ended in a hire. */
const ARCHIVED_FUNNEL: readonly (readonly [ApplicationStatus, number])[] = [
  ['rejected', 35],
  ['talent_rejected', 25],
  ['employer_rejected', 36],
  ['offer_accepted', 4],
]
/** How likely a talent is to be in an application, by the status on their profile. */
const TALENT_ACTIVITY: Record<TalentStatus, number> = { open_to_work: 3, passive: 1.5, hired: 1, not_looking: 0.5 }

/** Statuses the talent reached without showing interest (seed-applications.ts). */
const WITHOUT_TALENT_INTEREST: readonly ApplicationStatus[] = [
  'matched',
  'employer_interested',
  'rejected',
  'employer_rejected',
]

export interface ScaleApplication {
  id: string
  vacancy: ScaleVacancy
  talent: ScaleTalent
  status: ApplicationStatus
  createdAt: number
  stageEnteredAt: number
}

/**
 * Inserts `count` applications: `pinned.count` to the vacancy `pinned.id` (the first 14 in each status, so every
 * column of its board has cards), the rest to published vacancies, busy ones (a long tail) and archived ones too.
 */
export async function generateScaleApplications(
  db: Db,
  random: Random,
  count: number,
  options: {
    at: Date
    talents: readonly ScaleTalent[]
    vacancies: readonly ScaleVacancy[]
    companies: ReadonlyMap<string, ScaleCompany>
    pinned: { id: string; count: number }
    onProgress: (done: number) => void
  },
): Promise<{ applications: ScaleApplication[]; confirmations: number }> {
  const now = options.at.getTime()
  const { talents } = options
  const published = options.vacancies.filter((vacancy) => !vacancy.draft)
  const pinned = published.find((vacancy) => vacancy.id === options.pinned.id)!
  // Popularity: an exponential draw to the power 1.5 gives most vacancies a few applications and some hundreds.
  const drawVacancy = cumulative(
    published.map((vacancy) => (vacancy.status === 'archived' ? 0.5 : 1) * (-Math.log(1 - random.next())) ** 1.5),
  )
  const drawTalent = cumulative(talents.map((talent) => TALENT_ACTIVITY[talent.status]))
  const indexOf = new Map(published.map((vacancy, index) => [vacancy.id, index]))
  const taken = new Set<number>()
  const applications: ScaleApplication[] = []
  const rows: Record<string, unknown>[] = []
  const confirmations: Record<string, unknown>[] = []
  const target = Math.min(count, published.length * talents.length)
  for (let guard = 0; applications.length < target && guard < target * 20; guard++) {
    const toPinned = applications.length < options.pinned.count
    const vacancy = toPinned ? pinned : published[drawVacancy(random)]!
    const talentIndex = drawTalent(random)
    const key = indexOf.get(vacancy.id)! * talents.length + talentIndex
    const talent = talents[talentIndex]!
    // Nobody applies to a vacancy archived before they joined.
    if (taken.has(key) || talent.joinedAt >= vacancy.openUntil - DAY) continue
    taken.add(key)
    const status =
      toPinned && applications.length < applicationStatuses.length
        ? applicationStatuses[applications.length]!
        : random.weighted(vacancy.status === 'archived' ? ARCHIVED_FUNNEL : OPEN_FUNNEL)
    const opened = Math.max(vacancy.createdAt, talent.joinedAt)
    const until = Math.max(opened + DAY, vacancy.openUntil)
    const createdAt = opened + random.next() * (until - opened) * 0.9
    // Days in the group: short for most, weeks for a tail (7 days or more shows the stalled badge).
    const inStage = Math.min(-Math.log(1 - random.next()) * 5 * DAY, now - createdAt)
    const stageEnteredAt =
      vacancy.status === 'archived'
        ? Math.min(createdAt + inStage, vacancy.openUntil)
        : Math.max(createdAt, now - inStage)
    const application: ScaleApplication = { id: random.uuid(), vacancy, talent, status, createdAt, stageEnteredAt }
    applications.push(application)
    rows.push({
      id: application.id,
      vacancy_id: vacancy.id,
      resume_id: talent.resumeId,
      talent_id: talent.id,
      status,
      talent_interested: !WITHOUT_TALENT_INTEREST.includes(status),
      created_at: new Date(createdAt),
      updated_at: new Date(Math.min(now, stageEnteredAt + random.next() * DAY)),
      stage_entered_at: new Date(stageEnteredAt),
    })
    if (status === 'offer_accepted') {
      // Half confirmed by both sides (hired), most of the rest by the company only.
      const employers = options.companies.get(vacancy.companyId)?.employers ?? []
      const sides = random.weighted([
        [['employer', 'talent'], 50],
        [['employer'], 35],
        [['talent'], 10],
        [[], 5],
      ] as const)
      for (const side of sides) {
        confirmations.push({
          application_id: application.id,
          side,
          confirmed_by: side === 'talent' ? talent.id : employers.length > 0 ? random.pick(employers).id : null,
          confirmed_at: new Date(Math.min(now, stageEnteredAt + (side === 'employer' ? 0.5 : 1) * DAY)),
        })
      }
    }
    if (rows.length === 5_000) {
      await insertApplications(db, rows)
      rows.length = 0
      options.onProgress(applications.length)
    }
  }
  if (rows.length > 0) {
    await insertApplications(db, rows)
    options.onProgress(applications.length)
  }
  await insertJson(
    db,
    'hire_confirmations',
    'application_id uuid, side text, confirmed_by uuid, confirmed_at timestamptz',
    confirmations,
  )
  return { applications, confirmations: confirmations.length }
}

async function insertApplications(db: Db, rows: readonly Record<string, unknown>[]): Promise<void> {
  await insertJson(
    db,
    'applications',
    'id uuid, vacancy_id uuid, resume_id uuid, talent_id uuid, status text, talent_interested boolean, created_at timestamptz, updated_at timestamptz, stage_entered_at timestamptz',
    rows,
  )
}
