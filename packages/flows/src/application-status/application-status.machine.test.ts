import { describe, expect, it } from 'vitest'
import { harness } from '../testing/index.ts'
import { itDeclaresItsEffects, itWalksEveryState, type StateMeaning } from '../testing/model-test.ts'
import { applicationStatusInput, applicationStatusModel } from './application-status.fixtures.ts'
import { applicationStatusMachine, type ApplicationStatusInput } from './application-status.machine.ts'
import { applicationStatuses, closedStatuses, statusTransitions } from './application-status.rules.ts'

const start = (input: ApplicationStatusInput = applicationStatusInput) =>
  harness(applicationStatusMachine, ['updateStatus'], input)

describe('applicationStatusMachine: effects (ADR 0040)', () => {
  itDeclaresItsEffects(applicationStatusMachine, {
    name: 'applicationStatusMachine',
    id: 'application',
    effects: ['updateStatus'],
  })
})

describe('applicationStatusMachine', () => {
  it.each(applicationStatuses.filter((s) => !(closedStatuses as readonly string[]).includes(s)))(
    'starts in the state of its input status: %s',
    (status) => {
      const m = start({ applicationId: 'ap-1', status })
      expect(m.state()).toBe(`${status}.idle`)
      expect(m.snapshot().hasTag('busy')).toBe(false)
      expect(m.context()).toEqual({
        applicationId: 'ap-1',
        status,
        hired: false,
        requested: null,
        message: null,
        error: null,
        errorStatus: null,
      })
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

  it.each(statusTransitions.flatMap((t) => t.by.map((by) => [t.from, t.to, by, t.effect] as const)))(
    'takes every row of the table: %s -> %s by %s, with its message',
    async (from, to, by, effect) => {
      const m = start({ applicationId: 'ap-1', status: from })
      await m.send({ type: 'CHANGE_STATUS', to, by })
      expect(m.state()).toBe(`${from}.saving`)
      expect(m.context().requested).toEqual({ to, by })
      expect(m.controls.pending()).toEqual([{ name: 'updateStatus', input: { applicationId: 'ap-1', status: to } }])
      await m.resolve('updateStatus')
      expect(m.state()).toBe((closedStatuses as readonly string[]).includes(to) ? to : `${to}.idle`)
      expect(m.context()).toMatchObject({
        status: to,
        requested: null,
        message: effect === 'matched' ? 'You’re successfully matched!' : 'Status updated',
      })
    },
  )

  it('a role may not make the moves of another: the table decides', () => {
    for (const t of statusTransitions) {
      for (const by of ['talent', 'employer', 'recruiter'] as const) {
        const m = start({ applicationId: 'ap-1', status: t.from })
        expect(m.can({ type: 'CHANGE_STATUS', to: t.to, by }), `${t.from} -> ${t.to} by ${by}`).toBe(t.by.includes(by))
      }
    }
  })

  it('the next move clears the last failure', async () => {
    const m = start({ applicationId: 'ap-1', status: 'waiting' })
    await m.send({ type: 'CHANGE_STATUS', to: 'offer_made', by: 'employer' })
    await m.reject('updateStatus', new Error())
    expect(m.context()).toMatchObject({ error: 'Technical problem', errorStatus: null })
    await m.send({ type: 'CHANGE_STATUS', to: 'offer_made', by: 'employer' })
    expect(m.context()).toMatchObject({ error: null, errorStatus: null, message: null })
  })

  it('the diagram of each status offers the moves of the table, no other', () => {
    for (const status of applicationStatuses.filter((s) => !(closedStatuses as readonly string[]).includes(s))) {
      const saving = applicationStatusMachine.getStateNodeById(`application.${status}.saving`)
      const targets = saving.transitions.get('xstate.done.actor.updateStatus')!.map((t) => t.target![0]!.key)
      expect(targets, status).toEqual(statusTransitions.filter((t) => t.from === status).map((t) => t.to))
    }
  })

  it('HIRE_CONFIRMED means nothing before the offer is accepted', () => {
    expect(start({ applicationId: 'ap-1', status: 'offer_made' }).can({ type: 'HIRE_CONFIRMED' })).toBe(false)
    expect(start({ applicationId: 'ap-1', status: 'waiting', hired: true }).state()).toBe('waiting.idle')
  })
})

describe('applicationStatusMachine: model (every reachable state by its shortest path)', () => {
  const isClosed = (s: string) => (closedStatuses as readonly string[]).includes(s)
  /** What each status state means: its status in the context; saving runs the request with the move asked. */
  const meanings = (statuses: readonly string[]) => {
    const states: Record<string, StateMeaning> = {}
    for (const s of statuses) {
      if (isClosed(s)) {
        states[s] = { done: true, context: { status: s, requested: null, message: 'Status updated' } }
        continue
      }
      states[`${s}.idle`] = { context: { status: s, requested: null, error: null } }
      states[`${s}.saving`] = {
        tags: ['busy'],
        running: [{ name: 'updateStatus', input: { applicationId: expect.any(String), status: expect.any(String) } }],
        context: { status: s, requested: expect.objectContaining({ to: expect.any(String) }), message: null },
      }
    }
    return states
  }
  const hired = { context: { status: 'offer_accepted', hired: true, message: 'Hire was confirmed' } }
  const fromMatched = applicationStatuses.filter((s) => s !== 'applied')

  describe('from matched', () => {
    itWalksEveryState(applicationStatusMachine, applicationStatusModel, {
      actors: ['updateStatus'],
      input: () => applicationStatusInput,
      states: {
        ...meanings(fromMatched),
        'matched.idle': { context: { status: 'matched', message: null, error: null } },
        'offer_accepted.hired': hired,
      },
    })
  })

  describe('from applied', () => {
    itWalksEveryState(applicationStatusMachine, applicationStatusModel, {
      actors: ['updateStatus'],
      input: () => ({ applicationId: 'ap-2', status: 'applied' }),
      states: {
        ...meanings([
          'applied',
          ...fromMatched.filter(
            (s) => !['matched', 'talent_interested', 'employer_interested', 'talent_accepted'].includes(s),
          ),
        ]),
        'applied.idle': { context: { status: 'applied', message: null, error: null } },
        'offer_accepted.hired': hired,
      },
    })
  })
})
