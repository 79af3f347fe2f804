import {
  createActor,
  type AnyStateMachine,
  type ContextFrom,
  type EventFromLogic,
  type InputFrom,
  type MachineSnapshot,
  type SnapshotFrom,
} from 'xstate'
import { createControlledActors, stateLabel } from './controlled-actors.ts'
import { flush } from './walk.ts'

/**
 * Starts a machine with controlled promise actors, for transition tests:
 * `const m = harness(machine, ['call'], input); await m.send(...); await m.resolve('call', data)`.
 */
export function harness<TMachine extends AnyStateMachine>(
  machine: TMachine,
  actors: readonly string[],
  input: InputFrom<TMachine>,
) {
  const controls = createControlledActors(actors)
  const actor = createActor(machine.provide({ actors: controls.actors }), { input } as never)
  actor.start()
  type Snapshot = MachineSnapshot<
    ContextFrom<TMachine>,
    EventFromLogic<TMachine>,
    never,
    never,
    string,
    unknown,
    never,
    never
  >
  const snap = () => actor.getSnapshot() as unknown as Snapshot
  return {
    actor,
    controls,
    snapshot: () => actor.getSnapshot() as SnapshotFrom<TMachine>,
    /** The deepest active state paths, joined: 'active.idle'. */
    state: () => stateLabel(snap().value),
    context: () => snap().context,
    can: (event: EventFromLogic<TMachine>) => snap().can(event),
    /** The effects called so far, by name. */
    called: () => controls.calls().map((c) => c.name),
    async send(event: EventFromLogic<TMachine>) {
      actor.send(event)
      await flush()
    },
    async resolve(name: string, output?: unknown) {
      controls.resolve(name, output)
      await flush()
    },
    async reject(name: string, error: unknown) {
      controls.reject(name, error)
      await flush()
    },
  }
}
