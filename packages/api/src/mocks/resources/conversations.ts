import { db, newId, type DbConversation, type DbUser } from '../db.ts'
import { participantOf } from '../marketplace.ts'
import { readable, readableById } from '../policy.ts'
import {
  signedIn,
  checkRequired,
  invalid,
  notFound,
  now,
  optionalJson,
  page,
  searchOf,
  type Definitions,
  type Detail,
  type S,
} from '../support.ts'
import { findApplication } from './applications.ts'
import { findVacancy } from './vacancies.ts'

/** The wire Conversation as one caller sees it (unread count and last message are per caller). */
export function toConversation(conversation: DbConversation, caller: DbUser): S['Conversation'] {
  const messages = db.messages.filter((m) => m.conversation_id === conversation.id)
  const last = messages.at(-1)
  const { member_ids: _, ...wire } = conversation
  return {
    ...structuredClone(wire),
    last_message: last
      ? { body: last.body.slice(0, 200), sender_id: last.sender.user_id, sent_at: last.sent_at }
      : null,
    unread_count: messages.filter((m) => !m.read_by.includes(caller.id)).length,
  }
}

const newestFirst = (a: DbConversation, b: DbConversation) => b.updated_at.localeCompare(a.updated_at)

function findConversation(caller: DbUser, id: string): DbConversation | Response {
  return readableById(caller, 'conversation', id) ?? notFound('Conversation')
}

function post(conversation: DbConversation, sender: DbUser, body: string): S['Message'] {
  const at = now()
  const message = {
    id: newId(),
    conversation_id: conversation.id,
    sender: participantOf(sender),
    body,
    sent_at: at,
    read_at: null,
    read_by: [sender.id],
  }
  db.messages.push(message)
  conversation.updated_at = at
  for (const memberId of conversation.member_ids.filter((id) => id !== sender.id)) {
    db.notifications.unshift({
      id: newId(),
      user_id: memberId,
      type: 'message',
      created_at: at,
      read_at: null,
      metadata_field: { message: `${message.sender.full_name} sent you a message.`, context: null },
    })
  }
  const { read_by: _, ...wire } = message
  return wire
}

const publicMessage = ({ read_by: _, ...message }: (typeof db.messages)[number]): S['Message'] => ({ ...message })

export const conversationHandlers = {
  listConversations: (http) =>
    http.get('/conversation', ({ request, response }) => {
      const caller = signedIn(request)
      const search = searchOf(request)
      const unread = search.get('unread') === 'true'
      // The caller's inbox: the conversations they take part in, of those the policy lets them read.
      const found = readable(caller, 'conversation', db.conversations)
        .filter((c) => c.member_ids.includes(caller.id))
        .sort(newestFirst)
        .map((c) => toConversation(c, caller))
        .filter((c) => !unread || c.unread_count > 0)
      return response(200).json(page(found, search))
    }),

  listVacancyConversations: (http) =>
    http.get('/vacancy/{id}/conversation', ({ request, params, response }) => {
      const caller = signedIn(request)
      const vacancy = findVacancy(caller, params.id)
      if (vacancy instanceof Response) return response.untyped(vacancy)
      const applicationIds = new Set(db.applications.filter((a) => a.vacancy_id === vacancy.id).map((a) => a.id))
      const found = db.conversations
        .filter(
          (c) =>
            (c.context?.type === 'vacancy' && c.context.id === vacancy.id) || applicationIds.has(c.context?.id ?? ''),
        )
        .sort(newestFirst)
        .map((c) => toConversation(c, caller))
      return response(200).json(page(found, searchOf(request)))
    }),

  listRecruiterConversations: (http) =>
    http.get('/recruiter/{id}/conversation', ({ request, params, response }) => {
      const caller = signedIn(request)
      if (!db.users.some((u) => u.id === params.id && u.user_type === 'recruiter')) {
        return response.untyped(notFound('Recruiter'))
      }
      const found = db.conversations
        .filter((c) => c.member_ids.includes(params.id))
        .sort(newestFirst)
        .map((c) => toConversation(c, caller))
      return response(200).json(page(found, searchOf(request)))
    }),

  createApplicationConversation: (http) =>
    http.post('/application/{id}/conversation', async ({ request, params, response }) => {
      const caller = signedIn(request)
      const application = findApplication(caller, params.id)
      if (application instanceof Response) return response.untyped(application)
      const body = await optionalJson<S['CreateConversationRequest']>(request)
      const existing = db.conversations.find(
        (c) => c.context?.type === 'application' && c.context.id === application.id,
      )
      if (existing) {
        if (body.body) post(existing, caller, body.body)
        return response(201).json(toConversation(existing, caller))
      }
      const employer = db.users.find(
        (u) => u.user_type === 'employer' && u.company_id === application.vacancy.company.id,
      )
      const talent = db.users.find((u) => u.id === application.talent_id)
      const members = [
        ...new Map([caller, employer, talent].filter((u): u is DbUser => !!u).map((u) => [u.id, u])).values(),
      ]
      const at = now()
      const conversation: DbConversation = {
        id: newId(),
        participants: members.map(participantOf),
        member_ids: members.map((u) => u.id),
        context: { type: 'application', id: application.id },
        created_at: at,
        updated_at: at,
      }
      db.conversations.push(conversation)
      if (body.body) post(conversation, caller, body.body)
      return response(201).json(toConversation(conversation, caller))
    }),

  listMessages: (http) =>
    http.get('/conversation/{id}/message', ({ request, params, response }) => {
      const caller = signedIn(request)
      const conversation = findConversation(caller, params.id)
      if (conversation instanceof Response) return response.untyped(conversation)
      const found = db.messages
        .filter((m) => m.conversation_id === conversation.id)
        .reverse()
        .map(publicMessage)
      return response(200).json(page(found, searchOf(request)))
    }),

  sendMessage: (http) =>
    http.post('/conversation/{id}/message', async ({ request, params, response }) => {
      const caller = signedIn(request)
      const conversation = findConversation(caller, params.id)
      if (conversation instanceof Response) return response.untyped(conversation)
      const body = await request.json()
      const detail: Detail = []
      checkRequired(detail, body, ['body'])
      const failure = invalid(detail)
      if (failure) return response.untyped(failure)
      return response(201).json(post(conversation, caller, body.body))
    }),

  markConversationRead: (http) =>
    http.put('/conversation/{id}/read', ({ request, params, response }) => {
      const caller = signedIn(request)
      const conversation = findConversation(caller, params.id)
      if (conversation instanceof Response) return response.untyped(conversation)
      const at = now()
      for (const message of db.messages.filter((m) => m.conversation_id === conversation.id)) {
        if (!message.read_by.includes(caller.id)) message.read_by.push(caller.id)
        if (message.read_at === null && conversation.member_ids.every((id) => message.read_by.includes(id))) {
          message.read_at = at
        }
      }
      return response(200).json(toConversation(conversation, caller))
    }),
} satisfies Definitions
