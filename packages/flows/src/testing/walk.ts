import { createActor, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { plainContext } from '../shared/plain.ts'
import { outcomeEvents, settlementOf, stateLabel, type ControlledActors, type Outcomes } from './controlled-actors.ts'

export interface WalkModel<TEvent extends EventObject = EventObject> {
  /** Sample events with payloads (a `label` field names the sample in buttons). */
  events: readonly (TEvent & { label?: string })[]
  /** How each invoked promise may settle. */
  outcomes: Outcomes
  /**
   * The part of the context that makes two snapshots of one state different for the walk (guards read it).
   * Default: the whole context as JSON. Keep it finite (drop counters).
   */
  serializeContext?: (context: never) => unknown
}

/** A path: the events from the initial state to `target` (a state label like 'loading.fetchingMe'). */
export interface WalkPath {
  target: string
  events: EventObject[]
}

/**
 * The shortest path to every reachable state value. The walk tells snapshots apart by value and (part of) the
 * context, so guarded transitions are explored; then one path, the shortest, is kept per state value.
 * Pure: `xstate/graph` computes transitions without running effects.
 */
export function shortestStatePaths(machine: AnyStateMachine, model: WalkModel, input: unknown): WalkPath[] {
  return shortestPathsFrom(machine, model, input, undefined).map(({ target, events }) => ({ target, events }))
}

function shortestPathsFrom(
  machine: AnyStateMachine,
  model: WalkModel,
  input: unknown,
  fromState: AnyMachineSnapshot | undefined,
): Array<WalkPath & { state: AnyMachineSnapshot }> {
  const events = [...model.events, ...outcomeEvents(model.outcomes)]
  const paths = getShortestPaths(machine, {
    input,
    events,
    ...(fromState ? { fromState } : {}),
    serializeState: (snapshot) =>
      JSON.stringify({
        value: snapshot.value,
        context: (model.serializeContext ?? plainContext)(snapshot.context as never),
      }),
  })
  const shortest = new Map<string, WalkPath & { state: AnyMachineSnapshot }>()
  for (const path of paths) {
    const target = stateLabel(path.state.value)
    const events = path.steps.map((step) => step.event as EventObject).filter((e) => e.type !== 'xstate.init')
    const known = shortest.get(target)
    if (!known || events.length < known.events.length) shortest.set(target, { target, events, state: path.state })
  }
  return [...shortest.values()]
}

/** A step of a covering walk: reach `target` by `events`, after a reset when `reset` is set. */
export interface WalkStep extends WalkPath {
  reset: boolean
}

/**
 * One walk through every reachable state value, as few clicks as possible: from where it stands it goes to the
 * nearest state not yet visited, and only starts over (reset) when none is reachable any more (final states).
 * The live diagram's WalkEveryState plays it (ADR 0045).
 */
export function coveringWalk(machine: AnyStateMachine, model: WalkModel, input: unknown): WalkStep[] {
  const fromStart = shortestPathsFrom(machine, model, input, undefined)
  const unvisited = new Set(fromStart.map((p) => p.target))
  const steps: WalkStep[] = []
  let here: AnyMachineSnapshot | undefined
  while (unvisited.size > 0) {
    const nearest = here
      ? shortestPathsFrom(machine, model, input, here)
          .filter((p) => unvisited.has(p.target) && p.events.length > 0)
          .sort((a, b) => a.events.length - b.events.length)[0]
      : undefined
    const next = nearest ?? fromStart.find((p) => unvisited.has(p.target))!
    steps.push({ target: next.target, events: next.events, reset: !nearest })
    unvisited.delete(next.target)
    here = next.state
  }
  return steps
}

/**
 * Lets the promise callbacks of settled actors run. Node's `setImmediate` comes right after the microtasks, where a
 * `setTimeout(0)` waits a millisecond: tests flush thousands of times (the mutation run, ADR 0054).
 */
export const flush = () =>
  new Promise<void>((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)))

/**
 * Replays a path on a real actor whose promise actors are controlled: ordinary events are sent, done/error
 * events settle the pending promise instead (so the machine sees exactly what production would).
 */
export async function replay(
  machine: AnyStateMachine,
  controls: ControlledActors,
  input: unknown,
  events: readonly EventObject[],
) {
  controls.clear()
  const actor = createActor(machine.provide({ actors: controls.actors }), { input })
  actor.start()
  await flush()
  for (const event of events) {
    settle(actor, controls, event)
    await flush()
  }
  return actor
}

/** Sends an ordinary event, or settles the pending promise a done/error event stands for. */
export function settle(actor: { send(event: EventObject): void }, controls: ControlledActors, event: EventObject) {
  const settlement = settlementOf(event)
  if (settlement) controls.settle(settlement.actor, settlement.outcome)
  else actor.send(event)
}

export { plainContext }
