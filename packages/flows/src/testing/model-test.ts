// Vitest-only helper (not exported from the index: stories import the index in the browser).
import { expect, it } from 'vitest'
import type { AnyStateMachine, EventObject } from 'xstate'
import { createControlledActors, stateLabel } from './controlled-actors.ts'
import { coveringWalk, flush, replay, shortestStatePaths, settle, type WalkModel } from './walk.ts'

/**
 * The model-based test of ADR 0040: the shortest path to every reachable state value is computed with
 * `xstate/graph`, the set of reached states must equal `expected`, and each path is replayed on a running actor
 * with controlled effects and must end in its state.
 */
export function itWalksEveryState(
  machine: AnyStateMachine,
  model: WalkModel,
  options: { actors: readonly string[]; input: () => unknown; expected: readonly string[] },
) {
  const paths = shortestStatePaths(machine, model, options.input())

  it('reaches every state of the chart', () => {
    expect(paths.map((p) => p.target).sort()).toEqual([...options.expected].sort())
  })

  it("the covering walk (the diagram's WalkEveryState) visits every state on running actors", async () => {
    const steps = coveringWalk(machine, model, options.input())
    expect(steps.map((s) => s.target).sort()).toEqual([...options.expected].sort())
    const controls = createControlledActors(options.actors)
    let actor = await replay(machine, controls, options.input(), [])
    for (const step of steps) {
      if (step.reset) {
        actor.stop()
        actor = await replay(machine, controls, options.input(), [])
      }
      for (const event of step.events) {
        settle(actor, controls, event)
        await flush()
      }
      expect(stateLabel(actor.getSnapshot().value), step.target).toBe(step.target)
    }
    actor.stop()
  })

  it.each(paths.map((p) => [p.target, p] as const))('%s is reached on a running actor', async (target, path) => {
    const controls = createControlledActors(options.actors)
    const actor = await replay(machine, controls, options.input(), path.events as EventObject[])
    expect(stateLabel(actor.getSnapshot().value)).toBe(target)
    actor.stop()
  })
}
