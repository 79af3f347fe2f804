import { describe, expect, it } from 'vitest'
import { harness } from '../testing/index.ts'
import { itDeclaresItsEffects, itWalksEveryState } from '../testing/model-test.ts'
import { MEETING_ACTORS, meetingInput, meetingModel, meetingSlots } from './meeting.fixtures.ts'
import { meetingMachine, meetingTypes, type MeetingInput, type MeetingRecord } from './meeting.machine.ts'

const start = (input: MeetingInput = meetingInput) => harness(meetingMachine, MEETING_ACTORS, input)
const about = { applicationId: 'ap-1' }
const scheduled: MeetingRecord = {
  id: 'm-5',
  status: 'scheduled',
  type: 'interview',
  startsAt: '2026-03-10T09:00:00Z',
  slots: [],
}
const proposed: MeetingRecord = { id: 'm-6', status: 'proposed', type: 'intro', startsAt: null, slots: meetingSlots }
const taken = { status: 409, message: 'The slot is taken.' }
const noFeedback = { message: null, error: null, status: null }
const busy = (m: ReturnType<typeof start>) => m.snapshot().hasTag('busy')

describe('meetingMachine: effects (ADR 0040)', () => {
  itDeclaresItsEffects(meetingMachine, { name: 'meetingMachine', id: 'meeting', effects: MEETING_ACTORS })
})

