import { TZDate } from '@date-fns/tz'
import type { Transaction } from 'kysely'
import type { Database, MeetingType } from './schema.ts'
import { DEMO_TALENTS } from './seed-resumes.ts'

type Trx = Transaction<Database>

/**
 * The demo calendar (issue 14, ADR 0078), so /meetings and /calendar show data on first start. Around Northwind's
 * interview stage: a past intro call and an upcoming interview with the perception candidate (whose application is
 * Interview scheduled), a past intro call with the operator-console candidate (Interview requested). Tara has the
 * intro call Erin offered in their chat, the same morning as that interview: Erin and Hana take part in both, so both
 * are flagged as overlapping. Rita Recruiter holds an onboarding call with Tara, set in London time. Times are set
 * relative to the seed, at office hours in the organiser's zone.
 */

const TARA = '6f1c1b8e-4a52-4a4e-9d43-3c1f0a8f5b11'
const ERIN = '3d9c7e21-5b6a-4f0e-8a1b-2c3d4e5f6a7b'
const HANA = '8192a3b4-c5d6-4e7f-8091-a2b3c4d5e6f7'
const RITA = '6f708192-a3b4-4c5d-8e6f-708192a3b4c5'
const NORTHWIND = '7e6d5c4b-3a29-4817-9605-f4e3d2c1b0a9'
const PERCEPTION_CANDIDATE = DEMO_TALENTS[5]!.id
const CONSOLE_CANDIDATE = DEMO_TALENTS[2]!.id

const meetingId = (n: number) => `e1000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const applicationId = (n: number) => `c1000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const vacancyId = (n: number) => `b1000000-0000-4000-8000-${String(n).padStart(12, '0')}`

const DAY = 24 * 3600_000

interface DemoMeeting {
  id: string
  title: string
  type: MeetingType
  /** Days from the seed, and the local time of day in the organiser's zone. */
  day: number
  at: [hours: number, minutes: number]
  minutes: number
  timeZone: string
  organizer: string
  /** Employers organise for their company; a recruiter's meeting has none. */
  company: string | null
  application?: { id: string; vacancy: string }
  participants: string[]
  link: string
  notes: string | null
}

export const DEMO_MEETINGS: DemoMeeting[] = [
  {
    id: meetingId(1),
    title: 'Interview: Machine learning engineer, perception',
    type: 'interview',
    day: 2,
    at: [10, 0],
    minutes: 60,
    timeZone: 'Europe/Berlin',
    organizer: ERIN,
    company: NORTHWIND,
    application: { id: applicationId(14), vacancy: vacancyId(3) },
    participants: [ERIN, HANA, PERCEPTION_CANDIDATE],
    link: 'https://meet.hireloop.test/perception-interview',
    notes: 'Second round: system design with the perception team. Bring a project you are proud of.',
  },
  {
    id: meetingId(2),
    title: 'Intro call: Machine learning engineer, perception',
    type: 'intro',
    day: -6,
    at: [14, 0],
    minutes: 30,
    timeZone: 'Europe/Berlin',
    organizer: ERIN,
    company: NORTHWIND,
    application: { id: applicationId(14), vacancy: vacancyId(3) },
    participants: [ERIN, HANA, PERCEPTION_CANDIDATE],
    link: 'https://meet.hireloop.test/perception-intro',
    notes: null,
  },
  {
    id: meetingId(3),
    title: 'Intro call: Senior frontend engineer, operator console',
    type: 'intro',
    day: -2,
    at: [9, 30],
    minutes: 30,
    timeZone: 'Europe/Berlin',
    organizer: HANA,
    company: NORTHWIND,
    application: { id: applicationId(10), vacancy: vacancyId(2) },
    participants: [ERIN, HANA, CONSOLE_CANDIDATE],
    link: 'https://meet.hireloop.test/console-intro',
    notes: 'Went well: an interview is requested.',
  },
  {
    // Overlaps meeting 1 (Erin and Hana are in both).
    id: meetingId(4),
    title: 'Intro call: Senior backend engineer, fleet platform',
    type: 'intro',
    day: 2,
    at: [10, 30],
    minutes: 30,
    timeZone: 'Europe/Berlin',
    organizer: ERIN,
    company: NORTHWIND,
    application: { id: applicationId(6), vacancy: vacancyId(1) },
    participants: [ERIN, HANA, TARA],
    link: 'https://meet.hireloop.test/fleet-intro',
    notes: 'A first call about the team and the stack.',
  },
  {
    id: meetingId(5),
    title: 'Onboarding: your Hireloop profile',
    type: 'onboarding',
    day: 1,
    at: [16, 0],
    minutes: 30,
    timeZone: 'Europe/London',
    organizer: RITA,
    company: null,
    participants: [RITA, TARA],
    link: 'https://meet.hireloop.test/tara-onboarding',
    notes: 'We go through your resume and what you are looking for.',
  },
]

/** The instant of a local time of day, `day` days from `at`, in `timeZone` (daylight saving included). */
function localInstant(at: Date, day: number, [hours, minutes]: [number, number], timeZone: string): Date {
  const date = new TZDate(at.getTime() + day * DAY, timeZone)
  const local = new TZDate(date.getFullYear(), date.getMonth(), date.getDate(), hours, minutes, 0, 0, timeZone)
  return new Date(local.getTime())
}

/** Idempotent: a meeting that exists (by id) is left as it is; one whose application is gone is not added. */
export async function seedMeetings(trx: Trx, at: Date): Promise<void> {
  const applicationIds = DEMO_MEETINGS.flatMap((demo) => (demo.application ? [demo.application.id] : []))
  const applications = await trx.selectFrom('applications').select('id').where('id', 'in', applicationIds).execute()
  const existing = new Set(applications.map((row) => row.id))
  const possible = DEMO_MEETINGS.filter((demo) => !demo.application || existing.has(demo.application.id))
  if (possible.length === 0) return
  const created = new Date(at.getTime() - 7 * DAY)
  const inserted = await trx
    .insertInto('meetings')
    .values(
      possible.map((demo) => {
        const startsAt = localInstant(at, demo.day, demo.at, demo.timeZone)
        return {
          id: demo.id,
          title: demo.title,
          type: demo.type,
          starts_at: startsAt,
          ends_at: new Date(startsAt.getTime() + demo.minutes * 60_000),
          time_zone: demo.timeZone,
          link: demo.link,
          notes: demo.notes,
          application_id: demo.application?.id ?? null,
          vacancy_id: demo.application?.vacancy ?? null,
          organizer_id: demo.organizer,
          organizer_company_id: demo.company,
          created_at: created,
          updated_at: created,
        }
      }),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute()
  const fresh = new Set(inserted.map((row) => row.id))
  const participants = possible
    .filter((demo) => fresh.has(demo.id))
    .flatMap((demo) => demo.participants.map((user_id) => ({ meeting_id: demo.id, user_id })))
  if (participants.length > 0) await trx.insertInto('meeting_participants').values(participants).execute()
}
