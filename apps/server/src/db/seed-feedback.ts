import type { Transaction } from 'kysely'
import type { Database, Recommendation } from './schema.ts'

type Trx = Transaction<Database>

/**
 * Demo scorecards (issue 14, ADR 0079), so /feedback shows data on first start: Northwind's interviewed and decided
 * applications, scored by Erin and Hana (who disagree on the perception candidate who is waiting) and by Rita
 * Recruiter on the fleet platform hire; one product rating from Tara. Nothing for other companies, so employer.new
 * sees an empty list.
 */

const TARA = '6f1c1b8e-4a52-4a4e-9d43-3c1f0a8f5b11'
const ERIN = '3d9c7e21-5b6a-4f0e-8a1b-2c3d4e5f6a7b'
const HANA = '8192a3b4-c5d6-4e7f-8091-a2b3c4d5e6f7'
const RITA = '6f708192-a3b4-4c5d-8e6f-708192a3b4c5'
const NORTHWIND = '7e6d5c4b-3a29-4817-9605-f4e3d2c1b0a9'

const feedbackId = (n: number) => `f1000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const applicationId = (n: number) => `c1000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const meetingId = (n: number) => `e1000000-0000-4000-8000-${String(n).padStart(12, '0')}`

const DAY = 24 * 3600_000

interface DemoScorecard {
  id: string
  author: string
  application: string
  meeting: string | null
  /** Skills, communication, motivation, culture add. */
  scores: [number, number, number, number]
  recommendation: Recommendation
  notes: string
  daysAgo: number
}

export const DEMO_SCORECARDS: DemoScorecard[] = [
  {
    id: feedbackId(1),
    author: ERIN,
    application: applicationId(14),
    meeting: meetingId(2),
    scores: [4, 5, 4, 4],
    recommendation: 'yes',
    notes: 'Clear on the perception stack and curious about our fleet. Go deeper on system design in the interview.',
    daysAgo: 6,
  },
  {
    id: feedbackId(2),
    author: ERIN,
    application: applicationId(15),
    meeting: null,
    scores: [4, 4, 5, 3],
    recommendation: 'yes',
    notes: 'Solid modelling work; wants to own the labelling pipeline.',
    daysAgo: 8,
  },
  {
    id: feedbackId(3),
    author: HANA,
    application: applicationId(15),
    meeting: null,
    scores: [3, 2, 4, 2],
    recommendation: 'no',
    notes: 'Hard to follow when explaining trade-offs; pair programming felt one-sided.',
    daysAgo: 8,
  },
  {
    id: feedbackId(4),
    author: HANA,
    application: applicationId(18),
    meeting: null,
    scores: [5, 4, 4, 5],
    recommendation: 'strong_yes',
    notes: 'Best take-home this quarter. Made the offer.',
    daysAgo: 2,
  },
  {
    id: feedbackId(5),
    author: RITA,
    application: applicationId(1),
    meeting: null,
    scores: [5, 5, 4, 4],
    recommendation: 'strong_yes',
    notes: 'References confirm the distributed systems depth.',
    daysAgo: 4,
  },
]

/** Idempotent: feedback that exists (by id) is left as it is; a scorecard whose application is gone is not added. */
export async function seedFeedback(trx: Trx, at: Date): Promise<void> {
  const applications = await trx
    .selectFrom('applications')
    .select(['id', 'talent_id'])
    .where(
      'id',
      'in',
      DEMO_SCORECARDS.map((demo) => demo.application),
    )
    .execute()
  const talentOf = new Map(applications.map((row) => [row.id, row.talent_id]))
  const meetings = new Set((await trx.selectFrom('meetings').select('id').execute()).map((row) => row.id))
  const scorecards = DEMO_SCORECARDS.filter((demo) => talentOf.has(demo.application)).map((demo) => {
    const [skills, communication, motivation, culture_add] = demo.scores
    return {
      id: demo.id,
      kind: 'scorecard' as const,
      author_id: demo.author,
      text: demo.notes,
      talent_id: talentOf.get(demo.application)!,
      application_id: demo.application,
      meeting_id: demo.meeting && meetings.has(demo.meeting) ? demo.meeting : null,
      company_id: NORTHWIND,
      skills,
      communication,
      motivation,
      culture_add,
      recommendation: demo.recommendation,
      created_at: new Date(at.getTime() - demo.daysAgo * DAY),
    }
  })
  const product = {
    id: feedbackId(100),
    kind: 'product' as const,
    author_id: TARA,
    rating: 5,
    text: 'Finding roles that fit took minutes, not weeks.',
    created_at: new Date(at.getTime() - DAY),
  }
  await trx
    .insertInto('feedback')
    .values([...scorecards, product])
    .onConflict((oc) => oc.doNothing())
    .execute()
}
