// Meetings of the scale data (ADR 0078, 0094): around applications at the interview stage, organised by an employer
// of the company in its city's time zone, at office hours. Interview scheduled: an upcoming interview; further on: an
// intro call and an interview in the past. One in twenty is canceled (its invitation's SEQUENCE raised).
import type { ApplicationStatus } from '@hireloop/flows/rules'
import type { Db } from '../database.ts'
import type { MeetingType } from '../schema.ts'
import type { ScaleApplication } from './applications.ts'
import { insertJson } from './bulk.ts'
import { TIME_ZONES, type ScaleCompany } from './companies.ts'
import type { Random } from './random.ts'

const DAY = 24 * 3600_000
const HOUR = 3600_000

/** Statuses whose application has had, or is about to have, its meetings. */
const MET: ReadonlySet<ApplicationStatus> = new Set([
  'interview_requested',
  'interview_scheduled',
  'waiting',
  'offer_made',
  'offer_accepted',
])

export async function generateScaleMeetings(
  db: Db,
  random: Random,
  count: number,
  options: {
    at: Date
    applications: readonly ScaleApplication[]
    companies: ReadonlyMap<string, ScaleCompany>
  },
): Promise<number> {
  const now = options.at.getTime()
  const meetings: Record<string, unknown>[] = []
  const participants: Record<string, unknown>[] = []
  // An office hour (9 to 16) of a day, about right in the organiser's zone (the offset is that of the city's winter).
  const officeHour = (day: number, zone: string) => {
    const offset = zone.startsWith('America/') ? -5 : zone === 'Asia/Kolkata' ? 5.5 : zone === 'Europe/London' ? 0 : 1
    const midnight = Math.floor(day / DAY) * DAY
    return midnight + (random.int(9, 16) - offset) * HOUR + random.pick([0, 30]) * 60_000
  }
  const add = (application: ScaleApplication, type: MeetingType, startsAt: number, company: ScaleCompany) => {
    const organizer = random.pick(company.employers)
    const canceled = random.next() < 0.05
    const minutes = type === 'interview' ? random.pick([45, 60, 90]) : 30
    const id = random.uuid()
    const created = Math.min(startsAt - DAY, now - HOUR)
    meetings.push({
      id,
      title: `${type === 'interview' ? 'Interview' : 'Intro call'}: ${application.talent.name}`,
      type,
      status: canceled ? 'canceled' : 'scheduled',
      starts_at: new Date(startsAt),
      ends_at: new Date(startsAt + minutes * 60_000),
      time_zone: TIME_ZONES[company.place.city] ?? 'UTC',
      link: `https://meet.hireloop.test/scale-${meetings.length}`,
      notes: null,
      application_id: application.id,
      vacancy_id: application.vacancy.id,
      organizer_id: organizer.id,
      organizer_company_id: company.id,
      sequence: canceled ? 1 : 0,
      created_at: new Date(created),
      updated_at: new Date(canceled ? Math.max(created, Math.min(now, startsAt - HOUR)) : created),
    })
    const people = new Set([organizer.id, application.talent.id])
    if (company.employers.length > 1 && random.next() < 0.4) people.add(random.pick(company.employers).id)
    for (const user of people) participants.push({ meeting_id: id, user_id: user })
  }
  for (const application of options.applications) {
    if (meetings.length >= count) break
    if (!MET.has(application.status)) continue
    const company = options.companies.get(application.vacancy.companyId)
    if (!company || company.employers.length === 0) continue
    const zone = TIME_ZONES[company.place.city] ?? 'UTC'
    const since = Math.max(application.createdAt, application.stageEnteredAt - 14 * DAY)
    if (application.status === 'interview_scheduled') {
      add(application, 'interview', officeHour(now + random.int(1, 14) * DAY, zone), company)
    }
    if (application.status !== 'interview_requested' || random.next() < 0.5) {
      const past = officeHour(since + random.next() * Math.max(0, now - 2 * DAY - since), zone)
      if (past < now - HOUR)
        add(application, application.status === 'interview_scheduled' ? 'intro' : 'interview', past, company)
    }
  }
  await insertJson(
    db,
    'meetings',
    'id uuid, title text, type text, status text, starts_at timestamptz, ends_at timestamptz, time_zone text, link text, notes text, application_id uuid, vacancy_id uuid, organizer_id uuid, organizer_company_id uuid, sequence int, created_at timestamptz, updated_at timestamptz',
    meetings,
  )
  await insertJson(db, 'meeting_participants', 'meeting_id uuid, user_id uuid', participants)
  return meetings.length
}
