import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { adjacencyMapToArray, getAdjacencyMap } from 'xstate/graph'
import { pipelineGroupOf } from '../pipeline/pipeline.groups.ts'
import { harness } from '../testing/index.ts'
import { itDeclaresItsEffects, itWalksEveryState, type StateMeaning } from '../testing/model-test.ts'
import { applicationStatusInput, applicationStatusModel } from './application-status.fixtures.ts'
import {
  applicationStatusGroups,
  applicationStatusMachine,
  statusGroupOf,
  type ApplicationStatusInput,
} from './application-status.machine.ts'
import {
  applicationActors,
  applicationStatuses,
  closedStatuses,
  creationStatus,
  statusTransitions,
  transitionRefusal,
  type ApplicationStatus,
} from './application-status.rules.ts'

const start = (input: ApplicationStatusInput = applicationStatusInput) =>
  harness(applicationStatusMachine, ['updateStatus'], input)
const isClosed = (status: string) => (closedStatuses as readonly string[]).includes(status)
/** The state of a status inside its group: `interview.interview_scheduled`. */
const at = (status: ApplicationStatus) => `${statusGroupOf(status)}.${status}`

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
      expect(m.state()).toBe(`${at(status)}.idle`)
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

  it('a closed status is final inside the closed group: nothing moves out of it', () => {
    const m = start({ applicationId: 'ap-1', status: 'rejected' })
    expect(m.state()).toBe('closed.rejected')
    expect(m.snapshot().matches('closed')).toBe(true)
    for (const to of applicationStatuses) {
      for (const by of applicationActors) expect(m.can({ type: 'CHANGE_STATUS', to, by })).toBe(false)
    }
  })

  it('a hired application starts hired and does not move', () => {
    const m = start({ applicationId: 'ap-1', status: 'offer_accepted', hired: true })
    expect(m.state()).toBe('decision.offer_accepted.hired')
    expect(m.can({ type: 'CHANGE_STATUS', to: 'rejected', by: 'recruiter' })).toBe(false)
  })

  it('an allowed move saves, then enters the new status with its message', async () => {
    const m = start({ applicationId: 'ap-1', status: 'talent_interested' })
    await m.send({ type: 'CHANGE_STATUS', to: 'employer_accepted', by: 'employer' })
    expect(m.state()).toBe('interested.talent_interested.saving')
    expect(m.snapshot().hasTag('busy')).toBe(true)
    expect(m.controls.pending()).toEqual([
      { name: 'updateStatus', input: { applicationId: 'ap-1', status: 'employer_accepted' } },
    ])
    // A second click while saving is ignored.
    expect(m.can({ type: 'CHANGE_STATUS', to: 'employer_rejected', by: 'employer' })).toBe(false)
    await m.resolve('updateStatus')
    expect(m.state()).toBe('interested.employer_accepted.idle')
    expect(m.context()).toMatchObject({ status: 'employer_accepted', message: 'You’re successfully matched!' })
  })

  it('a move the table does not allow is not taken (and no request is made)', async () => {
    const m = start({ applicationId: 'ap-1', status: 'offer_made' })
    expect(m.can({ type: 'CHANGE_STATUS', to: 'offer_accepted', by: 'employer' })).toBe(false)
    await m.send({ type: 'CHANGE_STATUS', to: 'offer_accepted', by: 'employer' })
    expect(m.state()).toBe('decision.offer_made.idle')
    expect(m.called()).toEqual([])
  })

  it('a refused move stays, with the message and HTTP status', async () => {
    const m = start({ applicationId: 'ap-1', status: 'waiting' })
    await m.send({ type: 'CHANGE_STATUS', to: 'offer_made', by: 'recruiter' })
    await m.reject('updateStatus', { status: 409, message: 'The application has moved on.' })
    expect(m.state()).toBe('decision.waiting.idle')
    expect(m.context()).toMatchObject({ error: 'The application has moved on.', errorStatus: 409, requested: null })
  })

  it('HIRE_CONFIRMED on an accepted offer: hired, "Hire was confirmed"', async () => {
    const m = start({ applicationId: 'ap-1', status: 'offer_accepted' })
    await m.send({ type: 'HIRE_CONFIRMED' })
    expect(m.state()).toBe('decision.offer_accepted.hired')
    expect(m.context()).toMatchObject({ hired: true, message: 'Hire was confirmed' })
  })

  it.each(statusTransitions.flatMap((t) => t.by.map((by) => [t.from, t.to, by, t.effect] as const)))(
    'takes every row of the table: %s -> %s by %s, with its message',
    async (from, to, by, effect) => {
      const m = start({ applicationId: 'ap-1', status: from })
      await m.send({ type: 'CHANGE_STATUS', to, by })
      expect(m.state()).toBe(`${at(from)}.saving`)
      expect(m.context().requested).toEqual({ to, by })
      expect(m.controls.pending()).toEqual([{ name: 'updateStatus', input: { applicationId: 'ap-1', status: to } }])
      await m.resolve('updateStatus')
      expect(m.state()).toBe(isClosed(to) ? at(to) : `${at(to)}.idle`)
      expect(m.snapshot().matches(statusGroupOf(to))).toBe(true)
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
      const saving = applicationStatusMachine.getStateNodeById(`application.${at(status)}.saving`)
      const targets = saving.transitions.get('xstate.done.actor.updateStatus')!.map((t) => t.target![0]!.key)
      expect(targets, status).toEqual(statusTransitions.filter((t) => t.from === status).map((t) => t.to))
    }
  })

  it('HIRE_CONFIRMED means nothing before the offer is accepted', () => {
    expect(start({ applicationId: 'ap-1', status: 'offer_made' }).can({ type: 'HIRE_CONFIRMED' })).toBe(false)
    expect(start({ applicationId: 'ap-1', status: 'waiting', hired: true }).state()).toBe('decision.waiting.idle')
  })
})