describe('meetingMachine (docs/product.md §7, §8, §9)', () => {
  it('offers the docs/product.md §9 types', () => {
    expect(meetingTypes).toEqual(['onboarding', 'intro', 'interview'])
  })

  it.each([
    [null, 'new'],
    [proposed, 'proposed'],
    [scheduled, 'scheduled'],
    [{ ...scheduled, status: 'canceled' as const }, 'canceled'],
  ])('starts from the meeting it is given: %j', (meeting, state) => {
    const m = start({ meeting, about })
    expect(m.state()).toBe(state)
    expect(m.context()).toEqual({ meeting, about, draft: null, ...noFeedback })
  })

  it('a new meeting is about nothing until told', () => {
    expect(start({}).context()).toMatchObject({ meeting: null, about: {} })
  })

  it('propose slots: POST /meeting as proposed, "Meeting created"; the other side picks one: "Meeting updated"', async () => {
    const m = start()
    await m.send({ type: 'PROPOSE', meetingType: 'intro', slots: meetingSlots })
    expect(m.state()).toBe('creating')
    expect(busy(m)).toBe(true)
    expect(m.controls.pending()).toEqual([
      {
        name: 'createMeeting',
        input: { id: null, about, status: 'proposed', type: 'intro', startsAt: null, slots: meetingSlots },
      },
    ])
    await m.resolve('createMeeting', { id: 'm-1' })
    expect(m.state()).toBe('proposed')
    expect(busy(m)).toBe(false)
    expect(m.context()).toMatchObject({
      meeting: { id: 'm-1', status: 'proposed', type: 'intro', startsAt: null, slots: meetingSlots },
      draft: null,
      message: 'Meeting created',
    })
    expect(m.can({ type: 'SCHEDULE', startsAt: '2030-01-01T00:00:00Z' })).toBe(false)
    await m.send({ type: 'SCHEDULE', startsAt: meetingSlots[1]! })
    expect(m.state()).toBe('updating')
    expect(busy(m)).toBe(true)
    expect(m.context().message).toBeNull()
    expect(m.controls.pending()).toEqual([
      {
        name: 'updateMeeting',
        input: { id: 'm-1', about, status: 'scheduled', type: 'intro', startsAt: meetingSlots[1], slots: [] },
      },
    ])
    await m.resolve('updateMeeting')
    expect(m.state()).toBe('scheduled')
    expect(m.context()).toMatchObject({
      meeting: { id: 'm-1', status: 'scheduled', type: 'intro', startsAt: meetingSlots[1] },
      draft: null,
      message: 'Meeting updated',
    })
  })

  it('a proposal without slots accepts any time', () => {
    const m = start({ meeting: { ...proposed, slots: [] } })
    expect(m.can({ type: 'SCHEDULE', startsAt: '2030-01-01T00:00:00Z' })).toBe(true)
    expect(start({ meeting: { ...proposed, slots: undefined } }).can({ type: 'SCHEDULE', startsAt: 'x' })).toBe(true)
  })

  it('schedule at once needs a type and a time: POST /meeting as scheduled, "Meeting created"', async () => {
    const m = start()
    expect(m.can({ type: 'SCHEDULE', startsAt: meetingSlots[0]! })).toBe(false)
    expect(m.can({ type: 'SCHEDULE', startsAt: '', meetingType: 'intro' })).toBe(false)
    expect(m.can({ type: 'SCHEDULE', startsAt: meetingSlots[0]!, meetingType: 'lunch' as never })).toBe(false)
    expect(m.can({ type: 'PROPOSE', meetingType: 'intro', slots: [] })).toBe(false)
    expect(m.can({ type: 'PROPOSE', meetingType: 'lunch' as never, slots: meetingSlots })).toBe(false)
    expect(m.can({ type: 'UPDATE', startsAt: meetingSlots[0]! })).toBe(false)
    expect(m.can({ type: 'CANCEL' })).toBe(false)
    await m.send({ type: 'SCHEDULE', startsAt: meetingSlots[0]!, meetingType: 'onboarding' })
    expect(m.controls.pending()).toEqual([
      {
        name: 'createMeeting',
        input: { id: null, about, status: 'scheduled', type: 'onboarding', startsAt: meetingSlots[0], slots: [] },
      },
    ])
    await m.resolve('createMeeting', { id: 'm-2' })
    expect(m.state()).toBe('scheduled')
    expect(m.context()).toMatchObject({
      meeting: { id: 'm-2', status: 'scheduled', type: 'onboarding', startsAt: meetingSlots[0] },
      message: 'Meeting created',
    })
  })

  it('update a scheduled meeting (only a real change): PUT with the change, "Meeting updated"', async () => {
    const m = start({ meeting: scheduled, about })
    expect(m.can({ type: 'UPDATE' })).toBe(false)
    expect(m.can({ type: 'UPDATE', startsAt: scheduled.startsAt! })).toBe(false)
    expect(m.can({ type: 'UPDATE', meetingType: 'interview' })).toBe(false)
    expect(m.can({ type: 'UPDATE', meetingType: 'lunch' as never, startsAt: '2026-04-01T09:00:00Z' })).toBe(false)
    expect(m.can({ type: 'UPDATE', startsAt: '2026-04-01T09:00:00Z' })).toBe(true)
    expect(m.can({ type: 'SCHEDULE', startsAt: '2026-04-01T09:00:00Z', meetingType: 'intro' })).toBe(false)
    await m.send({ type: 'UPDATE', meetingType: 'intro' })
    expect(m.state()).toBe('updating')
    expect(m.controls.pending()).toEqual([
      {
        name: 'updateMeeting',
        input: { id: 'm-5', about, status: 'scheduled', type: 'intro', startsAt: scheduled.startsAt, slots: [] },
      },
    ])
    await m.resolve('updateMeeting')
    expect(m.state()).toBe('scheduled')
    expect(m.context()).toMatchObject({
      meeting: { id: 'm-5', status: 'scheduled', type: 'intro', startsAt: scheduled.startsAt },
      message: 'Meeting updated',
    })
    await m.send({ type: 'UPDATE', startsAt: '2026-04-01T09:00:00Z' })
    expect(m.controls.pending()[0]?.input).toMatchObject({ type: 'intro', startsAt: '2026-04-01T09:00:00Z' })
  })

  it('details (title, participants, link…) go with the save and stay for the next one; an edit of details alone is a change', async () => {
    const m = start()
    const details = { title: 'Interview: Backend', durationMinutes: 45, participantIds: ['u-2'] }
    await m.send({ type: 'SCHEDULE', startsAt: meetingSlots[0]!, meetingType: 'interview', details })
    expect(m.controls.pending()[0]?.input).toEqual({
      id: null,
      about: { ...about, ...details },
      status: 'scheduled',
      type: 'interview',
      startsAt: meetingSlots[0],
      slots: [],
    })
    await m.resolve('createMeeting', { id: 'm-3' })
    expect(m.context().meeting).toEqual({
      id: 'm-3',
      status: 'scheduled',
      type: 'interview',
      startsAt: meetingSlots[0],
      slots: [],
    })
    await m.send({ type: 'UPDATE', details: { notes: 'Bring a laptop.' } })
    expect(m.controls.pending()[0]?.input).toMatchObject({
      id: 'm-3',
      about: { ...about, ...details, notes: 'Bring a laptop.' },
      startsAt: meetingSlots[0],
    })
    await m.reject('updateMeeting', taken)
    // A refused edit is not kept: the next save sends what was saved last.
    expect(m.context().about).toEqual({ ...about, ...details })
  })

  it.each([
    ['scheduled', scheduled],
    ['proposed', proposed],
  ])('cancel a %s meeting: DELETE /meeting/{id}, then done, "Meeting canceled"', async (_, meeting) => {
    const m = start({ meeting, about })
    await m.send({ type: 'CANCEL' })
    expect(m.state()).toBe('canceling')
    expect(busy(m)).toBe(true)
    expect(m.controls.pending()).toEqual([{ name: 'cancelMeeting', input: { id: meeting.id } }])
    await m.resolve('cancelMeeting')
    expect(m.state()).toBe('canceled')
    expect(m.snapshot().status).toBe('done')
    expect(m.context()).toMatchObject({ meeting: { ...meeting, status: 'canceled' }, message: 'Meeting canceled' })
  })

  it.each([
    ['scheduled', scheduled, { type: 'UPDATE', startsAt: '2026-04-01T09:00:00Z' }, 'updateMeeting'],
    ['scheduled', scheduled, { type: 'CANCEL' }, 'cancelMeeting'],
    ['proposed', proposed, { type: 'SCHEDULE', startsAt: meetingSlots[0]! }, 'updateMeeting'],
    ['proposed', proposed, { type: 'CANCEL' }, 'cancelMeeting'],
    ['new', null, { type: 'PROPOSE', meetingType: 'intro', slots: meetingSlots }, 'createMeeting'],
  ] as const)(
    'a refused request from %s returns there with the message and status',
    async (state, meeting, event, effect) => {
      const m = start({ meeting, about })
      await m.send(event)
      await m.reject(effect, taken)
      expect(m.state()).toBe(state)
      expect(busy(m)).toBe(false)
      expect(m.context()).toMatchObject({
        meeting,
        draft: null,
        message: null,
        error: 'The slot is taken.',
        status: 409,
      })
    },
  )

  it('the next request clears the last failure', async () => {
    const m = start({ meeting: scheduled })
    await m.send({ type: 'CANCEL' })
    await m.reject('cancelMeeting', new TypeError('Failed to fetch'))
    expect(m.context()).toMatchObject({ error: 'Failed to fetch', status: null })
    await m.send({ type: 'CANCEL' })
    expect(m.context()).toMatchObject(noFeedback)
    await m.reject('cancelMeeting', taken)
    await m.send({ type: 'UPDATE', startsAt: '2026-04-01T09:00:00Z' })
    expect(m.context()).toMatchObject(noFeedback)
  })
})

