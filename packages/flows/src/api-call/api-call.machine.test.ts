import { describe, expect, it } from 'vitest'
import { harness } from '../testing/index.ts'
import { itWalksEveryState } from '../testing/model-test.ts'
import { apiCallErrors, apiCallInput, apiCallModel } from './api-call.fixtures.ts'
import { apiCallMachine, shouldToastError } from './api-call.machine.ts'
import { API_CALL_GROUPS, API_CALL_USES } from './api-call.uses.ts'

const start = (input = apiCallInput) => harness(apiCallMachine, ['call'], input)

describe('apiCallMachine: start, success, fail (spec 4)', () => {
  it('START loads with the input params, success stores data and the success message', async () => {
    const m = start()
    expect(m.state()).toBe('idle')
    await m.send({ type: 'START' })
    expect(m.state()).toBe('loading')
    expect(m.snapshot().hasTag('busy')).toBe(true)
    expect(m.controls.pending()).toEqual([{ name: 'call', input: apiCallInput.params }])
    await m.resolve('call', { id: 'u-1' })
    expect(m.state()).toBe('success')
    expect(m.context()).toMatchObject({ data: { id: 'u-1' }, message: 'Personal info updated', error: null })
  })

  it('failure stores the message and status; RETRY reuses the params', async () => {
    const m = start()
    await m.send({ type: 'START', params: { firstName: '' } })
    await m.reject('call', apiCallErrors.validation)
    expect(m.state()).toBe('failure')
    expect(m.context()).toMatchObject({ error: 'first_name: Required', status: 400, message: null })
    expect(shouldToastError(m.context())).toBe(true)
    await m.send({ type: 'RETRY' })
    expect(m.state()).toBe('loading')
    expect(m.context()).toMatchObject({ error: null, status: null, attempts: 2 })
    expect(m.controls.pending()).toEqual([{ name: 'call', input: { firstName: '' } }])
  })

  it('a network error has no status and says "Technical problem" when it has no message', async () => {
    const m = start()
    await m.send({ type: 'START' })
    await m.reject('call', {})
    expect(m.context()).toMatchObject({ error: 'Technical problem', status: null })
    await m.send({ type: 'RETRY' })
    await m.reject('call', apiCallErrors.network)
    expect(m.context()).toMatchObject({ error: 'Failed to fetch', status: null })
  })

  it('RETRY is only offered after a failure; START is ignored while loading', async () => {
    const m = start()
    expect(m.can({ type: 'RETRY' })).toBe(false)
    await m.send({ type: 'START' })
    expect(m.can({ type: 'START' })).toBe(false)
    await m.resolve('call', 1)
    expect(m.can({ type: 'RETRY' })).toBe(false)
    expect(m.can({ type: 'START' })).toBe(true)
  })

  it('RESET cancels a running call and forgets data and error', async () => {
    const m = start()
    await m.send({ type: 'START' })
    await m.send({ type: 'RESET' })
    expect(m.state()).toBe('idle')
    expect(m.controls.pending()).toEqual([])
    expect(m.context()).toMatchObject({ data: undefined, error: null, attempts: 0 })
  })

  it('401 never toasts; get billing info turns its error toast off (spec 7, 8)', async () => {
    const m = start()
    await m.send({ type: 'START' })
    await m.reject('call', apiCallErrors.unauthorized)
    expect(shouldToastError(m.context())).toBe(false)
    const b = start({ use: 'getBillingInfo' })
    await b.send({ type: 'START' })
    await b.reject('call', apiCallErrors.validation)
    expect(b.context().status).toBe(400)
    expect(shouldToastError(b.context())).toBe(false)
  })

  it('documents the spec 4 groups: every use belongs to its group', () => {
    for (const [group, names] of Object.entries(API_CALL_GROUPS)) {
      for (const name of names) expect(API_CALL_USES[name].group).toBe(group)
    }
    // The ten uses of spec 4, plus saving notification settings (PUT), which the contract splits from POST.
    expect(Object.keys(API_CALL_USES)).toHaveLength(11)
  })
})

describe('apiCallMachine: model (every reachable state by its shortest path)', () => {
  itWalksEveryState(apiCallMachine, apiCallModel, {
    actors: ['call'],
    input: () => apiCallInput,
    expected: ['idle', 'loading', 'success', 'failure'],
  })
})
