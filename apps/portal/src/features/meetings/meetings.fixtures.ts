import type { Schema } from '@hireloop/api'
import type { MeetingViewer } from '../../lib/meetings/meeting-access.ts'
import type { MeetingCandidate } from '../../lib/meetings/meeting-form-dialog.tsx'

type Meeting = Schema<'Meeting'>
type Participant = Schema<'Participant'>

/** Stories' "now": Wednesday 4 March 2026, 09:00 in Berlin. */
export const STORY_NOW = new Date('2026-03-04T08:00:00Z')
export const STORY_ZONE = 'Europe/Berlin'

const person = (userId: string, userType: Participant['userType'], fullName: string): Participant => ({
  userId,
  userType,
  fullName,
  imageUrl: null,
})
export const erin = person('u-emp', 'employer', 'Erin Employer')
export const eli = person('u-eli', 'employer', 'Eli Hiring')
export const tariq = person('u-tal', 'talent', 'Tariq Talent')
export const ada = person('u-ada', 'talent', 'Ada Lovelace')
export const rita = person('u-rec', 'recruiter', 'Rita Recruiter')

export const viewers = {
  employer: { id: 'u-emp', userType: 'employer', isAdmin: false, recruiterLevel: null },
  talent: { id: 'u-tal', userType: 'talent', isAdmin: false, recruiterLevel: null },
  recruiter: { id: 'u-rec', userType: 'recruiter', isAdmin: false, recruiterLevel: 'senior_recruiter' },
  sourcer: { id: 'u-src', userType: 'recruiter', isAdmin: false, recruiterLevel: 'sourcer' },
} satisfies Record<string, MeetingViewer>

export function meetingOf(over: Partial<Meeting> = {}): Meeting {
  return {
    id: 'm-1',
    title: 'Interview: Senior Backend Engineer',
    type: 'interview',
    status: 'scheduled',
    startsAt: '2026-03-05T09:00:00Z',
    durationMinutes: 60,
    timeZone: STORY_ZONE,
    overlaps: false,
    participants: [erin, tariq],
    link: 'https://meet.hireloop.test/abc-defg-hij',
    applicationId: 'a-1',
    vacancyId: 'v-1',
    notes: null,
    createdAt: '2026-03-02T09:15:00Z',
    updatedAt: '2026-03-02T09:15:00Z',
    ...over,
  }
}

/** Thursday: an interview and an intro of Erin's that overlap; Friday: a recruiter's onboarding, set in New York. */
export const upcomingMeetings: Meeting[] = [
  meetingOf({ overlaps: true, notes: 'System design round: bring one project you are proud of.' }),
  meetingOf({
    id: 'm-2',
    title: 'Intro call: Platform Engineer',
    type: 'intro',
    startsAt: '2026-03-05T09:30:00Z',
    durationMinutes: 30,
    overlaps: true,
    participants: [erin, ada],
    applicationId: 'a-2',
    vacancyId: 'v-2',
    link: null,
  }),
  meetingOf({
    id: 'm-3',
    title: 'Onboarding: Northwind Labs',
    type: 'onboarding',
    startsAt: '2026-03-06T14:00:00Z',
    durationMinutes: 45,
    timeZone: 'America/New_York',
    participants: [rita, erin, eli],
    applicationId: null,
    vacancyId: null,
  }),
  meetingOf({
    id: 'm-4',
    title: 'Interview: Data Engineer',
    startsAt: '2026-03-11T13:00:00Z',
    durationMinutes: 45,
    participants: [eli, ada, erin],
    applicationId: 'a-3',
    vacancyId: 'v-3',
  }),
]

export const pastMeetings: Meeting[] = [
  meetingOf({
    id: 'p-1',
    title: 'Intro call: Senior Backend Engineer',
    type: 'intro',
    startsAt: '2026-02-26T10:00:00Z',
    durationMinutes: 30,
    notes: 'Tariq asked about remote days.',
  }),
]

export const candidates: MeetingCandidate[] = [
  { id: 'u-ada', name: 'Ada Lovelace', role: 'Talent' },
  { id: 'u-eli', name: 'Eli Hiring', role: 'Colleague' },
  { id: 'u-tal', name: 'Tariq Talent', role: 'Talent' },
]
