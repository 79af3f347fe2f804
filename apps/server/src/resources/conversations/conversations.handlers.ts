import { sql, type SelectQueryBuilder, type Transaction } from 'kysely'
import type { ApiContext } from '../../api/context.ts'
import { forbidden, notFound } from '../../api/errors.ts'
import { created, ok, signedIn, type OperationHandlers } from '../../api/operation.ts'
import { page, pageMeta, type PageQuery } from '../../api/pagination.ts'
import type { Principal } from '../../auth/principal.ts'
import type { Conversation, Database } from '../../db/schema.ts'
import { actorOf } from '../../policy/actor.ts'
import { READ_SCOPES } from '../../policy/scopes.ts'
import { findApplication } from '../applications/applications.queries.ts'
import {
  conversationsToWire,
  conversationToWire,
  findConversation,
  hasUnread,
  joinedBy,
  markRead,
  messagesToWire,
  recipientsOf,
  stampRead,
} from './conversations.queries.ts'

export const OWN_CONVERSATIONS_ONLY = 'A recruiter can only list their own conversations.'

type Paging = { page?: number; size?: number }

/**
 * Conversations and messages (issue 14, ADR 0077). The policy has let the caller in (a talent or employer only to
 * their own conversations, 404 otherwise; recruiters by their level's grants) before a handler runs. A message is
 * written with its live event in one transaction, so the other participants' streams carry `message.sent` once it
 * commits.
 */
