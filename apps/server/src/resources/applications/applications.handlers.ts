import {
  applicationStatuses,
  canConfirmHire,
  canTransition,
  changesGroup,
  creationStatus,
  staffMay,
  transitionRefusal,
  type ApplicationActor,
  type ApplicationStatus,
  type PipelineGroup,
} from '@hireloop/flows/rules'
import { sql, type Transaction } from 'kysely'
import { isUniqueViolation } from '../../accounts/users.ts'
import type { ApiContext } from '../../api/context.ts'
import { forbidden, HttpError, notFound } from '../../api/errors.ts'
import { created, noContent, ok, signedIn, type OperationHandlers } from '../../api/operation.ts'
import { checkListOffset, sortOf } from '../../api/list-order.ts'
import { page, pageMeta, type PageQuery } from '../../api/pagination.ts'
import { containsPattern } from '../../api/search.ts'
import type { Principal } from '../../auth/principal.ts'
import { countOf, COUNTERS } from '../../db/list-counts.ts'
import type { Application, Database, HireSide } from '../../db/schema.ts'
import {
  applicationContext,
  applicationFacts,
  createdNotices,
  hireNotices,
  movedNotices,
  type Notices,
} from '../../notifications/application-notices.ts'
import { actorOf } from '../../policy/actor.ts'
import { READ_SCOPES } from '../../policy/scopes.ts'
import { createPlacementInvoice } from '../invoices/invoices.queries.ts'
import { findResume, resumesToWire, viewerOf } from '../resumes/resumes.queries.ts'
import { findVacancy } from '../vacancies/vacancies.queries.ts'
import {
  applicationSummary,
  applicationsToWire,
  applicationToWire,
  confirmationsOf,
  findApplication,
  HIRE_FOLLOW_UP,
  listedApplication,
  recipientsOf,
  statusesOf,
} from './applications.queries.ts'
import { applicationIdIssue, talentInterestedIssue } from './applications.validation.ts'

export const ALREADY_IN_PIPELINE = "This talent is already in this vacancy's pipeline."
export const PUBLISH_RESUME_FIRST = 'Publish the resume before applying with it.'
export const VACANCY_NOT_OPEN = 'This vacancy is not open for applications.'
export const HIRED_NOT_REMOVABLE = 'A confirmed hire cannot be removed.'
export const HIRE_AFTER_OFFER = 'A hire is confirmed once the talent has accepted the offer.'

const conflict = (message: string) => new HttpError(409, { message: [message] })

/** The side of the transition table a caller acts on (an admin is a recruiter, docs/product.md §6). */
const sideOf = (caller: Principal): ApplicationActor => caller.userType

/** Statuses in which the talent has shown interest; once shown, `talent_interested` stays true. */
const TALENT_INTEREST: readonly ApplicationStatus[] = ['applied', 'talent_interested', 'talent_accepted']

type ListQuery = {
  page?: number
  size?: number
  status?: ApplicationStatus
  hiring_pipeline_group?: PipelineGroup
  vacancy_id?: string
  talent_id?: string
  q?: string
  sort?: 'created_at' | '-created_at' | 'updated_at' | '-updated_at' | 'status' | '-status'
}

