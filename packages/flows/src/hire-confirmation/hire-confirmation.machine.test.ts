import { describe, expect, it } from 'vitest'
import { harness } from '../testing/index.ts'
import { itDeclaresItsEffects, itWalksEveryState } from '../testing/model-test.ts'
import { hireConfirmationInput, hireConfirmationModel } from './hire-confirmation.fixtures.ts'
import { hireConfirmationMachine, type HireConfirmationInput, type HireSide } from './hire-confirmation.machine.ts'

const ACTORS = ['confirmHire']
const start = (input: HireConfirmationInput = hireConfirmationInput) => harness(hireConfirmationMachine, ACTORS, input)
const confirmed = (...confirmedBy: HireSide[]) => start({ applicationId: 'ap-1', confirmedBy })
const refused = { status: 409, message: 'The offer is no longer accepted.' }
const noFeedback = { message: null, error: null, status: null }

describe('hireConfirmationMachine: effects (ADR 0040)', () => {
  itDeclaresItsEffects(hireConfirmationMachine, {
    name: 'hireConfirmationMachine',
    id: 'hireConfirmation',
    effects: ACTORS,
  })
})

describe('hireConfirmationMachine (docs/product.md §4: hire is confirmed by each side)', () => {
  it.each([
    [[], 'awaitingBoth', false, false],
    [['talent'], 'awaitingEmployer', true, false],
    [['employer'], 'awaitingTalent', false, true],
    [['employer', 'talent'], 'hired', true, true],
  ] as const)('starts from the confirmations it is given: %j -> %s', (confirmedBy, state, talent, employer) => {
    const m = confirmed(...confirmedBy)
    expect(m.state()).toBe(state)
    expect(m.context()).toEqual({ applicationId: 'ap-1', talent, employer, pending: null, ...noFeedback })
  })

  it('without a confirmations list nobody has confirmed', () => {
    expect(start({ applicationId: 'ap-1' }).state()).toBe('awaitingBoth')
  })

  it('both must confirm: talent first, then employer -> hired, "Hire was confirmed"', async () => {
    const m = start()
    await m.send({ type: 'CONFIRM', side: 'talent' })
    expect(m.state()).toBe('confirming')
    expect(m.snapshot().hasTag('busy')).toBe(true)
    expect(m.controls.pending()).toEqual([{ name: 'confirmHire', input: { applicationId: 'ap-7', side: 'talent' } }])
    await m.resolve('confirmHire')
    expect(m.state()).toBe('awaitingEmployer')
    expect(m.snapshot().hasTag('busy')).toBe(false)
    expect(m.context()).toMatchObject({ talent: true, employer: false, pending: null, message: null })
    expect(m.can({ type: 'CONFIRM', side: 'talent' })).toBe(false)
    await m.send({ type: 'CONFIRM', side: 'employer' })
    expect(m.controls.pending()).toEqual([{ name: 'confirmHire', input: { applicationId: 'ap-7', side: 'employer' } }])
    await m.resolve('confirmHire')
    expect(m.state()).toBe('hired')
    expect(m.snapshot().status).toBe('done')
    expect(m.context()).toMatchObject({ talent: true, employer: true, pending: null, message: 'Hire was confirmed' })
  })

  it('employer first, then talent -> hired', async () => {
    const m = start()
    await m.send({ type: 'CONFIRM', side: 'employer' })
    await m.resolve('confirmHire')
    expect(m.state()).toBe('awaitingTalent')
    expect(m.context()).toMatchObject({ talent: false, employer: true, message: null })
    expect(m.can({ type: 'CONFIRM', side: 'employer' })).toBe(false)
    await m.send({ type: 'CONFIRM', side: 'talent' })
    expect(m.controls.pending()).toEqual([{ name: 'confirmHire', input: { applicationId: 'ap-7', side: 'talent' } }])
    await m.resolve('confirmHire')
    expect(m.state()).toBe('hired')
    expect(m.context()).toMatchObject({ talent: true, employer: true, message: 'Hire was confirmed' })
  })

  it('a confirmation is not taken back, and a side confirms once', () => {
    for (const side of ['talent', 'employer'] as const) {
      const m = confirmed(side)
      expect(m.can({ type: 'CONFIRM', side })).toBe(false)
      expect(m.context()[side]).toBe(true)
    }
    const hired = confirmed('talent', 'employer')
    expect(hired.can({ type: 'CONFIRM', side: 'talent' })).toBe(false)
    expect(hired.can({ type: 'CONFIRM', side: 'employer' })).toBe(false)
  })

  it('a failed confirmation keeps the confirmations and stores message and status', async () => {
    const m = confirmed('talent')
    await m.send({ type: 'CONFIRM', side: 'employer' })
    await m.reject('confirmHire', refused)
    expect(m.state()).toBe('awaitingEmployer')
    expect(m.context()).toMatchObject({
      talent: true,
      employer: false,
      pending: null,
      message: null,
      error: 'The offer is no longer accepted.',
      status: 409,
    })
    await m.send({ type: 'CONFIRM', side: 'employer' })
    expect(m.context()).toMatchObject({ pending: { side: 'employer' }, ...noFeedback })
  })

  it('a lost connection keeps the confirmations ("Technical problem" without a message)', async () => {
    const m = confirmed('employer')
    await m.send({ type: 'CONFIRM', side: 'talent' })
    await m.reject('confirmHire', new Error())
    expect(m.state()).toBe('awaitingTalent')
    expect(m.context()).toMatchObject({ talent: false, employer: true, pending: null, error: 'Technical problem' })
  })
})

describe('hireConfirmationMachine: model (every reachable state by its shortest path)', () => {
  const confirm = (side: HireSide) => ({ name: 'confirmHire', input: { applicationId: 'ap-7', side } })
  itWalksEveryState(hireConfirmationMachine, hireConfirmationModel, {
    actors: ACTORS,
    input: () => hireConfirmationInput,
    states: {
      awaitingBoth: { context: { talent: false, employer: false, pending: null, ...noFeedback } },
      confirming: {
        tags: ['busy'],
        running: [confirm('talent')],
        context: { pending: { side: 'talent' }, ...noFeedback },
      },
      awaitingEmployer: { context: { talent: true, employer: false, pending: null, ...noFeedback } },
      awaitingTalent: { context: { talent: false, employer: true, pending: null, ...noFeedback } },
      hired: { done: true, context: { talent: true, employer: true, message: 'Hire was confirmed', error: null } },
    },
  })
})
