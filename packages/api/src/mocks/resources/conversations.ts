import { db, newId, type DbConversation, type DbMessage, type DbUser } from '../db.ts'
import { participantOf } from '../marketplace.ts'
import { readable, readableById } from '../policy.ts'
import {
  signedIn,
  fail,
  invalid,
  MESSAGES,
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

/** The server's refusal when a recruiter asks for another recruiter's conversations (conversations.handlers.ts). */
export const OWN_CONVERSATIONS_ONLY = 'A recruiter can only list their own conversations.'
/** The contract's SendMessageRequest: at most this many characters. */
const MAX_BODY = 5000

/** The wire Conversation as one caller sees it (unread count and last message are per caller). */
export function toConversation(conversation: DbConversation, caller: DbUser): S['Conversation'] {
  const messages = db.messages.filter((m) => m.conversation_id === conversation.id)
  const last = messages.at(-1)
  const { member_ids: _, ...wire } = conversation
  const applicationId = conversation.context?.type === 'application' ? conversation.context.id : null
  const vacancyId =
    conversation.context?.type === 'vacancy'
      ? conversation.context.id
      : db.applications.find((a) => a.id === applicationId)?.vacancy_id
  const vacancy = db.vacancies.find((v) => v.id === vacancyId)
  return {
    ...structuredClone(wire),
    vacancy: vacancy ? { id: vacancy.id, title: vacancy.title } : null,
    last_message: last
      ? { body: Array.from(last.body).slice(0, 200).join(''), sender_id: last.sender.user_id, sent_at: last.sent_at }
      : null,
    unread_count: messages.filter((m) => !m.read_by.includes(caller.id)).length,
  }
}

const newestFirst = (a: DbConversation, b: DbConversation) => b.updated_at.localeCompare(a.updated_at)

function findConversation(caller: DbUser, id: string): DbConversation | Response {
  return readableById(caller, 'conversation', id) ?? notFound('Conversation')
}

/** The contract's rules for a message body, in the server's words (1 to 5,000 characters, not blank). */
function checkBody(detail: Detail, body: Record<string, unknown>, required: boolean) {
  const loc = ['body', 'body']
  for (const field of Object.keys(body)) {
    if (field !== 'body')
      detail.push({ loc: ['body', field], msg: 'This field is not allowed.', type: 'additionalProperties' })
  }
  const value = body.body
  if (value === undefined) {
    if (required) detail.push({ loc, msg: MESSAGES.required, type: 'required' })
  } else if (typeof value !== 'string') detail.push({ loc, msg: 'Must be text.', type: 'type' })
  else if (value === '') detail.push({ loc, msg: MESSAGES.required, type: 'minLength' })
  else if (Array.from(value).length > MAX_BODY) detail.push({ loc, msg: MESSAGES.atMost(MAX_BODY), type: 'maxLength' })
  else if (value.trim() === '') detail.push({ loc, msg: MESSAGES.blank, type: 'pattern' })
}

/** A recruiter who opens or writes in a conversation takes part in it from then on. */
function join(conversation: DbConversation, caller: DbUser) {
  if (caller.user_type !== 'recruiter' || conversation.member_ids.includes(caller.id)) return
  conversation.member_ids.push(caller.id)
  conversation.participants.push(participantOf(caller))
}

/**
 * Stamps `read_at` once every other side (the talent, the company, the recruiters) has a member who read the
 * message, as the server does.
 */
function stampRead(conversation: DbConversation, at: string) {
  const sideOf = (id: string) => db.users.find((u) => u.id === id)?.user_type
  const sides = new Set(conversation.member_ids.map(sideOf))
  for (const message of db.messages.filter((m) => m.conversation_id === conversation.id && m.read_at === null)) {
    const readBy = new Set(message.read_by.filter((id) => conversation.member_ids.includes(id)).map(sideOf))
    if ([...sides].every((side) => side === message.sender.user_type || readBy.has(side))) message.read_at = at
  }
}

function post(conversation: DbConversation, sender: DbUser, body: string): S['Message'] {
  join(conversation, sender)
  const at = now()
  const message: DbMessage = {
    id: newId(),
    conversation_id: conversation.id,
    sender: participantOf(sender),
    body,
    sent_at: at,
    read_at: null,
    read_by: [],
  }
  db.messages.push(message)
  // Replying is reading: the sender has read the thread up to their own message.
  for (const m of db.messages.filter((m) => m.conversation_id === conversation.id && !m.read_by.includes(sender.id))) {
    m.read_by.push(sender.id)
  }
  stampRead(conversation, at)
  conversation.updated_at = at
  const vacancyId =
    conversation.context?.type === 'application'
      ? db.applications.find((a) => a.id === conversation.context!.id)?.vacancy_id
      : undefined
  for (const memberId of conversation.member_ids.filter((id) => id !== sender.id)) {
    db.notifications.unshift({
      id: newId(),
      user_id: memberId,
      type: 'message',
      created_at: at,
      read_at: null,
      metadata_field: {
        message: `${message.sender.full_name} sent you a message.`,
        context: vacancyId ? { type: 'vacancy', id: vacancyId } : null,
      },
    })
  }
  return publicMessage(message)
}

const publicMessage = ({ read_by: _, ...message }: DbMessage): S['Message'] => structuredClone(message)

export const conversationHandlers = {
  listConversations: (http) =>
    http.get('/conversation', ({ request, response }) => {
      const caller = signedIn(request)
      const search = searchOf(request)
      const unread = search.get('unread') === 'true'
      // The caller's inbox: a talent's or a company's conversations (the policy's scope), the ones a recruiter joined.
      const found = (
        caller.user_type === 'recruiter'
          ? db.conversations.filter((c) => c.member_ids.includes(caller.id))
          : readable(caller, 'conversation', db.conversations)
      )
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
      if (!caller.is_admin && params.id !== caller.id) {
        return response.untyped(fail(403, { message: [OWN_CONVERSATIONS_ONLY] }))
      }
      if (!db.users.some((u) => u.id === params.id && u.user_type === 'recruiter')) {
        return response.untyped(notFound('Recruiter'))
      }
      const found = db.conversations
        .filter((c) => c.member_ids.includes(params.id))
        .sort(newestFirst)
        .map((c) => toConversation(c, caller))
      return response(200).json(page(found, searchOf(request)))
    }),

  // One conversation per application: opening it again answers it (200), with the message sent along added.
  createApplicationConversation: (http) =>
    http.post('/application/{id}/conversation', async ({ request, params, response }) => {
      const caller = signedIn(request)
      const application = findApplication(caller, params.id)
      if (application instanceof Response) return response.untyped(application)
      const body = await optionalJson<Record<string, unknown>>(request)
      const detail: Detail = []
      checkBody(detail, body, false)
      const failure = invalid(detail)
      if (failure) return response.untyped(failure)
      const text = body.body as string | undefined
      const existing = db.conversations.find(
        (c) => c.context?.type === 'application' && c.context.id === application.id,
      )
      if (existing) {
        if (text === undefined) join(existing, caller)
        else post(existing, caller, text)
        return response(200).json(toConversation(existing, caller))
      }
      // The talent and every employer of the company take part; a recruiter who opens it joins.
      const members = [
        ...db.users.filter((u) => u.id === application.talent_id),
        ...db.users.filter(
          (u) => u.user_type === 'employer' && u.is_active && u.company_id === application.vacancy.company.id,
        ),
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
      if (text === undefined) join(conversation, caller)
      else post(conversation, caller, text)
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
      const body = await optionalJson<Record<string, unknown>>(request)
      const detail: Detail = []
      checkBody(detail, body, true)
      const failure = invalid(detail)
      if (failure) return response.untyped(failure)
      return response(201).json(post(conversation, caller, body.body as string))
    }),

  markConversationRead: (http) =>
    http.put('/conversation/{id}/read', ({ request, params, response }) => {
      const caller = signedIn(request)
      const conversation = findConversation(caller, params.id)
      if (conversation instanceof Response) return response.untyped(conversation)
      for (const message of db.messages.filter((m) => m.conversation_id === conversation.id)) {
        if (!message.read_by.includes(caller.id)) message.read_by.push(caller.id)
      }
      stampRead(conversation, now())
      return response(200).json(toConversation(conversation, caller))
    }),
} satisfies Definitions
