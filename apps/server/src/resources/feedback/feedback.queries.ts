import { scorecardAverage } from '@hireloop/flows/rules'
import type { Kysely, Transaction } from 'kysely'
import type { Schemas } from '../../api/context.ts'
import type { Database, FeedbackRow } from '../../db/schema.ts'

type Executor = Kysely<Database> | Transaction<Database>

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim()

/**
 * The contract's Feedback for each row, in the order given: its author, and for a scorecard its talent and vacancy.
 * Two queries whatever the count.
 */
export async function feedbackToWire(db: Executor, rows: FeedbackRow[]): Promise<Schemas['Feedback'][]> {
  if (rows.length === 0) return []
  const userIds = [...new Set(rows.flatMap((row) => [row.author_id, ...(row.talent_id ? [row.talent_id] : [])]))]
  const applicationIds = [...new Set(rows.flatMap((row) => (row.application_id ? [row.application_id] : [])))]
  const [users, vacancies] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'user_type', 'first_name', 'last_name', 'image_url'])
      .where('id', 'in', userIds)
      .execute(),
    applicationIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('applications')
          .innerJoin('vacancies', 'vacancies.id', 'applications.vacancy_id')
          .select(['applications.id as application_id', 'vacancies.id', 'vacancies.title'])
          .where('applications.id', 'in', applicationIds)
          .execute(),
  ])
  const userById = new Map(users.map((user) => [user.id, user]))
  const vacancyByApplication = new Map(vacancies.map((row) => [row.application_id, { id: row.id, title: row.title }]))
  const participant = (id: string): Schemas['Participant'] => {
    const user = userById.get(id)!
    return { user_id: user.id, user_type: user.user_type, full_name: fullName(user), image_url: user.image_url }
  }
  return rows.map((row) => {
    const scorecard =
      row.kind === 'scorecard'
        ? {
            skills: row.skills!,
            communication: row.communication!,
            motivation: row.motivation!,
            culture_add: row.culture_add!,
          }
        : null
    return {
      id: row.id,
      kind: row.kind,
      author: participant(row.author_id),
      rating: row.rating,
      text: row.text,
      talent_id: row.talent_id,
      talent: row.talent_id ? participant(row.talent_id) : null,
      application_id: row.application_id,
      meeting_id: row.meeting_id,
      vacancy: (row.application_id && vacancyByApplication.get(row.application_id)) || null,
      scorecard: scorecard && {
        scores: scorecard,
        average: scorecardAverage(scorecard),
        recommendation: row.recommendation!,
      },
      created_at: row.created_at.toISOString(),
    }
  })
}

/** What the audit log keeps of feedback: ids, kind and the verdict, never the notes. */
export const feedbackSummary = (row: FeedbackRow) => ({
  id: row.id,
  kind: row.kind,
  application_id: row.application_id,
  meeting_id: row.meeting_id,
  rating: row.rating,
  recommendation: row.recommendation,
})
