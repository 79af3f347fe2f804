import type { Schema } from '@hireloop/api'
import { describe, expect, it } from 'vitest'
import { calendarFileName, meetingAboutOf, meetingBody } from './meeting-effects.ts'
import { meetingSaveOf, meetingValuesOf } from './meeting-form-values.ts'

const meeting: Schema<'Meeting'> = {
  id: 'm-1',
  title: 'Interview: Backend',
  type: 'interview',
  status: 'scheduled',
  startsAt: '2026-10-25T09:15:00Z',
  durationMinutes: 45,
  timeZone: 'Europe/Berlin',
  overlaps: false,
  participants: [
    { userId: 'u-emp', userType: 'employer', fullName: 'Erin', imageUrl: null },
    { userId: 'u-tal', userType: 'talent', fullName: 'Tariq', imageUrl: null },
  ],
  link: null,
  applicationId: 'a-1',
  vacancyId: 'v-1',
  notes: 'Bring a laptop.',
  createdAt: '2026-03-02T09:15:00Z',
  updatedAt: '2026-03-02T09:15:00Z',
}

describe('the schedule dialog’s values and the contract’s body', () => {
  it('reads an existing meeting on the viewer’s wall clock, without the organiser among those picked', () => {
    expect(meetingValuesOf(meeting, 'Europe/Berlin')).toEqual({
      title: 'Interview: Backend',
      type: 'interview',
      date: '2026-10-25',
      time: '10:15',
      durationMinutes: 45,
      participantIds: ['u-tal'],
      link: '',
      notes: 'Bring a laptop.',
    })
  })

  it('saves the start as the instant the viewer’s zone names, the zone with it, and empty text as none', () => {
    const save = meetingSaveOf(
      {
        title: 'Intro',
        type: 'intro',
        date: '2026-07-01',
        time: '09:00',
        durationMinutes: 30,
        participantIds: ['u-ada'],
        link: '',
        notes: '',
      },
      'America/New_York',
    )
    expect(save).toEqual({
      type: 'intro',
      startsAt: '2026-07-01T13:00:00.000Z',
      details: {
        title: 'Intro',
        durationMinutes: 30,
        timeZone: 'America/New_York',
        participantIds: ['u-ada'],
        link: null,
        notes: null,
      },
    })
  })

  it('sends a whole body on update, the application kept', () => {
    const about = meetingAboutOf(meeting)
    expect(
      meetingBody({ id: 'm-1', about, status: 'scheduled', type: 'intro', startsAt: meeting.startsAt, slots: [] }),
    ).toEqual({
      title: 'Interview: Backend',
      type: 'intro',
      startsAt: meeting.startsAt,
      durationMinutes: 45,
      timeZone: 'Europe/Berlin',
      participantIds: ['u-tal'],
      link: null,
      notes: 'Bring a laptop.',
      applicationId: 'a-1',
      vacancyId: 'v-1',
    })
  })

  it.each([
    ['Interview: Senior Backend Engineer', 'interview-senior-backend-engineer.ics'],
    ['Café / “Kick-off”', 'cafe-kick-off.ics'],
    ['***', 'meeting.ics'],
  ])('names the calendar file of “%s” %s', (title, name) => {
    expect(calendarFileName(title)).toBe(name)
  })
})
