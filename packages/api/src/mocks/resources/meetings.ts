import { HttpResponse } from 'msw'
import { db, newId, type DbUser } from '../db.ts'
import { participantOf } from '../marketplace.ts'
import { readable, readableById } from '../policy.ts'
import { scheduleInterview } from './applications.ts'
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
    time_zone: body.time_zone ?? 'UTC',
    participants: [caller, ...invited].map(participantOf),
    link: body.link ?? null,
    application_id: body.application_id ?? null,
    vacancy_id: body.vacancy_id ?? null,
    notes: body.notes ?? null,
  }
}

const endOf = (m: S['Meeting']) => new Date(m.starts_at).getTime() + m.duration_minutes * 60_000

/** The server's flag (ADR 0078): another scheduled meeting of one of its participants overlaps it. */
function withOverlaps(meeting: S['Meeting']): S['Meeting'] {
  const people = new Set(meeting.participants.map((p) => p.user_id))
  const overlaps =
    meeting.status === 'scheduled' &&
    db.meetings.some(
      (other) =>
        other.id !== meeting.id &&
        other.status === 'scheduled' &&
        other.participants.some((p) => people.has(p.user_id)) &&
        new Date(other.starts_at).getTime() < endOf(meeting) &&
        endOf(other) > new Date(meeting.starts_at).getTime(),
    )
  return { ...structuredClone(meeting), overlaps }
}

/** A small iCalendar document of the meeting, in UTC (the server writes the organiser's zone with its VTIMEZONE). */
function icsOf(meeting: S['Meeting']): string {
  const stamp = (at: number) =>
    new Date(at)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')
  const canceled = meeting.status === 'canceled'
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hireloop//Mock meetings//EN',
    `METHOD:${canceled ? 'CANCEL' : 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:${meeting.id}@hireloop.test`,
    `DTSTAMP:${stamp(new Date(meeting.updated_at).getTime())}`,
    `DTSTART:${stamp(new Date(meeting.starts_at).getTime())}`,
    `DTEND:${stamp(endOf(meeting))}`,
    `SUMMARY:${meeting.title.replace(/([,;\\])/g, '\\$1')}`,
    `STATUS:${canceled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}

function checkMeeting(body: S['MeetingInput']) {
  const detail: Detail = []
  checkRequired(detail, body, ['title', 'type', 'starts_at', 'duration_minutes', 'participant_ids'])
  return invalid(detail)
}

/** An interview moves its application, or is refused with the table's sentence (ADR 0078). */
function interviewRefusal(caller: DbUser, body: S['MeetingInput']) {
  return body.type === 'interview' && body.application_id ? scheduleInterview(caller, body.application_id) : null
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
      if (search.get('order') === 'desc') found.reverse()
      return response(200).json(page(found.map(withOverlaps), search))
    }),

  createMeeting: (http) =>
    http.post('/meeting', async ({ request, response }) => {
      const caller = signedIn(request)
      const body = await request.json()
      const failure = checkMeeting(body) ?? interviewRefusal(caller, body)
      if (failure) return response.untyped(failure)
      const at = now()
      const meeting: S['Meeting'] = {
        id: newId(),
        status: 'scheduled',
        ...meetingFields(caller, body),
        overlaps: false,
        created_at: at,
        updated_at: at,
      }
      db.meetings.push(meeting)
      return response(201).json(withOverlaps(meeting))
    }),

  updateMeeting: (http) =>
    http.put('/meeting/{id}', async ({ request, params, response }) => {
      const caller = signedIn(request)
      const meeting = findMeeting(caller, params.id)
      if (meeting instanceof Response) return response.untyped(meeting)
      const body = await request.json()
      const failure = checkMeeting(body) ?? interviewRefusal(caller, body)
      if (failure) return response.untyped(failure)
      Object.assign(meeting, meetingFields(caller, body), { updated_at: now() })
      return response(200).json(withOverlaps(meeting))
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

  downloadMeetingCalendar: (http) =>
    http.get('/meeting/{id}/ics', ({ request, params, response }) => {
      const caller = signedIn(request)
      const meeting = findMeeting(caller, params.id)
      if (meeting instanceof Response) return response.untyped(meeting)
      return response.untyped(
        new HttpResponse(icsOf(meeting), {
          headers: {
            'content-type': `text/calendar; charset=utf-8; method=${meeting.status === 'canceled' ? 'CANCEL' : 'REQUEST'}`,
            'content-disposition': 'attachment; filename="invite.ics"',
          },
        }),
      )
    }),
} satisfies Definitions