describe('meetingMachine: model (every reachable state by its shortest path)', () => {
  const first = meetingSlots[0]!
  const proposal = { id: 'm-1', status: 'proposed', type: 'intro', startsAt: null, slots: meetingSlots }
  itWalksEveryState(meetingMachine, meetingModel, {
    actors: MEETING_ACTORS,
    input: () => meetingInput,
    states: {
      new: { context: { meeting: null, about, draft: null, ...noFeedback } },
      creating: {
        tags: ['busy'],
        running: [
          {
            name: 'createMeeting',
            input: { id: null, about, status: 'proposed', type: 'intro', startsAt: null, slots: meetingSlots },
          },
        ],
        context: noFeedback,
      },
      proposed: { context: { meeting: proposal, draft: null, message: 'Meeting created', error: null } },
      scheduled: {
        context: {
          meeting: { id: 'm-1', status: 'scheduled', type: 'interview', startsAt: first, slots: [] },
          draft: null,
          message: 'Meeting created',
          error: null,
        },
      },
      updating: {
        tags: ['busy'],
        running: [
          {
            name: 'updateMeeting',
            input: { id: 'm-1', about, status: 'scheduled', type: 'interview', startsAt: first, slots: [] },
          },
        ],
        context: { meeting: proposal, ...noFeedback },
      },
      canceling: { tags: ['busy'], running: [{ name: 'cancelMeeting', input: { id: 'm-1' } }], context: noFeedback },
      canceled: { done: true, context: { meeting: { ...proposal, status: 'canceled' }, message: 'Meeting canceled' } },
    },
  })
})
