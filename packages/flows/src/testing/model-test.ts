// Vitest-only helper (not exported from the index: stories import the index in the browser).
import { expect, it } from 'vitest'
import { createActor, type AnyActorLogic, type AnyStateMachine, type EventObject } from 'xstate'
import { createControlledActors, stateLabel, type PendingCall } from './controlled-actors.ts'
import { coveringWalk, flush, replay, shortestStatePaths, settle, type WalkModel, type WalkPath } from './walk.ts'

/**
 * What a state means to the user, checked wherever the walk reaches it. Omitted fields mean "none": a state that
 * shows a spinner or runs a request must say so.
 */
export interface StateMeaning {
  /** The state's tags, exactly (`busy` for the spinner). */
  tags?: readonly string[]
  /** The effects running in the state, exactly, with the input they got on the state's shortest path. */
  running?: readonly PendingCall[]
  /** Context fields the state shows on its shortest path (matched as a subset: messages, errors, records). */
  context?: Record<string, unknown>
  /** The machine is done (a final state). */
  done?: boolean
}

/**
 * The model-based test of ADR 0040, as ADR 0054 tightened it: the shortest path to every reachable state value is
 * computed with `xstate/graph`, the reached states must be exactly those `states` describes, and each path is
 * replayed on a running actor with controlled effects and must end in its state showing what it means (tags,
 * running effects and their input, context). The covering walk of the live diagram checks the tags and the names of
 * the running effects at every step, whatever path led there.
 */
export function itWalksEveryState(
  machine: AnyStateMachine,
  model: WalkModel,
  options: { actors: readonly string[]; input: () => unknown; states: Record<string, StateMeaning> },
) {
  const expected = Object.keys(options.states)
  const meaningOf = (target: string) => options.states[target] ?? {}
  // Computed in the first test that needs them, not when the file is collected: code run at collection counts as
  // run by no test, and a mutation run would then run every test for every mutant of the machine.
  let paths: WalkPath[] | undefined
  const shortestPaths = () => (paths ??= shortestStatePaths(machine, model, options.input()))

  it('reaches every state of the chart', () => {
    expect(
      shortestPaths()
        .map((p) => p.target)
        .sort(),
    ).toEqual([...expected].sort())
  })

  it("the covering walk (the diagram's WalkEveryState) visits every state on running actors", async () => {
    const steps = coveringWalk(machine, model, options.input())
    expect(steps.map((s) => s.target).sort()).toEqual([...expected].sort())
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
      const snapshot = actor.getSnapshot()
      const meaning = meaningOf(step.target)
      expect(stateLabel(snapshot.value), step.target).toBe(step.target)
      expect([...snapshot.tags].sort(), `${step.target}: tags`).toEqual([...(meaning.tags ?? [])].sort())
      expect(
        controls.pending().map((call) => call.name),
        `${step.target}: running effects`,
      ).toEqual((meaning.running ?? []).map((call) => call.name))
    }
    actor.stop()
    // A walk through every state of a large chart (the session's) takes a few seconds alone and more on a loaded
    // 2-core machine (mutation testing runs it beside the other suites): the default 5 s is not a bound it must keep.
  }, 30_000)

  it.each(expected)('%s: reached on a running actor, it means what it says', async (target) => {
    const path = shortestPaths().find((p) => p.target === target)
    expect(path, 'a path to the state').toBeDefined()
    const controls = createControlledActors(options.actors)
    const actor = await replay(machine, controls, options.input(), path!.events as EventObject[])
    const snapshot = actor.getSnapshot()
    const meaning = meaningOf(target)
    expect(stateLabel(snapshot.value)).toBe(target)
    expect([...snapshot.tags].sort(), 'tags').toEqual([...(meaning.tags ?? [])].sort())
    expect(controls.pending(), 'running effects').toEqual(meaning.running ?? [])
    expect(snapshot.context, 'context').toMatchObject(meaning.context ?? {})
    expect(snapshot.status, 'machine status').toBe(meaning.done ? 'done' : 'active')
    actor.stop()
  })
}

/** Every state node of a machine, depth first. */
function stateNodes(node: AnyStateMachine['root']): AnyStateMachine['root'][] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodes(child as AnyStateMachine['root']))]
}

/**
 * ADR 0040 for one machine: its id (its `#id` targets, the diagram and the inspector use it), its effects by name,
 * each a placeholder that fails loudly until provided, and each invoked under its own name. Call it first in the
 * machine's test file: these checks are the quickest to fail.
 */
export function itDeclaresItsEffects(
  machine: AnyStateMachine,
  options: { name: string; id: string; effects: readonly string[] },
) {
  it(`is ${options.id} and declares its effects`, () => {
    expect(machine.id).toBe(options.id)
    expect(Object.keys(machine.implementations.actors)).toEqual(options.effects)
  })

  it.each(options.effects)('the "%s" placeholder fails loudly, naming what to provide', async (name) => {
    const logic = (machine.implementations.actors as Record<string, AnyActorLogic>)[name]!
    const actor = createActor(logic, { input: {} })
    const failure = new Promise((resolve) => actor.subscribe({ error: resolve }))
    actor.start()
    expect(await failure).toEqual(new Error(`${options.name}: provide the "${name}" actor with .provide({ actors })`))
  })

  it('invokes each effect under its own name', () => {
    const invoked = stateNodes(machine.root).flatMap((node) => node.invoke.map(({ id, src }) => ({ id, src })))
    expect(invoked.length).toBeGreaterThan(0)
    for (const { id, src } of invoked) expect(id).toBe(src)
  })
}
