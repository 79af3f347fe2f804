import { createActor, type AnyStateMachine, type EventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
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
  const events = [...model.events, ...outcomeEvents(model.outcomes)]
  const paths = getShortestPaths(machine, {
    input,
    events,
    serializeState: (snapshot) =>
      JSON.stringify({
        value: snapshot.value,
        context: (model.serializeContext ?? plainContext)(snapshot.context as never),
      }),
  })
  const shortest = new Map<string, WalkPath>()
  for (const path of paths) {
    const target = stateLabel(path.state.value)
    const events = path.steps.map((step) => step.event as EventObject).filter((e) => e.type !== 'xstate.init')
    const known = shortest.get(target)
    if (!known || events.length < known.events.length) shortest.set(target, { target, events })
  }
  return [...shortest.values()]
}

/** JSON of a context without functions and class instances (schemas, storages), which carry no walk state. */
export function plainContext(context: unknown): unknown {
  return JSON.parse(
    JSON.stringify(context ?? null, (_, value: unknown) => {
      if (typeof value === 'function') return undefined
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const proto = Object.getPrototypeOf(value)
        if (proto !== Object.prototype && proto !== null) return undefined
      }
      return value
    }),
  )
}

/** Lets the promise callbacks of settled actors run. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

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
    const settlement = settlementOf(event)
    if (settlement) controls.settle(settlement.actor, settlement.outcome)
    else actor.send(event)
    await flush()
  }
  return actor
}
