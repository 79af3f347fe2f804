import { describe, expect, it } from 'vitest'
import { harness } from '../testing/index.ts'
import { itWalksEveryState } from '../testing/model-test.ts'
import { hireConfirmationInput, hireConfirmationModel } from './hire-confirmation.fixtures.ts'
import { hireConfirmationMachine, type HireConfirmationInput } from './hire-confirmation.machine.ts'

const ACTORS = ['confirmHire', 'withdrawHire']
const start = (input: HireConfirmationInput = hireConfirmationInput) => harness(hireConfirmationMachine, ACTORS, input)

describe('hireConfirmationMachine (spec 4: hire is confirmed by each side)', () => {
  it.each([
    [[], 'awaitingBoth'],
    [['talent'], 'awaitingEmployer'],
    [['employer'], 'awaitingTalent'],
    [['employer', 'talent'], 'hired'],
  ] as const)('starts from the confirmations it is given: %j -> %s', (confirmedBy, state) => {
    expect(start({ applicationId: 'ap-1', confirmedBy }).state()).toBe(state)
  })

  it('both must confirm: talent first, then employer -> hired, "Hire was confirmed"', async () => {
    const m = start()
    await m.send({ type: 'CONFIRM', side: 'talent' })
    expect(m.state()).toBe('confirming')
    expect(m.controls.pending()).toEqual([{ name: 'confirmHire', input: { applicationId: 'ap-7', side: 'talent' } }])
    await m.resolve('confirmHire')
    expect(m.state()).toBe('awaitingEmployer')
    expect(m.context().message).toBeNull()
    expect(m.can({ type: 'CONFIRM', side: 'talent' })).toBe(false)
    await m.send({ type: 'CONFIRM', side: 'employer' })
    await m.resolve('confirmHire')
    expect(m.state()).toBe('hired')
    expect(m.snapshot().status).toBe('done')
    expect(m.context()).toMatchObject({ talent: true, employer: true, message: 'Hire was confirmed' })
  })

  it('either side may withdraw its own confirmation before both have', async () => {
    const m = start({ applicationId: 'ap-1', confirmedBy: ['employer'] })
    expect(m.can({ type: 'WITHDRAW', side: 'talent' })).toBe(false)
    await m.send({ type: 'WITHDRAW', side: 'employer' })
    expect(m.state()).toBe('withdrawing')
    await m.resolve('withdrawHire')
    expect(m.state()).toBe('awaitingBoth')
    expect(m.context()).toMatchObject({ talent: false, employer: false })
  })

  it('nothing is withdrawn once hired', () => {
    const m = start({ applicationId: 'ap-1', confirmedBy: ['talent', 'employer'] })
    expect(m.can({ type: 'WITHDRAW', side: 'talent' })).toBe(false)
    expect(m.can({ type: 'WITHDRAW', side: 'employer' })).toBe(false)
  })

  it('a failed request keeps the confirmations and stores message and status', async () => {
    const m = start({ applicationId: 'ap-1', confirmedBy: ['talent'] })
    await m.send({ type: 'CONFIRM', side: 'employer' })
    await m.reject('confirmHire', { status: 409, message: 'The offer is no longer accepted.' })
    expect(m.state()).toBe('awaitingEmployer')
    expect(m.context()).toMatchObject({ employer: false, error: 'The offer is no longer accepted.', status: 409 })
  })
})

describe('hireConfirmationMachine: model (every reachable state by its shortest path)', () => {
  itWalksEveryState(hireConfirmationMachine, hireConfirmationModel, {
    actors: ACTORS,
    input: () => hireConfirmationInput,
    expected: ['awaitingBoth', 'awaitingEmployer', 'awaitingTalent', 'confirming', 'withdrawing', 'hired'],
  })
})