export function conversationHandlers(ctx: ApiContext) {
  async function listPage(
    rows: SelectQueryBuilder<Database, 'conversations', object>,
    paging: Paging,
    readerId: string,
  ) {
    const query: PageQuery = { page: paging.page ?? 1, size: paging.size ?? 10 }
    const { limit, offset } = page(query)
    const [found, { total }] = await Promise.all([
      rows
        .selectAll('conversations')
        .orderBy('conversations.updated_at', 'desc')
        .orderBy('conversations.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      rows.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ])
    return { results: await conversationsToWire(ctx.db, found, readerId), ...pageMeta(query, total) }
  }

  /** The caller's inbox: a talent's and a company's conversations, the ones a recruiter joined. */
  function inboxOf(caller: Principal) {
    if (caller.userType === 'recruiter') return joinedBy(ctx.db, caller.userId)
    const actor = actorOf(caller)
    if (!actor) throw forbidden('Your account is not linked to a company yet.')
    return READ_SCOPES.conversation(ctx.db, actor)
  }

  /** A recruiter who opens or writes in a conversation takes part in it from then on. */
  async function join(trx: Transaction<Database>, conversation: Conversation, caller: Principal) {
    if (caller.userType !== 'recruiter') return
    await trx
      .insertInto('conversation_recruiters')
      .values({ conversation_id: conversation.id, recruiter_id: caller.userId })
      .onConflict((oc) => oc.doNothing())
      .execute()
  }

  /** Writes one message: the thread moves up the inboxes, the sender has read up to it, the others hear of it. */
  async function post(trx: Transaction<Database>, conversation: Conversation, caller: Principal, body: string) {
    await join(trx, conversation, caller)
    const message = await trx
      .insertInto('messages')
      .values({ conversation_id: conversation.id, sender_id: caller.userId, body })
      .returningAll()
      .executeTakeFirstOrThrow()
    await trx
      .updateTable('conversations')
      .set({ updated_at: message.sent_at })
      .where('id', '=', conversation.id)
      .execute()
    await markRead(trx, conversation.id, caller.userId, message.seq)
    // Replying is reading: what the sender answered is read by their side now.
    await stampRead(trx, conversation)
    const [wire] = await messagesToWire(trx, [message])
    await ctx.events.publish(trx, {
      type: 'message.sent',
      to: await recipientsOf(trx, conversation, caller.userId),
      subject: { type: 'conversation', id: conversation.id },
      notification: {
        type: 'message',
        message: `${wire!.sender.full_name || 'Someone'} sent you a message.`,
        context: conversation.vacancy_id ? { type: 'vacancy', id: conversation.vacancy_id } : null,
      },
    })
    return wire!
  }

  return {
    async listConversations(call) {
      const caller = signedIn(call)
      let rows = inboxOf(caller)
      if (call.query.unread === true) rows = rows.where((eb) => hasUnread(eb, caller.userId))
      return ok(await listPage(rows, call.query, caller.userId))
    },

    // The policy has checked that the caller may read this vacancy (the company's own, or a recruiter's grant).
    async listVacancyConversations(call) {
      const caller = signedIn(call)
      const rows = ctx.db.selectFrom('conversations').where('conversations.vacancy_id', '=', call.params.id)
      return ok(await listPage(rows, call.query, caller.userId))
    },

    async listRecruiterConversations(call) {
      const caller = signedIn(call)
      const { id } = call.params
      if (!caller.isAdmin && id !== caller.userId) throw forbidden(OWN_CONVERSATIONS_ONLY)
      const recruiter = await ctx.db
        .selectFrom('users')
        .select('id')
        .where('id', '=', id)
        .where('user_type', '=', 'recruiter')
        .executeTakeFirst()
      if (!recruiter) throw notFound('Recruiter not found.')
      return ok(await listPage(joinedBy(ctx.db, id), call.query, caller.userId))
    },

    // One conversation per application: a second call answers the first one (200), with the optional first message
    // added. The policy has checked that the caller may read the application.
    async createApplicationConversation(call) {
      const caller = signedIn(call)
      const body = call.body?.body
      return ctx.write(call, async (trx, audit) => {
        const application = await findApplication(trx, call.params.id)
        if (!application) throw notFound('Application not found.')
        const vacancy = await trx
          .selectFrom('vacancies')
          .select('company_id')
          .where('id', '=', application.vacancy_id)
          .executeTakeFirstOrThrow()
        // A concurrent create of the same one waits on the unique key, then finds it.
        const inserted = await trx
          .insertInto('conversations')
          .values({
            application_id: application.id,
            vacancy_id: application.vacancy_id,
            company_id: vacancy.company_id,
            talent_id: application.talent_id,
            created_by: caller.userId,
          })
          .onConflict((oc) => oc.column('application_id').doNothing())
          .returningAll()
          .executeTakeFirst()
        const conversation =
          inserted ??
          (await trx
            .selectFrom('conversations')
            .selectAll()
            .where('application_id', '=', application.id)
            .executeTakeFirstOrThrow())
        audit.object('conversation', conversation.id, {
          ...(inserted ? { before: null } : {}),
          after: { application_id: application.id, ...(body === undefined ? {} : { message: true }) },
        })
        if (body === undefined) await join(trx, conversation, caller)
        else await post(trx, conversation, caller, body)
        const current = (await findConversation(trx, conversation.id))!
        const wire = await conversationToWire(trx, current, caller.userId)
        return inserted ? created(wire) : ok(wire)
      })
    },

    // Newest first, as the contract says; the page size caps what one call reads.
    async listMessages(call) {
      const query: PageQuery = { page: call.query.page ?? 1, size: call.query.size ?? 10 }
      const { limit, offset } = page(query)
      const rows = ctx.db.selectFrom('messages').where('conversation_id', '=', call.params.id)
      const [found, { total }] = await Promise.all([
        rows.selectAll().orderBy('seq', 'desc').limit(limit).offset(offset).execute(),
        rows.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ])
      return ok({ results: await messagesToWire(ctx.db, found), ...pageMeta(query, total) })
    },

    // The body is the contract's: 1 to 5,000 characters, not blank (validated before this runs); stored as written.
    async sendMessage(call) {
      const caller = signedIn(call)
      return ctx.write(call, async (trx, audit) => {
        // Locked: messages of one conversation are written one after the other, in `seq` order.
        const conversation = await findConversation(trx, call.params.id, { forUpdate: true })
        if (!conversation) throw notFound('Conversation not found.')
        const message = await post(trx, conversation, caller, call.body.body)
        audit.object('conversation', conversation.id, { after: { message_id: message.id } })
        return created(message)
      })
    },

    async markConversationRead(call) {
      const caller = signedIn(call)
      return ctx.write(call, async (trx, audit) => {
        const conversation = await findConversation(trx, call.params.id, { forUpdate: true })
        if (!conversation) throw notFound('Conversation not found.')
        const { last } = await trx
          .selectFrom('messages')
          .select(sql<number>`coalesce(max(seq), 0)`.as('last'))
          .where('conversation_id', '=', conversation.id)
          .executeTakeFirstOrThrow()
        await markRead(trx, conversation.id, caller.userId, Number(last))
        await stampRead(trx, conversation)
        audit.object('conversation', conversation.id, { after: { read_up_to: Number(last) } })
        return ok(await conversationToWire(trx, conversation, caller.userId))
      })
    },
  } satisfies OperationHandlers
}
