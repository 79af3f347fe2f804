import { changesGroup, transitionRefusal, type Actor } from '@hireloop/flows/rules'
import { sql, type Transaction } from 'kysely'
import type { ApiContext, Schemas } from '../../api/context.ts'
import { forbidden, HttpError, notFound } from '../../api/errors.ts'
import { created, noContent, ok, signedIn, type OperationHandlers } from '../../api/operation.ts'
import { page, pageMeta, type PageQuery } from '../../api/pagination.ts'
import { checkIfMatch } from '../../api/safe-writes.ts'
import type { Principal } from '../../auth/principal.ts'
import type { Application, Database, Meeting } from '../../db/schema.ts'
import { actorOf } from '../../policy/actor.ts'
import { READ_SCOPES } from '../../policy/scopes.ts'
import { findApplication, isHired, recipientsOf } from '../applications/applications.queries.ts'
import { meetingCalendar } from './meetings.calendar.ts'
import { meetingMail, type InvitationKind } from './meetings.mail.ts'
import {
  findMeeting,
  invitationPeople,
  meetingsToWire,
  meetingSummary,
  meetingToWire,
  participantIdsOf,
} from './meetings.queries.ts'
import {
  applicationIdIssue,
  checkedLink,
  checkedTimeZone,
  participantIssue,
  tooFewParticipantsIssue,
  tooManyParticipantsIssue,
  vacancyIdIssue,
} from './meetings.validation.ts'

export const MEETING_CANCELED = 'This meeting is canceled: schedule a new one instead.'
/** The contract's limit on a meeting's participants (`Meeting.participants`). */
const MAX_PARTICIPANTS = 20
const MINUTE = 60_000

const conflict = (message: string) => new HttpError(409, { message: [message] })

type Trx = Transaction<Database>
type MeetingEventType = 'meeting.created' | 'meeting.changed' | 'meeting.cancelled'
type MeetingInput = Schemas['MeetingInput']

type ListQuery = {
  page?: number
  size?: number
  from?: string
  to?: string
  type?: Schemas['MeetingType']
  status?: Schemas['MeetingStatus']
  order?: 'asc' | 'desc'
}

/** The policy has refused a caller without an actor (an employer without a company) before any handler runs. */
const actorOfCaller = (caller: Principal): Actor => {
  const actor = actorOf(caller)
  if (!actor) throw forbidden('Your account is not linked to a company yet.')
  return actor
}

/**
 * Meetings (issue 14, ADR 0078): scheduled by employers and recruiters, read by their participants, changed and
 * canceled by the organiser's side. Every write mails each participant an iCalendar invitation (the same UID, a
 * higher SEQUENCE at each change) through the outbox, and publishes its event, in the write's transaction.
 */
