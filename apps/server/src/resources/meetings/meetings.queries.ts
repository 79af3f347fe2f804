import type { Kysely, Transaction } from 'kysely'
import type { Schemas } from '../../api/context.ts'
import type { Database, Meeting } from '../../db/schema.ts'
import type { CalendarInput, CalendarPerson } from './meetings.calendar.ts'

type Executor = Kysely<Database> | Transaction<Database>

const MINUTE = 60_000

/** One meeting; `forUpdate` locks its row until the transaction ends (every change and the cancellation). */
export function findMeeting(db: Executor, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.selectFrom('meetings').selectAll().where('id', '=', id)
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst()
}

/** The people of some meetings: who takes part in which, with what the wire and the invitation show of them. */
async function participantsOf(db: Executor, meetingIds: readonly string[]) {
  if (meetingIds.length === 0) return []
  return db
    .selectFrom('meeting_participants')
    .innerJoin('users', 'users.id', 'meeting_participants.user_id')
    .select([
      'meeting_participants.meeting_id',
      'users.id',
      'users.user_type',
      'users.first_name',
      'users.last_name',
      'users.image_url',
      'users.email',
      'users.is_active',
    ])
    .where('meeting_participants.meeting_id', 'in', meetingIds)
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id')
    .execute()
}

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim()

/** The ids of a meeting's participants. */
export async function participantIdsOf(db: Executor, meetingId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('meeting_participants')
    .select('user_id')
    .where('meeting_id', '=', meetingId)
    .execute()
  return rows.map((row) => row.user_id)
}

/**
 * Which of these meetings overlap another scheduled meeting of one of their participants, in one query. Computed when
 * read, never stored: the flag follows when the other meeting moves or is canceled. Back-to-back is no overlap.
 */
export async function overlappingIds(db: Executor, meetingIds: readonly string[]): Promise<Set<string>> {
  if (meetingIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('meetings as m')
    .innerJoin('meeting_participants as p', 'p.meeting_id', 'm.id')
    .innerJoin('meeting_participants as q', (join) =>
      join.onRef('q.user_id', '=', 'p.user_id').onRef('q.meeting_id', '<>', 'm.id'),
    )
    .innerJoin('meetings as o', 'o.id', 'q.meeting_id')
    .select('m.id')
    .distinct()
    .where('m.id', 'in', meetingIds)
    .where('m.status', '=', 'scheduled')
    .where('o.status', '=', 'scheduled')
    .whereRef('o.starts_at', '<', 'm.ends_at')
    .whereRef('o.ends_at', '>', 'm.starts_at')
    .execute()
  return new Set(rows.map((row) => row.id))
}

/**
 * The contract's Meeting for each row, in the order given: participants (the organiser first), the overlap flag,
 * the duration from the stored instants. A fixed number of queries whatever the count.
 */
export async function meetingsToWire(db: Executor, rows: Meeting[]): Promise<Schemas['Meeting'][]> {
  const ids = rows.map((row) => row.id)
  const [people, overlapping] = await Promise.all([participantsOf(db, ids), overlappingIds(db, ids)])
  return rows.map((row) => {
    const mine = people.filter((person) => person.meeting_id === row.id)
    const ordered = [
      ...mine.filter((person) => person.id === row.organizer_id),
      ...mine.filter((person) => person.id !== row.organizer_id),
    ]
    return {
      id: row.id,
      title: row.title,
      type: row.type,
      status: row.status,
      starts_at: row.starts_at.toISOString(),
      duration_minutes: Math.round((row.ends_at.getTime() - row.starts_at.getTime()) / MINUTE),
      time_zone: row.time_zone,
      overlaps: overlapping.has(row.id),
      participants: ordered.map((person) => ({
        user_id: person.id,
        user_type: person.user_type,
        full_name: fullName(person),
        image_url: person.image_url,
      })),
      link: row.link,
      application_id: row.application_id,
      vacancy_id: row.vacancy_id,
      notes: row.notes,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    }
  })
}

export async function meetingToWire(db: Executor, row: Meeting): Promise<Schemas['Meeting']> {
  const [wire] = await meetingsToWire(db, [row])
  return wire!
}

/** Who an invitation goes to, and what it names: the organiser, and every other participant with an open account. */
export async function invitationPeople(
  db: Executor,
  meeting: Meeting,
): Promise<Omit<CalendarInput, 'meeting'> & { recipients: CalendarPerson[] }> {
  const people = await participantsOf(db, [meeting.id])
  const person = (row: (typeof people)[number]): CalendarPerson => ({
    name: fullName(row) || row.email,
    email: row.email,
  })
  const organizerRow = people.find((row) => row.id === meeting.organizer_id)
  const others = people.filter((row) => row.id !== meeting.organizer_id)
  return {
    organizer: organizerRow ? person(organizerRow) : null,
    attendees: others.map(person),
    recipients: people.filter((row) => row.is_active).map(person),
  }
}

/** What the audit log keeps of a meeting: ids, type, status, times and revision (no title or notes). */
export const meetingSummary = (row: Meeting) => ({
  id: row.id,
  type: row.type,
  status: row.status,
  starts_at: row.starts_at.toISOString(),
  ends_at: row.ends_at.toISOString(),
  time_zone: row.time_zone,
  application_id: row.application_id,
  sequence: row.sequence,
})