describe('applicationStatusMachine: groups (ADR 0072)', () => {
  it('nests the statuses in the four pipeline groups and closed, each status where pipelineGroupOf puts it', () => {
    expect(Object.keys(applicationStatusMachine.root.states)).toEqual(['resolving', ...applicationStatusGroups])
    const nested = applicationStatusGroups.flatMap((group) =>
      Object.keys(applicationStatusMachine.root.states[group]!.states).map((status) => [status, group]),
    )
    expect(nested.map(([status]) => status).sort()).toEqual([...applicationStatuses].sort())
    for (const [status, group] of nested) {
      expect(group, status).toBe(pipelineGroupOf(status as ApplicationStatus) ?? 'closed')
    }
  })

  it('answers the group with matches()', () => {
    expect(start({ applicationId: 'ap-1', status: 'interview_scheduled' }).snapshot().matches('interview')).toBe(true)
    expect(start({ applicationId: 'ap-1', status: 'applied' }).snapshot().matches('matched')).toBe(true)
    expect(start({ applicationId: 'ap-1', status: 'talent_accepted' }).snapshot().matches('interested')).toBe(true)
    const hired = start({ applicationId: 'ap-1', status: 'offer_accepted', hired: true }).snapshot()
    expect(hired.matches('decision')).toBe(true)
    expect(hired.matches({ decision: { offer_accepted: 'hired' } })).toBe(true)
    expect(hired.matches('interview')).toBe(false)
  })
})

describe('applicationStatusMachine: model of the table (the xstate/graph adjacency map: every transition)', () => {
  // Every (to, by) pair of the table as an event, whatever the status: the machine must take exactly the rows.
  const events = [
    ...applicationStatuses.flatMap((to) => applicationActors.map((by) => ({ type: 'CHANGE_STATUS' as const, to, by }))),
    { type: 'HIRE_CONFIRMED' as const },
    { type: 'xstate.done.actor.updateStatus', output: null },
  ]
  const creations = [
    ...new Set(applicationActors.flatMap((a) => [creationStatus(a), creationStatus(a, { talentInterested: true })])),
  ]

  it.each(creations)('from %s: every reachable status sits in its pipeline group', (status) => {
    const adjacency = getAdjacencyMap(applicationStatusMachine, {
      input: { applicationId: 'ap-1', status },
      events: events as never,
    })
    const steps = adjacencyMapToArray(adjacency)
    expect(steps.length).toBeGreaterThan(0)
    for (const { nextState } of steps) {
      const reached = nextState.context.status
      expect(nextState.matches(statusGroupOf(reached)), `${reached} in ${JSON.stringify(nextState.value)}`).toBe(true)
      for (const group of applicationStatusGroups.filter((g) => g !== statusGroupOf(reached))) {
        expect(nextState.matches(group)).toBe(false)
      }
    }
  })

  it('walks every row of the table, and takes no other move, from the statuses an application is created in', () => {
    const taken = new Set<string>()
    for (const status of creations) {
      const adjacency = getAdjacencyMap(applicationStatusMachine, {
        input: { applicationId: 'ap-1', status },
        events: events as never,
      })
      for (const { state, event, nextState } of adjacencyMapToArray(adjacency)) {
        const sent = event as { type: string; to?: ApplicationStatus; by?: (typeof applicationActors)[number] }
        // A move is asked from a resting state; while saving, every click is ignored (tested above).
        if (sent.type !== 'CHANGE_STATUS' || state.hasTag('busy')) continue
        const from = state.context.status
        const moved = nextState.hasTag('busy')
        // Taken exactly when no refusal sentence applies; once hired, nothing is taken.
        expect(moved, `${sent.by}: ${from} -> ${sent.to}`).toBe(
          transitionRefusal(from, sent.to!, sent.by!, { hired: state.context.hired }) === null,
        )
        if (moved) taken.add(`${from}>${sent.to}>${sent.by}`)
      }
    }
    expect([...taken].sort()).toEqual(
      statusTransitions.flatMap((t) => t.by.map((by) => `${t.from}>${t.to}>${by}`)).sort(),
    )
  })

  it.each(applicationActors)('refuses every move the table does not give the %s, in every open status', (by) => {
    for (const from of applicationStatuses.filter((s) => !isClosed(s))) {
      const actor = createActor(applicationStatusMachine, { input: { applicationId: 'ap-1', status: from } }).start()
      for (const to of applicationStatuses) {
        const refusal = transitionRefusal(from, to, by)
        expect(actor.getSnapshot().can({ type: 'CHANGE_STATUS', to, by }), `${from} -> ${to}: ${refusal}`).toBe(
          refusal === null,
        )
      }
      actor.stop()
    }
  })
})

describe('applicationStatusMachine: model (every reachable state by its shortest path)', () => {
  /** What each status state means: its status in the context; saving runs the request with the move asked. */
  const meanings = (statuses: readonly ApplicationStatus[]) => {
    const states: Record<string, StateMeaning> = {}
    for (const s of statuses) {
      if (isClosed(s)) {
        states[at(s)] = { context: { status: s, requested: null, message: 'Status updated' } }
        continue
      }
      states[`${at(s)}.idle`] = { context: { status: s, requested: null, error: null } }
      states[`${at(s)}.saving`] = {
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
        'matched.matched.idle': { context: { status: 'matched', message: null, error: null } },
        'decision.offer_accepted.hired': hired,
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
        'matched.applied.idle': { context: { status: 'applied', message: null, error: null } },
        'decision.offer_accepted.hired': hired,
      },
    })
  })
})
