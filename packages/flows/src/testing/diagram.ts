import { createActor, type AnyStateMachine } from 'xstate'
import { createControlledActors } from './controlled-actors.ts'
import { coveringWalk, shortestStatePaths, type WalkModel } from './walk.ts'

/** An event as the diagram reads it (structurally `EventLike` of @hireloop/machine-diagram). */
export interface DiagramEvent {
  type: string
  label?: string
  [key: string]: unknown
}

export interface DiagramPath {
  target: string
  events: DiagramEvent[]
}

/** A step of the covering walk (see `coveringWalk`). */
export interface DiagramStep extends DiagramPath {
  reset: boolean
}

export interface FlowDiagramOptions {
  machine: AnyStateMachine
  model: WalkModel
  /** A fresh input per actor (storages must not leak between resets). */
  input: () => unknown
  /** The promise actors to control (the machine's effect names). */
  actors: readonly string[]
}

/**
 * What a machine's story needs: the shortest path to each reachable state, a covering walk, and the props of a live diagram
 * whose effects are controlled promises. Call `props()` once per mounted diagram (in `useState`).
 */
export function flowDiagram({ machine, model, input, actors }: FlowDiagramOptions) {
  const paths = shortestStatePaths(machine, model, input()) as DiagramPath[]
  return {
    paths,
    /** Every reachable state in one walk, resetting only when stuck (WalkEveryState plays it). */
    walk: coveringWalk(machine, model, input()) as DiagramStep[],
    pathTo(target: string): DiagramPath['events'] {
      const path = paths.find((p) => p.target === target)
      if (!path) throw new Error(`${machine.id}: no path to "${target}"`)
      return path.events
    },
    props() {
      const controls = createControlledActors(actors)
      return {
        machine,
        controls,
        events: model.events as readonly DiagramEvent[],
        outcomes: model.outcomes,
        createActor: () => createActor(machine.provide({ actors: controls.actors }), { input: input() }),
      }
    },
  }
}
