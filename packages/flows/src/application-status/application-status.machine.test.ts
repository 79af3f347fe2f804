import { describe, expect, it } from 'vitest'
import { harness } from '../testing/index.ts'
import { itWalksEveryState } from '../testing/model-test.ts'
import { applicationStatusInput, applicationStatusModel } from './application-status.fixtures.ts'
import { applicationStatusMachine, type ApplicationStatusInput } from './application-status.machine.ts'
import { applicationStatuses, closedStatuses, statusTransitions } from './application-status.rules.ts'

const start = (input: ApplicationStatusInput = applicationStatusInput) =>
  harness(applicationStatusMachine, ['updateStatus'], input)

describe('applicationStatusMachine', () => {
  it.each(applicationStatuses.filter((s) => !(closedStatuses as readonly string[]).includes(s)))(
    'starts in the state of its input status: %s',
    (status) => {
      expect(start({ applicationId: 'ap-1', status }).state()).toBe(`${status}.idle`)
    },
  )

  it('a closed status is final', () => {
    const m = start({ applicationId: 'ap-1', status: 'rejected' })
    expect(m.state()).toBe('rejected')
    expect(m.snapshot().status).toBe('done')
  })

  it('a hired application starts hired and does not move', () => {
    const m = start({ applicationId: 'ap-1', status: 'offer_accepted', hired: true })
    expect(m.state()).toBe('offer_accepted.hired')
    expect(m.can({ type: 'CHANGE_STATUS', to: 'rejected', by: 'recruiter' })).toBe(false)
  })

  it('an allowed move saves, then enters the new status with its message', async () => {
    const m = start({ applicationId: 'ap-1', status: 'talent_interested' })
    await m.send({ type: 'CHANGE_STATUS', to: 'employer_accepted', by: 'employer' })
    expect(m.state()).toBe('talent_interested.saving')
    expect(m.snapshot().hasTag('busy')).toBe(true)
    expect(m.controls.pending()).toEqual([
      { name: 'updateStatus', input: { applicationId: 'ap-1', status: 'employer_accepted' } },
    ])
    // A second click while saving is ignored.
    expect(m.can({ type: 'CHANGE_STATUS', to: 'employer_rejected', by: 'employer' })).toBe(false)
    await m.resolve('updateStatus')
    expect(m.state()).toBe('employer_accepted.idle')
    expect(m.context()).toMatchObject({ status: 'employer_accepted', message: 'You’re successfully matched!' })
  })

  it('a move the table does not allow is not taken (and no request is made)', async () => {
    const m = start({ applicationId: 'ap-1', status: 'offer_made' })
    expect(m.can({ type: 'CHANGE_STATUS', to: 'offer_accepted', by: 'employer' })).toBe(false)
    await m.send({ type: 'CHANGE_STATUS', to: 'offer_accepted', by: 'employer' })
    expect(m.state()).toBe('offer_made.idle')
    expect(m.called()).toEqual([])
  })

  it('a refused move stays, with the message and HTTP status', async () => {
    const m = start({ applicationId: 'ap-1', status: 'waiting' })
    await m.send({ type: 'CHANGE_STATUS', to: 'offer_made', by: 'recruiter' })
    await m.reject('updateStatus', { status: 409, message: 'The application has moved on.' })
    expect(m.state()).toBe('waiting.idle')
    expect(m.context()).toMatchObject({ error: 'The application has moved on.', errorStatus: 409, requested: null })
  })

  it('HIRE_CONFIRMED on an accepted offer: hired, "Hire was confirmed"', async () => {
    const m = start({ applicationId: 'ap-1', status: 'offer_accepted' })
    await m.send({ type: 'HIRE_CONFIRMED' })
    expect(m.state()).toBe('offer_accepted.hired')
    expect(m.context()).toMatchObject({ hired: true, message: 'Hire was confirmed' })
  })

  it.each(statusTransitions.map((t) => [t.from, t.to, t.by[0]!] as const))(
    'takes every row of the table: %s -> %s',
    async (from, to, by) => {
      const m = start({ applicationId: 'ap-1', status: from })
      await m.send({ type: 'CHANGE_STATUS', to, by })
      await m.resolve('updateStatus')
      expect(m.context().status).toBe(to)
    },
  )
})

describe('applicationStatusMachine: model (every reachable state by its shortest path)', () => {
  const open = (s: string) => [`${s}.idle`, `${s}.saving`]
  const fromMatched = applicationStatuses
    .filter((s) => s !== 'applied')
    .flatMap((s) => ((closedStatuses as readonly string[]).includes(s) ? [s] : open(s)))

  describe('from matched', () => {
    itWalksEveryState(applicationStatusMachine, applicationStatusModel, {
      actors: ['updateStatus'],
      input: () => applicationStatusInput,
      expected: [...fromMatched, 'offer_accepted.hired'],
    })
  })

  describe('from applied', () => {
    itWalksEveryState(applicationStatusMachine, applicationStatusModel, {
      actors: ['updateStatus'],
      input: () => ({ applicationId: 'ap-2', status: 'applied' }),
      expected: [
        ...open('applied'),
        ...fromMatched.filter((s) => !/^(matched|talent_interested|employer_interested|talent_accepted)\./.test(s)),
        'offer_accepted.hired',
      ],
    })
  })
})
