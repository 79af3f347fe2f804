import type { Schema } from '@hireloop/api'
import { describe, expect, it } from 'vitest'
import { mayChange, maySchedule, type MeetingViewer } from './meeting-access.ts'

const person = (userId: string, userType: 'talent' | 'employer' | 'recruiter') => ({
  userId,
  userType,
  fullName: userId,
  imageUrl: null,
})
const meetingBy = (organizer: ReturnType<typeof person>, status: 'scheduled' | 'canceled' = 'scheduled') =>
  ({ status, participants: [organizer, person('u-tal', 'talent')] }) as unknown as Schema<'Meeting'>

const viewer = (over: Partial<MeetingViewer>): MeetingViewer => ({
  id: 'u-1',
  userType: 'employer',
  isAdmin: false,
  recruiterLevel: null,
  ...over,
})
const talent = viewer({ userType: 'talent' })
const employer = viewer({ userType: 'employer' })
const sourcer = viewer({ userType: 'recruiter', recruiterLevel: 'sourcer' })
const recruiter = viewer({ userType: 'recruiter', recruiterLevel: 'recruiter' })
const admin = viewer({ userType: 'recruiter', isAdmin: true, recruiterLevel: 'sourcer' })

describe('who schedules and changes meetings (ADR 0078, 0082)', () => {
  it.each([
    ['a talent', talent, false],
    ['an employer', employer, true],
    ['a Sourcer', sourcer, false],
    ['a Recruiter', recruiter, true],
    ['an admin', admin, true],
  ])('%s schedules: %s', (_, who, expected) => {
    expect(maySchedule(who)).toBe(expected)
  })

  it.each([
    ['the company of an employer-organised meeting', employer, meetingBy(person('u-emp', 'employer')), true],
    ['an employer invited to a recruiter’s meeting', employer, meetingBy(person('u-rec', 'recruiter')), false],
    ['a talent', talent, meetingBy(person('u-emp', 'employer')), false],
    ['a Sourcer', sourcer, meetingBy(person('u-emp', 'employer')), false],
    ['a Recruiter, any meeting', recruiter, meetingBy(person('u-emp', 'employer')), true],
    ['an admin', admin, meetingBy(person('u-rec', 'recruiter')), true],
    ['nobody, once canceled', admin, meetingBy(person('u-rec', 'recruiter'), 'canceled'), false],
  ])('%s changes it: %s', (_, who, meeting, expected) => {
    expect(mayChange(who, meeting)).toBe(expected)
  })
})