export function meetingHandlers(ctx: ApiContext) {
  const domain = new URL(ctx.config.publicUrl).hostname
  const meetingsUrl = `${ctx.config.publicUrl}/meetings`

  /** The times and fields a create or an update writes, checked beyond what the contract says. */
  function fieldsOf(body: MeetingInput) {
    const startsAt = new Date(body.starts_at)
    return {
      title: body.title.trim(),
      type: body.type,
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + body.duration_minutes * MINUTE),
      time_zone: checkedTimeZone(body.time_zone),
      link: checkedLink(body.link),
      notes: body.notes === undefined || body.notes === null || body.notes.trim() === '' ? null : body.notes,
    }
  }

  /** The application a meeting is about, as the caller may see it (404 otherwise), locked for the write. */
  async function visibleApplication(trx: Trx, actor: Actor, id: string): Promise<Application> {
    const visible = await READ_SCOPES.application(trx, actor)
      .select('applications.id')
      .where('applications.id', '=', id)
      .execute()
    const application = visible.length === 0 ? undefined : await findApplication(trx, id, { forUpdate: true })
    if (!application) throw notFound('Application not found.')
    return application
  }

  async function visibleVacancy(trx: Trx, actor: Actor, id: string): Promise<string> {
    const vacancy = await READ_SCOPES.vacancy(trx, actor)
      .select('vacancies.id')
      .where('vacancies.id', '=', id)
      .executeTakeFirst()
    if (!vacancy) throw notFound('Vacancy not found.')
    return vacancy.id
  }

  /**
   * Who takes part: the organiser; for an application's meeting its talent and the company's employers; and whom the
   * caller invites. Recruiters invite any active user; employers their colleagues and the talents linked to their
   * company (ADR 0071). Each refused id is named by its place in participant_ids.
   */
  async function participantsFor(
    trx: Trx,
    actor: Actor,
    requested: readonly string[],
    organizerId: string | null,
    application: Application | null,
  ): Promise<string[]> {
    const people = new Set<string>(organizerId ? [organizerId] : [])
    const fromApplication = new Set<string>()
    if (application) {
      const { talent, employers } = await recipientsOf(trx, application)
      for (const id of [talent, ...employers]) fromApplication.add(id)
    }
    const unique = [...new Set(requested)]
    const users =
      unique.length === 0
        ? []
        : await trx
            .selectFrom('users')
            .select(['id', 'user_type', 'company_id'])
            .where('id', 'in', unique)
            .where('is_active', '=', true)
            .execute()
    const userById = new Map(users.map((user) => [user.id, user]))
    const talentIds = users.filter((user) => user.user_type === 'talent').map((user) => user.id)
    const linkedTalents =
      actor.role === 'employer' && talentIds.length > 0
        ? new Set(
            (await READ_SCOPES.talent(trx, actor).select('users.id').where('users.id', 'in', talentIds).execute()).map(
              (row) => row.id,
            ),
          )
        : new Set<string>()
    requested.forEach((id, index) => {
      const user = userById.get(id)
      if (!user) throw participantIssue(index, 'No active user has this id.')
      const mayInvite =
        actor.role !== 'employer' ||
        fromApplication.has(id) ||
        (user.user_type === 'employer' && user.company_id === actor.companyId) ||
        linkedTalents.has(id)
      if (!mayInvite) {
        throw participantIssue(index, 'You can invite your colleagues and the talents of your applications only.')
      }
    })
    for (const id of [...fromApplication, ...unique]) people.add(id)
    if (people.size < 2) throw tooFewParticipantsIssue()
    if (people.size > MAX_PARTICIPANTS) throw tooManyParticipantsIssue(MAX_PARTICIPANTS)
    return [...people]
  }

  /**
   * An interview scheduled for an application moves it to interview_scheduled, by ADR 0041's table and in its words
   * when it refuses (the whole write is then refused). One already there stays: another round of the same stage.
   */
  async function scheduleInterview(trx: Trx, caller: Principal, application: Application) {
    if (application.status === 'interview_scheduled') return
    const hired = await isHired(trx, application.id)
    const refusal = transitionRefusal(application.status, 'interview_scheduled', caller.userType, { hired })
    if (refusal) throw conflict(refusal)
    const now = new Date()
    const moved = await trx
      .updateTable('applications')
      .set({
        status: 'interview_scheduled',
        updated_at: now,
        ...(changesGroup(application.status, 'interview_scheduled') ? { stage_entered_at: now } : {}),
      })
      .where('id', '=', application.id)
      .returningAll()
      .executeTakeFirstOrThrow()
    const { talent, employers } = await recipientsOf(trx, moved)
    await ctx.events.publish(trx, {
      type: 'application.moved',
      to: [talent, ...employers],
      subject: { type: 'application', id: moved.id },
    })
  }

  async function replaceParticipants(trx: Trx, meetingId: string, userIds: readonly string[]) {
    await trx.deleteFrom('meeting_participants').where('meeting_id', '=', meetingId).execute()
    await trx
      .insertInto('meeting_participants')
      .values(userIds.map((user_id) => ({ meeting_id: meetingId, user_id })))
      .execute()
  }

  /** Mails this revision of the meeting to its participants with an open account (`also`: people just removed). */
  async function mailInvitations(trx: Trx, meeting: Meeting, kind: InvitationKind, removed: readonly string[] = []) {
    const people = await invitationPeople(trx, meeting)
    const calendar = meetingCalendar({ meeting, ...people }, domain)
    for (const person of people.recipients) {
      await ctx.mailer.enqueue(trx, meetingMail(kind, person.email, meeting, calendar, meetingsUrl))
    }
    if (removed.length === 0) return
    // Those no longer invited get the cancellation of the same UID, so their calendars drop it.
    const gone = await trx
      .selectFrom('users')
      .select(['email', 'first_name', 'last_name'])
      .where('id', 'in', removed)
      .where('is_active', '=', true)
      .execute()
    const cancellation = meetingCalendar({ meeting: { ...meeting, status: 'canceled' }, ...people }, domain)
    for (const person of gone) {
      await ctx.mailer.enqueue(trx, meetingMail('cancellation', person.email, meeting, cancellation, meetingsUrl))
    }
  }

  /** The live event of a change, to everyone concerned; a notification in the bell of all but the caller. */
  async function publish(trx: Trx, type: MeetingEventType, meeting: Meeting, people: readonly string[], by: string) {
    const subject = { type: 'meeting' as const, id: meeting.id }
    const verbs = { 'meeting.created': 'scheduled', 'meeting.changed': 'changed', 'meeting.cancelled': 'canceled' }
    const verb = verbs[type]
    await ctx.events.publish(trx, { type, to: people.filter((id) => id === by), subject })
    await ctx.events.publish(trx, {
      type,
      to: people.filter((id) => id !== by),
      subject,
      notification: {
        message: `Meeting ${verb}: ${meeting.title}`,
        type: 'app',
        context: meeting.vacancy_id ? { type: 'vacancy', id: meeting.vacancy_id } : null,
      },
    })
  }

  return {
    // Meetings the caller takes part in (employers: also all their company organised; recruiters: all), by start,
    // soonest or latest first.
    async listMeetings(call) {
      const query: ListQuery = call.query
      const paging: PageQuery = { page: query.page ?? 1, size: query.size ?? 10 }
      const { limit, offset } = page(paging)
      let rows = READ_SCOPES.meeting(ctx.db, actorOfCaller(signedIn(call))).where(
        'meetings.status',
        '=',
        query.status ?? 'scheduled',
      )
      if (query.from !== undefined) rows = rows.where('meetings.starts_at', '>=', new Date(query.from))
      if (query.to !== undefined) rows = rows.where('meetings.starts_at', '<', new Date(query.to))
      if (query.type !== undefined) rows = rows.where('meetings.type', '=', query.type)
      const [found, { total }] = await Promise.all([
        rows
          .selectAll('meetings')
          .orderBy('meetings.starts_at', query.order ?? 'asc')
          .orderBy('meetings.id', query.order ?? 'asc')
          .limit(limit)
          .offset(offset)
          .execute(),
        rows.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ])
      return ok({ results: await meetingsToWire(ctx.db, found), ...pageMeta(paging, total) })
    },

    async createMeeting(call) {
      const caller = signedIn(call)
      const actor = actorOfCaller(caller)
      const fields = fieldsOf(call.body)
      return ctx.write(call, async (trx, audit) => {
        const application = call.body.application_id
          ? await visibleApplication(trx, actor, call.body.application_id)
          : null
        if (application && call.body.vacancy_id && call.body.vacancy_id !== application.vacancy_id) {
          throw vacancyIdIssue()
        }
        const vacancyId = application
          ? application.vacancy_id
          : call.body.vacancy_id
            ? await visibleVacancy(trx, actor, call.body.vacancy_id)
            : null
        const people = await participantsFor(trx, actor, call.body.participant_ids, caller.userId, application)
        if (application && fields.type === 'interview') await scheduleInterview(trx, caller, application)
        const meeting = await trx
          .insertInto('meetings')
          .values({
            ...fields,
            application_id: application?.id ?? null,
            vacancy_id: vacancyId,
            organizer_id: caller.userId,
            organizer_company_id: actor.role === 'employer' ? actor.companyId : null,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
        await replaceParticipants(trx, meeting.id, people)
        audit.object('meeting', meeting.id, { before: null, after: meetingSummary(meeting) })
        await mailInvitations(trx, meeting, 'invitation')
        await publish(trx, 'meeting.created', meeting, people, caller.userId)
        return created(await meetingToWire(trx, meeting))
      })
    },

    // A new revision: the same UID with the next SEQUENCE for everyone still invited, a cancellation for anyone
    // no longer invited. The organiser stays who scheduled it.
    async updateMeeting(call) {
      const caller = signedIn(call)
      const actor = actorOfCaller(caller)
      return ctx.write(call, async (trx, audit) => {
        const before = await findMeeting(trx, call.params.id, { forUpdate: true })
        if (!before) throw notFound('Meeting not found.')
        checkIfMatch(call.request, 'meeting', await meetingToWire(trx, before))
        if (before.status === 'canceled') throw conflict(MEETING_CANCELED)
        const fields = fieldsOf(call.body)
        if (call.body.application_id && call.body.application_id !== before.application_id) throw applicationIdIssue()
        const application = before.application_id
          ? await findApplication(trx, before.application_id, { forUpdate: true })
          : null
        if (application && call.body.vacancy_id && call.body.vacancy_id !== application.vacancy_id) {
          throw vacancyIdIssue()
        }
        const vacancyId = application
          ? application.vacancy_id
          : call.body.vacancy_id
            ? await visibleVacancy(trx, actor, call.body.vacancy_id)
            : null
        const people = await participantsFor(
          trx,
          actor,
          call.body.participant_ids,
          before.organizer_id,
          application ?? null,
        )
        if (application && fields.type === 'interview') await scheduleInterview(trx, caller, application)
        const previous = await participantIdsOf(trx, before.id)
        const meeting = await trx
          .updateTable('meetings')
          .set({ ...fields, vacancy_id: vacancyId, sequence: before.sequence + 1, updated_at: new Date() })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow()
        await replaceParticipants(trx, meeting.id, people)
        const removed = previous.filter((id) => !people.includes(id))
        audit.object('meeting', meeting.id, { before: meetingSummary(before), after: meetingSummary(meeting) })
        await mailInvitations(trx, meeting, 'update', removed)
        await publish(trx, 'meeting.changed', meeting, [...people, ...removed], caller.userId)
        return ok(await meetingToWire(trx, meeting))
      })
    },

    // Canceled, not deleted: calendars get METHOD:CANCEL with the same UID and the next SEQUENCE. Again: no change.
    async deleteMeeting(call) {
      const caller = signedIn(call)
      return ctx.write(call, async (trx, audit) => {
        const before = await findMeeting(trx, call.params.id, { forUpdate: true })
        if (!before) throw notFound('Meeting not found.')
        if (before.status === 'canceled') {
          audit.object('meeting', before.id)
          return noContent()
        }
        const meeting = await trx
          .updateTable('meetings')
          .set({ status: 'canceled', sequence: before.sequence + 1, updated_at: new Date() })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow()
        audit.object('meeting', meeting.id, { before: meetingSummary(before), after: meetingSummary(meeting) })
        await mailInvitations(trx, meeting, 'cancellation')
        await publish(trx, 'meeting.cancelled', meeting, await participantIdsOf(trx, meeting.id), caller.userId)
        return noContent()
      })
    },

    // The document the last mail carried: the same UID, SEQUENCE and times, byte for byte.
    async downloadMeetingCalendar({ params }) {
      const meeting = await findMeeting(ctx.db, params.id)
      if (!meeting) throw notFound('Meeting not found.')
      const { recipients: _recipients, ...people } = await invitationPeople(ctx.db, meeting)
      const calendar = meetingCalendar({ meeting, ...people }, domain)
      return {
        status: 200 as const,
        headers: {
          'content-type': `text/calendar; charset=utf-8; method=${calendar.method}`,
          'content-disposition': `attachment; filename="${calendar.filename}"`,
          'x-content-type-options': 'nosniff',
        },
        body: Buffer.from(calendar.content, 'utf8'),
      }
    },
  } satisfies OperationHandlers
}
