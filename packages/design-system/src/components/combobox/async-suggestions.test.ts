import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSuggestionRequester, type SuggestionState } from './async-suggestions.ts'

describe('createSuggestionRequester', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function setup(
    load: (query: string, signal: AbortSignal) => Promise<string[]> = vi.fn(async (query: string) => [
      `${query} 1`,
      `${query} 2`,
    ]),
  ) {
    const states: SuggestionState<string>[] = []
    const requester = createSuggestionRequester({ load, delay: 300, minLength: 2, onChange: (s) => states.push(s) })
    return { load, states, requester }
  }

  it('debounces: only the last query within the delay is loaded', async () => {
    const load = vi.fn(async (query: string) => [`${query} 1`, `${query} 2`])
    const { states, requester } = setup(load)
    requester.request('re')
    requester.request('rea')
    requester.request('reac')
    await vi.advanceTimersByTimeAsync(299)
    expect(load).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledOnce()
    expect(load).toHaveBeenCalledWith('reac', expect.any(AbortSignal))
    expect(states.at(-1)).toEqual({ status: 'success', query: 'reac', items: ['reac 1', 'reac 2'] })
  })

  it('reports loading at once, keeping the previous items', async () => {
    const { states, requester } = setup()
    requester.request('ty')
    await vi.advanceTimersByTimeAsync(300)
    requester.request('typ')
    expect(states.at(-1)).toEqual({ status: 'loading', query: 'typ', items: ['ty 1', 'ty 2'] })
    requester.request('type')
    expect(states.filter((s) => s.status === 'loading')).toHaveLength(2)
  })

  it('ignores and aborts a stale answer', async () => {
    let resolveFirst: (items: string[]) => void = () => {}
    const signals: AbortSignal[] = []
    const load = vi.fn((query: string, signal: AbortSignal) => {
      signals.push(signal)
      return query === 'ja' ? new Promise<string[]>((resolve) => (resolveFirst = resolve)) : Promise.resolve(['Java'])
    })
    const { states, requester } = setup(load)
    requester.request('ja')
    await vi.advanceTimersByTimeAsync(300)
    requester.request('jav')
    expect(signals[0]?.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(300)
    resolveFirst(['stale'])
    await vi.advanceTimersByTimeAsync(0)
    expect(states.at(-1)).toEqual({ status: 'success', query: 'jav', items: ['Java'] })
    expect(states.some((s) => s.items.includes('stale'))).toBe(false)
  })

  it('clears below the minimum length without loading', async () => {
    const load = vi.fn(async () => [])
    const { states, requester } = setup(load)
    requester.request('r')
    await vi.advanceTimersByTimeAsync(1000)
    expect(load).not.toHaveBeenCalled()
    expect(states.at(-1)).toEqual({ status: 'idle', query: 'r', items: [] })
  })

  it('reports a failed load as an error', async () => {
    const { states, requester } = setup(vi.fn(() => Promise.reject(new Error('offline'))))
    requester.request('go')
    await vi.advanceTimersByTimeAsync(300)
    expect(states.at(-1)).toMatchObject({ status: 'error', query: 'go', items: [] })
  })
})
