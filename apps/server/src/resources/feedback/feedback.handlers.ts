import { scorecardRefusal, type Actor } from '@hireloop/flows/rules'
import { sql, type Transaction } from 'kysely'
import type { ApiContext, Schemas } from '../../api/context.ts'
import { forbidden, HttpError, notFound } from '../../api/errors.ts'
import { created, ok, signedIn, type OperationHandlers } from '../../api/operation.ts'
import { page, pageMeta, type PageQuery } from '../../api/pagination.ts'
import type { Principal } from '../../auth/principal.ts'
import type { Database } from '../../db/schema.ts'
import { actorOf } from '../../policy/actor.ts'
import { READ_SCOPES } from '../../policy/scopes.ts'
import { feedbackSummary, feedbackToWire } from './feedback.queries.ts'

type Trx = Transaction<Database>

type ListQuery = {
  page?: number
  size?: number
  talent_id?: string
  application_id?: string
  vacancy_id?: string
  recommendation?: Schemas['Recommendation']
  kind?: Schemas['FeedbackKind']
}

const issue = (field: string, msg: string, type: string) =>
  new HttpError(400, { detail: [{ loc: ['body', field], msg, type }] })

/** The policy has refused a caller without an actor (an employer without a company) before any handler runs. */
const actorOfCaller = (caller: Principal): Actor => {
  const actor = actorOf(caller)
  if (!actor) throw forbidden('Your account is not linked to a company yet.')
  return actor
}

/**
 * Feedback (issue 14, ADR 0079): anyone rates the product; after an interview a company's employers or a recruiter
 * leave a scorecard on the talent of an application. Scorecards are internal: recruiters read all, employers their
 * company's, talents none (the contract offers them no list).
 */
export function feedbackHandlers(ctx: ApiContext) {
  /**
   * The application a scorecard is about, as the caller may see it (404 otherwise): the talent's, and interviewed by
   * the rule of ADR 0079 (a closed one counts when an interview meeting was scheduled for it).
   */
  async function interviewedApplication(trx: Trx, actor: Actor, talentId: string, applicationId: string) {
    const application = await READ_SCOPES.application(trx, actor)
      .select(['applications.id', 'applications.talent_id', 'applications.status', 'vacancies.company_id'])
      .where('applications.id', '=', applicationId)
      .executeTakeFirst()
    if (!application) throw notFound('Application not found.')
    if (application.talent_id !== talentId) {
      throw issue('application_id', "This application is not this talent's: choose one of theirs.", 'mismatch')
    }
    if (scorecardRefusal(application.status) === null) return application
    const interview = await trx
      .selectFrom('meetings')
      .select('id')
      .where('application_id', '=', application.id)
      .where('type', '=', 'interview')
      .executeTakeFirst()
    const refusal = scorecardRefusal(application.status, { interviewed: interview !== undefined })
    if (refusal) throw new HttpError(409, { message: [refusal] })
    return application
  }

  async function meetingOf(trx: Trx, applicationId: string, meetingId: string | null | undefined) {
    if (meetingId === undefined || meetingId === null) return null
    const meeting = await trx
      .selectFrom('meetings')
      .select('id')
      .where('id', '=', meetingId)
      .where('application_id', '=', applicationId)
      .executeTakeFirst()
    if (!meeting) throw issue('meeting_id', 'This meeting is not about this application.', 'mismatch')
    return meeting.id
  }

  return {
    // Newest first, in the caller's scope (policy/scopes.ts), narrowed by the filters the contract offers.
    async listFeedback(call) {
      const query: ListQuery = call.query
      const paging: PageQuery = { page: query.page ?? 1, size: query.size ?? 10 }
      const { limit, offset } = page(paging)
      let rows = READ_SCOPES.feedback(ctx.db, actorOfCaller(signedIn(call)))
      if (query.kind !== undefined) rows = rows.where('feedback.kind', '=', query.kind)
      if (query.talent_id !== undefined) rows = rows.where('feedback.talent_id', '=', query.talent_id)
      if (query.application_id !== undefined) rows = rows.where('feedback.application_id', '=', query.application_id)
      if (query.recommendation !== undefined) rows = rows.where('feedback.recommendation', '=', query.recommendation)
      // A scorecard's vacancy is its application's; product feedback has none, so the filter leaves it out.
      const vacancyId = query.vacancy_id
      if (vacancyId !== undefined) {
        rows = rows.where('feedback.application_id', 'in', (eb) =>
          eb.selectFrom('applications').select('applications.id').where('applications.vacancy_id', '=', vacancyId),
        )
      }
      const [found, { total }] = await Promise.all([
        rows
          .selectAll('feedback')
          .orderBy('feedback.created_at', 'desc')
          .orderBy('feedback.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        rows.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ])
      return ok({ results: await feedbackToWire(ctx.db, found), ...pageMeta(paging, total) })
    },

    // A rating of the product, from any signed-in role.
    async createFeedback(call) {
      const caller = signedIn(call)
      return ctx.write(call, async (trx, audit) => {
        const row = await trx
          .insertInto('feedback')
          .values({ kind: 'product', author_id: caller.userId, rating: call.body.rating, text: call.body.text.trim() })
          .returningAll()
          .executeTakeFirstOrThrow()
        audit.object('feedback', row.id, { before: null, after: feedbackSummary(row) })
        const [wire] = await feedbackToWire(trx, [row])
        return created(wire!)
      })
    },

    // The policy let the caller see the talent; the application must be theirs to see too, and interviewed.
    async createTalentFeedback(call) {
      const caller = signedIn(call)
      const actor = actorOfCaller(caller)
      const body = call.body
      return ctx.write(call, async (trx, audit) => {
        const application = await interviewedApplication(trx, actor, call.params.id, body.application_id)
        const meetingId = await meetingOf(trx, application.id, body.meeting_id)
        const row = await trx
          .insertInto('feedback')
          .values({
            kind: 'scorecard',
            author_id: caller.userId,
            text: (body.notes ?? '').trim(),
            talent_id: application.talent_id,
            application_id: application.id,
            meeting_id: meetingId,
            company_id: application.company_id,
            ...body.scores,
            recommendation: body.recommendation,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
        audit.object('feedback', row.id, { before: null, after: feedbackSummary(row) })
        const [wire] = await feedbackToWire(trx, [row])
        return created(wire!)
      })
    },
  } satisfies OperationHandlers
}
