import { describe, expect, it } from 'vitest'
import { MEETING_MESSAGES, meetingFormSchema, type MeetingFormValues } from './meeting.schema.ts'

const valid: MeetingFormValues = {
  title: '  Interview: Backend engineer ',
  type: 'interview',
  date: '2026-03-05',
  time: '10:30',
  durationMinutes: 45,
  participantIds: [],
  link: 'https://meet.example.org/abc',
  notes: '',
}

const messagesOf = (values: MeetingFormValues, requireParticipants = false) => {
  const result = meetingFormSchema({ requireParticipants }).safeParse(values)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('meetingFormSchema', () => {
  it('passes a complete meeting, trimmed', () => {
    expect(meetingFormSchema({ requireParticipants: false }).parse(valid)).toMatchObject({
      title: 'Interview: Backend engineer',
      link: 'https://meet.example.org/abc',
    })
  })

  it('says what is missing, field by field', () => {
    expect(
      messagesOf({ ...valid, title: ' ', type: '', date: '', time: '', durationMinutes: Number.NaN }, true),
    ).toEqual({
      title: 'Required',
      type: MEETING_MESSAGES.chooseType,
      date: MEETING_MESSAGES.chooseDate,
      time: MEETING_MESSAGES.chooseTime,
      durationMinutes: MEETING_MESSAGES.duration,
      participantIds: MEETING_MESSAGES.participants,
    })
  })

  it.each([
    ['http://meet.example.org/abc', MEETING_MESSAGES.httpsLink],
    ['javascript:alert(1)', MEETING_MESSAGES.httpsLink],
    ['meet.example.org', MEETING_MESSAGES.httpsLink],
    ['https://localhost', MEETING_MESSAGES.httpsLink],
  ])('refuses the link %s', (link, message) => {
    expect(messagesOf({ ...valid, link })).toEqual({ link: message })
  })

  it('takes no link at all', () => {
    expect(messagesOf({ ...valid, link: '' })).toEqual({})
  })

  it.each([4, 481, 30.5])('refuses a duration of %s minutes', (durationMinutes) => {
    expect(messagesOf({ ...valid, durationMinutes })).toEqual({ durationMinutes: MEETING_MESSAGES.duration })
  })

  it('caps invitees at the contract’s 20 participants, the organiser included', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `u-${i}`)
    expect(messagesOf({ ...valid, participantIds: ids(19) })).toEqual({})
    expect(messagesOf({ ...valid, participantIds: ids(20) })).toEqual({
      participantIds: MEETING_MESSAGES.tooManyParticipants,
    })
  })
})