/** Applications (issue 13, ADR 0071): created by either side, moved along ADR 0041's table, hired by both sides. */
export function applicationHandlers(ctx: ApiContext) {
  /** The caller's applications as SQL (the policy's read scope), with the list filters and the search. */
  function scoped(caller: Principal, query: ListQuery) {
    const actor = actorOf(caller)
    if (!actor) throw forbidden('Your account is not linked to a company yet.')
    let rows = READ_SCOPES.application(ctx.db, actor)
    if (query.status !== undefined) rows = rows.where('applications.status', '=', query.status)
    if (query.hiring_pipeline_group !== undefined) {
      rows = rows.where('applications.status', 'in', statusesOf(query.hiring_pipeline_group))
    }
    if (query.vacancy_id !== undefined) rows = rows.where('applications.vacancy_id', '=', query.vacancy_id)
    if (query.talent_id !== undefined) rows = rows.where('applications.talent_id', '=', query.talent_id)
    if (query.q !== undefined && query.q.trim() !== '') {
      const pattern = containsPattern(query.q)
      rows = rows.where((eb) =>
        eb.or([
          eb('vacancies.title', 'ilike', pattern),
          eb.exists(
            eb
              .selectFrom('users')
              .select('users.id')
              .whereRef('users.id', '=', 'applications.talent_id')
              .where(sql<string>`users.first_name || ' ' || users.last_name`, 'ilike', pattern),
          ),
        ]),
      )
    }
    return rows
  }

  /**
   * The statuses whose counters make the total (ADR 0110) when the caller sees every application and only the status
   * or the pipeline group narrows the list; undefined when the filtered selection must be counted.
   */
  function countedStatuses(caller: Principal, query: ListQuery): ApplicationStatus[] | undefined {
    const actor = actorOf(caller)
    if (!actor || !staffMay(actor, 'application', 'read')) return undefined
    if (query.vacancy_id !== undefined || query.talent_id !== undefined) return undefined
    if (query.q !== undefined && query.q.trim() !== '') return undefined
    const group = query.hiring_pipeline_group && statusesOf(query.hiring_pipeline_group)
    return applicationStatuses.filter(
      (status) => (query.status === undefined || status === query.status) && (!group || group.includes(status)),
    )
  }

  async function listPage(caller: Principal, query: ListQuery) {
    const paging: PageQuery = { page: query.page ?? 1, size: query.size ?? 10 }
    checkListOffset(paging)
    const { limit, offset } = page(paging)
    const rows = scoped(caller, query)
    const { field, direction } = sortOf(query.sort ?? '-updated_at')
    // The page's ids first, then its rows: the ids come from an index-only walk of migration 0022's indexes (the
    // filters checked on index entries), so only the rows shown are read from the table, not the skipped ones.
    const ids = rows
      .select('applications.id')
      .orderBy(`applications.${field}`, direction)
      .orderBy('applications.id', direction)
      .limit(limit)
      .offset(offset)
    const counted = countedStatuses(caller, query)
    const [found, total] = await Promise.all([
      ctx.db
        .selectFrom('applications')
        .selectAll()
        .where('applications.id', 'in', ids)
        .orderBy(`applications.${field}`, direction)
        .orderBy('applications.id', direction)
        .execute(),
      counted
        ? countOf(ctx.db, counted.map(COUNTERS.applications))
        : rows
            .select(sql<number>`count(*)::int`.as('total'))
            .executeTakeFirstOrThrow()
            .then((row) => row.total),
    ])
    return { found, meta: pageMeta(paging, total) }
  }

  /** The application a write changes, locked for the rest of the write, with whether both sides hired. */
  async function lockApplication(trx: Transaction<Database>, id: string) {
    const application = await findApplication(trx, id, { forUpdate: true })
    if (!application) throw notFound('Application not found.')
    const sides = await confirmationsOf(trx, [id])
    return { application, hired: sides.length === 2, sides: sides.map((side) => side.side) }
  }

  /** Moves one locked application; the table has allowed the move. The time in stage restarts with a new group. */
  async function move(trx: Transaction<Database>, application: Application, to: ApplicationStatus, now: Date) {
    return trx
      .updateTable('applications')
      .set({
        status: to,
        updated_at: now,
        ...(changesGroup(application.status, to) ? { stage_entered_at: now } : {}),
        ...(TALENT_INTEREST.includes(to) ? { talent_interested: true } : {}),
      })
      .where('id', '=', application.id)
      .returningAll()
      .executeTakeFirstOrThrow()
  }

  /** One event to both sides of an application, with each side's notice (if any) in their bells. */
  async function publishToSides(
    trx: Transaction<Database>,
    type: 'application.created' | 'application.moved' | 'hire.confirmed',
    application: Application,
    notices: Notices,
  ) {
    const { talent, employers } = await recipientsOf(trx, application)
    const subject = { type: 'application' as const, id: application.id }
    const context = applicationContext(application)
    for (const [to, notice] of [
      [[talent], notices.talent],
      [employers, notices.employers],
    ] as const) {
      await ctx.events.publish(trx, {
        type,
        to,
        subject,
        notification: notice && { ...notice, context },
      })
    }
  }

  async function publishMoved(trx: Transaction<Database>, from: Application, to: Application, caller: Principal) {
    const notices = movedNotices(from.status, to.status, sideOf(caller), await applicationFacts(trx, to))
    await publishToSides(trx, 'application.moved', to, notices)
  }

  /**
   * The vacancy a new application goes to, as the caller may see it (404 otherwise), open for applications (409
   * otherwise), locked so that a concurrent delete of the vacancy waits for this write.
   */
  async function openVacancy(trx: Transaction<Database>, caller: Principal, id: string) {
    // The policy hook has refused a caller without an actor (an employer without a company) before this runs.
    const actor = actorOf(caller)!
    const visible = await READ_SCOPES.vacancy(trx, actor)
      .select('vacancies.id')
      .where('vacancies.id', '=', id)
      .execute()
    const vacancy = visible.length === 0 ? undefined : await findVacancy(trx, id, { forUpdate: true })
    if (!vacancy) throw notFound('Vacancy not found.')
    if (vacancy.status === 'archived' || vacancy.draft) throw conflict(VACANCY_NOT_OPEN)
    return vacancy
  }

  /**
   * The resume a new application carries: a talent's own, any for a recruiter; an employer proposes a talent by a
   * published resume (the one matching showed), so a draft is not theirs to see. A draft is refused: applications
   * point at published resumes only.
   */
  async function publishedResume(trx: Transaction<Database>, caller: Principal, id: string) {
    const resume = await findResume(trx, id)
    const visible =
      resume &&
      (caller.userType === 'recruiter' ||
        (caller.userType === 'talent' && resume.talent_id === caller.userId) ||
        (caller.userType === 'employer' && !resume.draft))
    if (!resume || !visible) throw notFound('Resume not found.')
    if (resume.draft) throw conflict(PUBLISH_RESUME_FIRST)
    return resume
  }

  return {
    async listApplications(call) {
      const { found, meta } = await listPage(signedIn(call), call.query)
      return ok({ results: (await applicationsToWire(ctx.db, found)).map(listedApplication), ...meta })
    },

    // The policy has checked that the caller may read this vacancy (the company's own, or a recruiter's grant).
    async listVacancyApplications(call) {
      const { found, meta } = await listPage(signedIn(call), { ...call.query, vacancy_id: call.params.id })
      return ok({ results: (await applicationsToWire(ctx.db, found)).map(listedApplication), ...meta })
    },

    async getApplication({ params }) {
      const application = await findApplication(ctx.db, params.id)
      if (!application) throw notFound('Application not found.')
      return ok(await applicationToWire(ctx.db, application))
    },

    // Each application with its resume as the caller's scope shows it (file URLs under that prefix).
    async listApplicationResumes(call) {
      const { found, meta } = await listPage(signedIn(call), call.query)
      const resumeIds = found.map((row) => row.resume_id!)
      const resumes =
        resumeIds.length === 0
          ? []
          : await ctx.db.selectFrom('resumes').selectAll().where('id', 'in', resumeIds).execute()
      const [applications, wires] = await Promise.all([
        applicationsToWire(ctx.db, found),
        resumesToWire(ctx.db, resumes, viewerOf(call.scope, call.caller)),
      ])
      const resumeById = new Map(wires.map((resume) => [resume.id, resume]))
      return ok({
        results: applications.map((application) => ({ application, resume: resumeById.get(application.resume_id)! })),
        ...meta,
      })
    },

    // The status is the caller's side's (creationStatus): a talent applies, an employer proposes, a recruiter
    // matches. Idempotency-Key replays are answered before this runs (api/safe-writes.ts).
    async createApplication(call) {
      const caller = signedIn(call)
      const { body } = call
      if (body.talent_interested && caller.userType === 'employer') throw talentInterestedIssue()
      return ctx.write(call, async (trx, audit) => {
        const vacancy = await openVacancy(trx, caller, body.vacancy_id)
        const resume = await publishedResume(trx, caller, body.resume_id)
        const existing = await trx
          .selectFrom('applications')
          .select('id')
          .where('vacancy_id', '=', vacancy.id)
          .where('talent_id', '=', resume.talent_id)
          .executeTakeFirst()
        if (existing) throw conflict(ALREADY_IN_PIPELINE)
        const status = creationStatus(sideOf(caller), { talentInterested: body.talent_interested ?? false })
        let row: Application
        try {
          row = await trx
            .insertInto('applications')
            .values({
              vacancy_id: vacancy.id,
              resume_id: resume.id,
              talent_id: resume.talent_id,
              status,
              talent_interested: TALENT_INTEREST.includes(status),
              created_by: caller.userId,
            })
            .returningAll()
            .executeTakeFirstOrThrow()
        } catch (error) {
          // Two creates of the same pair at once: the second meets the unique key.
          if (isUniqueViolation(error)) throw conflict(ALREADY_IN_PIPELINE)
          throw error
        }
        audit.object('application', row.id, { before: null, after: applicationSummary(row) })
        await publishToSides(
          trx,
          'application.created',
          row,
          createdNotices(row.status, await applicationFacts(trx, row)),
        )
        return created(await applicationToWire(trx, row))
      })
    },

    // The talent withdraws theirs, the company removes one from its pipeline, a recruiter any; a hire stays.
    async deleteApplication(call) {
      return ctx.write(call, async (trx, audit) => {
        const { application, hired } = await lockApplication(trx, call.params.id)
        if (hired) throw conflict(HIRED_NOT_REMOVABLE)
        await trx.deleteFrom('applications').where('id', '=', application.id).execute()
        audit.object('application', application.id, { before: applicationSummary(application), after: null })
        return noContent()
      })
    },

    // ADR 0041's table decides, in the sentence a refusal reads (transitionRefusal); nothing changes on a refusal.
    async setApplicationStatus(call) {
      const caller = signedIn(call)
      const { params, body } = call
      if (body.application_id !== params.id) throw applicationIdIssue()
      return ctx.write(call, async (trx, audit) => {
        const { application, hired } = await lockApplication(trx, params.id)
        const refusal = transitionRefusal(application.status, body.status, sideOf(caller), { hired })
        if (refusal) throw conflict(refusal)
        const row = await move(trx, application, body.status, new Date())
        audit.object('application', row.id, { before: applicationSummary(application), after: applicationSummary(row) })
        await publishMoved(trx, application, row, caller)
        return ok(await applicationToWire(trx, row))
      })
    },

    // Bulk: each application of the vacancy (or of the ids given) moves only where the table lets the caller's side
    // move it from its own status; a hired one never moves. Ids of other vacancies are not this vacancy's: ignored.
    async setVacancyApplicationsStatus(call) {
      const caller = signedIn(call)
      const { params, body } = call
      return ctx.write(call, async (trx, audit) => {
        const vacancy = await findVacancy(trx, params.id)
        if (!vacancy) throw notFound('Vacancy not found.')
        let query = trx
          .selectFrom('applications')
          .selectAll()
          .where('vacancy_id', '=', vacancy.id)
          .where('resume_id', 'is not', null)
        if (body.application_ids !== undefined) {
          if (body.application_ids.length === 0) return ok({ updated: 0, skipped: 0 })
          query = query.where('id', 'in', body.application_ids)
        }
        const rows = await query.orderBy('id').forUpdate().execute()
        const confirmations = await confirmationsOf(
          trx,
          rows.map((row) => row.id),
        )
        const hired = (id: string) => confirmations.filter((side) => side.application_id === id).length === 2
        const movable = rows.filter((row) =>
          canTransition(row.status, body.status, sideOf(caller), { hired: hired(row.id) }),
        )
        const now = new Date()
        for (const application of movable) {
          const row = await move(trx, application, body.status, now)
          await publishMoved(trx, application, row, caller)
        }
        audit.object('vacancy', vacancy.id, {
          after: { status: body.status, updated: movable.length, skipped: rows.length - movable.length },
        })
        return ok({ updated: movable.length, skipped: rows.length - movable.length })
      })
    },

    // Each side confirms once (again changes nothing); with both, the application is hired and moves no more, and
    // the company hears what follows.
    async confirmHire(call) {
      const caller = signedIn(call)
      const side: HireSide | null =
        caller.userType === 'talent' ? 'talent' : caller.userType === 'employer' ? 'employer' : null
      if (!side) throw forbidden('Only the talent and the company confirm a hire.')
      return ctx.write(call, async (trx, audit) => {
        const { application, sides } = await lockApplication(trx, call.params.id)
        if (!canConfirmHire(application.status, side)) throw conflict(HIRE_AFTER_OFFER)
        if (sides.includes(side)) {
          audit.object('application', application.id)
          return ok(await applicationToWire(trx, application))
        }
        await trx
          .insertInto('hire_confirmations')
          .values({ application_id: application.id, side, confirmed_by: caller.userId })
          .execute()
        const hired = sides.length === 1
        // The placement fee is billed in the same transaction as the hire (ADR 0086).
        if (hired) await createPlacementInvoice(trx, application)
        audit.object('application', application.id, {
          before: { ...applicationSummary(application), confirmed: sides.join(',') },
          after: {
            ...applicationSummary(application),
            confirmed: [...sides, side].sort().join(','),
            hired,
            ...(hired ? { follows: HIRE_FOLLOW_UP } : {}),
          },
        })
        const wire = await applicationToWire(trx, application)
        const notices = hireNotices(side, hired, await applicationFacts(trx, application))
        // The company is told what follows the hire; the invoice itself is issue 15's (ADR 0071).
        if (hired) {
          notices.employers = {
            message: `${wire.talent.full_name} is hired as ${wire.vacancy.title}. ${HIRE_FOLLOW_UP}`,
          }
        }
        await publishToSides(trx, 'hire.confirmed', application, notices)
        return ok(wire)
      })
    },
  } satisfies OperationHandlers
}
