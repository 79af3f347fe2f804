import { describe, expect, it } from 'vitest'
import { harness } from '../testing/index.ts'
import { itWalksEveryState } from '../testing/model-test.ts'
import { MEETING_ACTORS, meetingInput, meetingModel, meetingSlots } from './meeting.fixtures.ts'
import { meetingMachine, meetingTypes, type MeetingInput } from './meeting.machine.ts'

const start = (input: MeetingInput = meetingInput) => harness(meetingMachine, MEETING_ACTORS, input)
const scheduled = {
  id: 'm-5',
  status: 'scheduled' as const,
  type: 'interview' as const,
  startsAt: '2026-03-10T09:00:00Z',
}

describe('meetingMachine (spec 7, 8, 9)', () => {
  it('offers the spec 9 types', () => {
    expect(meetingTypes).toEqual(['onboarding', 'intro', 'interview'])
  })

  it('propose slots: POST /meeting as proposed, "Meeting created"; the other side picks one: "Meeting updated"', async () => {
    const m = start()
    expect(m.state()).toBe('new.editing')
    await m.send({ type: 'PROPOSE', meetingType: 'intro', slots: meetingSlots })
    expect(m.controls.pending()).toEqual([
      {
        name: 'createMeeting',
        input: {
          id: null,
          about: { applicationId: 'ap-1' },
          status: 'proposed',
          type: 'intro',
          startsAt: null,
          slots: meetingSlots,
        },
      },
    ])
    await m.resolve('createMeeting', { id: 'm-1' })
    expect(m.state()).toBe('proposed.idle')
    expect(m.context().message).toBe('Meeting created')
    expect(m.can({ type: 'SCHEDULE', startsAt: '2030-01-01T00:00:00Z' })).toBe(false)
    await m.send({ type: 'SCHEDULE', startsAt: meetingSlots[1]! })
    expect(m.controls.pending()[0]).toMatchObject({
      name: 'updateMeeting',
      input: { id: 'm-1', status: 'scheduled', type: 'intro', startsAt: meetingSlots[1] },
    })
    await m.resolve('updateMeeting')
    expect(m.state()).toBe('scheduled.idle')
    expect(m.context()).toMatchObject({
      message: 'Meeting updated',
      meeting: { id: 'm-1', status: 'scheduled', startsAt: meetingSlots[1] },
    })
  })

  it('schedule at once needs a type and a time', async () => {
    const m = start()
    expect(m.can({ type: 'SCHEDULE', startsAt: meetingSlots[0]! })).toBe(false)
    expect(m.can({ type: 'PROPOSE', meetingType: 'intro', slots: [] })).toBe(false)
    expect(m.can({ type: 'PROPOSE', meetingType: 'lunch' as never, slots: meetingSlots })).toBe(false)
    await m.send({ type: 'SCHEDULE', startsAt: meetingSlots[0]!, meetingType: 'onboarding' })
    await m.resolve('createMeeting', { id: 'm-2' })
    expect(m.state()).toBe('scheduled.idle')
    expect(m.context()).toMatchObject({ meeting: { id: 'm-2', type: 'onboarding' }, message: 'Meeting created' })
  })

  it('update a scheduled meeting (only a real change), then cancel: "Meeting canceled"', async () => {
    const m = start({ meeting: scheduled })
    expect(m.state()).toBe('scheduled.idle')
    expect(m.can({ type: 'UPDATE', startsAt: scheduled.startsAt })).toBe(false)
    await m.send({ type: 'UPDATE', meetingType: 'intro' })
    await m.resolve('updateMeeting')
    expect(m.context()).toMatchObject({
      meeting: { type: 'intro', startsAt: scheduled.startsAt },
      message: 'Meeting updated',
    })
    await m.send({ type: 'CANCEL' })
    expect(m.controls.pending()).toEqual([{ name: 'cancelMeeting', input: { id: 'm-5' } }])
    await m.resolve('cancelMeeting')
    expect(m.state()).toBe('canceled')
    expect(m.snapshot().status).toBe('done')
    expect(m.context()).toMatchObject({ meeting: { status: 'canceled' }, message: 'Meeting canceled' })
  })

  it('a refused request stays with the message and status', async () => {
    const m = start({ meeting: scheduled })
    await m.send({ type: 'UPDATE', startsAt: '2026-04-01T09:00:00Z' })
    await m.reject('updateMeeting', { status: 409, message: 'The slot is taken.' })
    expect(m.state()).toBe('scheduled.idle')
    expect(m.context()).toMatchObject({ error: 'The slot is taken.', status: 409, meeting: scheduled })
  })
})

describe('meetingMachine: model (every reachable state by its shortest path)', () => {
  itWalksEveryState(meetingMachine, meetingModel, {
    actors: MEETING_ACTORS,
    input: () => meetingInput,
    expected: [
      'new.editing',
      'new.creating',
      'proposed.idle',
      'proposed.scheduling',
      'proposed.canceling',
      'scheduled.idle',
      'scheduled.updating',
      'scheduled.canceling',
      'canceled',
    ],
  })
})
