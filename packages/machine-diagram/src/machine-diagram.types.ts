// Structural views of the XState 5 objects the diagram reads. Declared here so the viewer needs no xstate
// import (the package does not depend on xstate); real machines and actors satisfy them.

export interface EventLike {
  type: string
  /** Optional name of a sample event, shown on its button. */
  label?: string
  [key: string]: unknown
}

export interface GuardLike {
  type?: string
  name?: string
}

export interface TransitionLike {
  eventType: string
  target?: ReadonlyArray<{ path: readonly string[] }> | undefined
  guard?: unknown
  reenter?: boolean
}

export interface InvokeLike {
  id: string
  src: unknown
}

export interface StateNodeLike {
  key: string
  path: readonly string[]
  type: string
  tags: readonly string[]
  description?: string | undefined
  states: Record<string, StateNodeLike>
  on: Record<string, readonly TransitionLike[]>
  invoke: readonly InvokeLike[]
  /** The initial child (compound states). */
  initial?: { target: ReadonlyArray<{ key: string }> } | undefined
}

export interface MachineLike {
  id: string
  root: StateNodeLike
}

export interface SnapshotLike {
  value: unknown
  context: unknown
  status: string
  can(event: EventLike): boolean
  hasTag?(tag: string): boolean
}

export interface ActorLike {
  start(): unknown
  stop(): unknown
  send(event: EventLike): void
  getSnapshot(): SnapshotLike
  subscribe(listener: (snapshot: SnapshotLike) => void): { unsubscribe(): void }
}

export type Outcome = { label: string; output: unknown } | { label: string; error: unknown }

/** Controllable promise actors (`createControlledActors` of @hireloop/flows/testing). */
export interface ControlsLike {
  pending(): Array<{ name: string; input: unknown }>
  settle(name: string, outcome: Outcome): void
  subscribe(listener: () => void): () => void
  clear(): void
}
