import { db, newId, type DbUser } from '../db.ts'
import { participantOf } from '../marketplace.ts'
import { readable, readableById } from '../policy.ts'
import {
  signedIn,
  checkRequired,
  invalid,
  notFound,
  now,
  page,
  searchOf,
  type Definitions,
  type Detail,
  type S,
} from '../support.ts'

function findMeeting(caller: DbUser, id: string) {
  return readableById(caller, 'meeting', id) ?? notFound('Meeting')
}

function meetingFields(caller: DbUser, body: S['MeetingInput']) {
  const invited = db.users.filter((u) => body.participant_ids.includes(u.id) && u.id !== caller.id)
  return {
    title: body.title,
    type: body.type,
    starts_at: body.starts_at,
    duration_minutes: body.duration_minutes,
    participants: [caller, ...invited].map(participantOf),
    link: body.link ?? null,
    application_id: body.application_id ?? null,
    vacancy_id: body.vacancy_id ?? null,
    notes: body.notes ?? null,
  }
}

function checkMeeting(body: S['MeetingInput']) {
  const detail: Detail = []
  checkRequired(detail, body, ['title', 'type', 'starts_at', 'duration_minutes', 'participant_ids'])
  return invalid(detail)
}

export const meetingHandlers = {
  listMeetings: (http) =>
    http.get('/meeting', ({ request, response }) => {
      const caller = signedIn(request)
      const search = searchOf(request)
      const from = search.get('from')
      const to = search.get('to')
      const type = search.get('type')
      const status = search.get('status')
      const found = readable(caller, 'meeting', db.meetings)
        .filter((m) => !from || m.starts_at >= new Date(from).toISOString())
        .filter((m) => !to || m.starts_at < new Date(to).toISOString())
        .filter((m) => !type || m.type === type)
        .filter((m) => (status ? m.status === status : m.status !== 'canceled'))
        .sort((a, b) => a.starts_at.localeCompare(b.starts_at))
      return response(200).json(page(structuredClone(found), search))
    }),

  createMeeting: (http) =>
    http.post('/meeting', async ({ request, response }) => {
      const caller = signedIn(request)
      const body = await request.json()
      const failure = checkMeeting(body)
      if (failure) return response.untyped(failure)
      const at = now()
      const meeting: S['Meeting'] = {
        id: newId(),
        status: 'scheduled',
        ...meetingFields(caller, body),
        created_at: at,
        updated_at: at,
      }
      db.meetings.push(meeting)
      return response(201).json(structuredClone(meeting))
    }),

  updateMeeting: (http) =>
    http.put('/meeting/{id}', async ({ request, params, response }) => {
      const caller = signedIn(request)
      const meeting = findMeeting(caller, params.id)
      if (meeting instanceof Response) return response.untyped(meeting)
      const body = await request.json()
      const failure = checkMeeting(body)
      if (failure) return response.untyped(failure)
      Object.assign(meeting, meetingFields(caller, body), { updated_at: now() })
      return response(200).json(structuredClone(meeting))
    }),

  deleteMeeting: (http) =>
    http.delete('/meeting/{id}', ({ request, params, response }) => {
      const caller = signedIn(request)
      const meeting = findMeeting(caller, params.id)
      if (meeting instanceof Response) return response.untyped(meeting)
      // Canceled meetings stay in the calendar, marked canceled (docs/product.md §8: "Meeting canceled").
      Object.assign(meeting, { status: 'canceled', updated_at: now() })
      return response(204).empty()
    }),
} satisfies Definitions
