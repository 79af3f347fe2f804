import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { effect, failTo } from './effects.ts'

describe('effects are actors provided from outside (ADR 0040)', () => {
  it('an effect fails loudly until provided, naming the machine and the actor', async () => {
    const actor = createActor(effect<string, { id: string }>('someMachine', 'load'), { input: { id: 'x' } })
    const failure = new Promise((resolve) => actor.subscribe({ error: resolve }))
    actor.start()
    expect(await failure).toEqual(new Error('someMachine: provide the "load" actor with .provide({ actors })'))
  })

  it('a failed request goes to its target and lets the machine record the error', () => {
    const onError = failTo('routing')
    expect(onError.target).toBe('routing')
    expect(onError.actions.type).toBe('fail')
    expect(onError.actions.params({ event: { error: 'boom' } })).toEqual({ error: 'boom' })
  })
})
