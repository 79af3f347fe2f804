import { fromPromise, type AnyActorLogic, type EventObject } from 'xstate'

/** One way an invoked promise can settle, with a label for buttons and test names. */
export type Outcome = { label: string; output: unknown } | { label: string; error: unknown }

/** Actor id (= src name by convention) -> the outcomes offered for it. */
export type Outcomes = Record<string, readonly Outcome[]>

export interface PendingCall {
  /** The actor's src name (also its invoke id in our machines). */
  name: string
  input: unknown
}

export interface ControlledActors {
  /** Pass to `machine.provide({ actors })`. */
  actors: Record<string, AnyActorLogic>
  /** The promises that are still running, oldest first. */
  pending(): PendingCall[]
  /** Every call made since the last `clear()`, oldest first (to assert "invoked once with ..."). */
  calls(): PendingCall[]
  isPending(name: string): boolean
  resolve(name: string, output: unknown): void
  reject(name: string, error: unknown): void
  settle(name: string, outcome: Outcome): void
  subscribe(listener: () => void): () => void
  clear(): void
}

/**
 * Promise actors that settle only when told to: tests, stories and the machine diagram use them to walk a
 * machine through its invocations step by step.
 */
export function createControlledActors(names: readonly string[]): ControlledActors {
  type Entry = PendingCall & { resolve: (value: unknown) => void; reject: (error: unknown) => void }
  let pending: Entry[] = []
  let calls: PendingCall[] = []
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())
  const take = (name: string): Entry => {
    const entry = pending.find((e) => e.name === name)
    if (!entry) throw new Error(`No pending "${name}" call`)
    pending = pending.filter((e) => e !== entry)
    return entry
  }

  const actors = Object.fromEntries(
    names.map((name) => [
      name,
      fromPromise<unknown, unknown>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            const entry: Entry = { name, input, resolve, reject }
            pending = [...pending, entry]
            calls = [...calls, { name, input }]
            // A stopped actor (its state was left) will never be settled.
            signal.addEventListener('abort', () => {
              pending = pending.filter((e) => e !== entry)
              notify()
            })
            notify()
          }),
      ),
    ]),
  )

  return {
    actors,
    pending: () => pending.map(({ name, input }) => ({ name, input })),
    calls: () => [...calls],
    isPending: (name) => pending.some((e) => e.name === name),
    resolve(name, output) {
      take(name).resolve(output)
      notify()
    },
    reject(name, error) {
      take(name).reject(error)
      notify()
    },
    settle(name, outcome) {
      if ('error' in outcome) this.reject(name, outcome.error)
      else this.resolve(name, outcome.output)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    clear() {
      pending = []
      calls = []
      notify()
    },
  }
}

export const DONE_PREFIX = 'xstate.done.actor.'
export const ERROR_PREFIX = 'xstate.error.actor.'

/**
 * The `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events that `xstate/graph` needs to walk through
 * invoked promises (it does not run them). Each event keeps its outcome label for naming.
 */
export function outcomeEvents(outcomes: Outcomes): EventObject[] {
  return Object.entries(outcomes).flatMap(([id, list]) =>
    list.map((outcome) =>
      'error' in outcome
        ? { type: `${ERROR_PREFIX}${id}`, error: outcome.error, label: outcome.label }
        : { type: `${DONE_PREFIX}${id}`, output: outcome.output, label: outcome.label },
    ),
  )
}

/** `{ actor, outcome }` when the event settles an invoked actor, undefined for an ordinary event. */
export function settlementOf(event: EventObject): { actor: string; outcome: Outcome } | undefined {
  const e = event as EventObject & { output?: unknown; error?: unknown; label?: string }
  if (e.type.startsWith(DONE_PREFIX)) {
    return { actor: e.type.slice(DONE_PREFIX.length), outcome: { label: e.label ?? 'done', output: e.output } }
  }
  if (e.type.startsWith(ERROR_PREFIX)) {
    return { actor: e.type.slice(ERROR_PREFIX.length), outcome: { label: e.label ?? 'error', error: e.error } }
  }
  return undefined
}

/** A readable name for an event: `SIGN_IN {"company":true}`, `fetchMe resolves: talent`. */
export function describeEvent(event: EventObject & { label?: string }): string {
  const settlement = settlementOf(event)
  if (settlement) {
    const verb = 'error' in settlement.outcome ? 'rejects' : 'resolves'
    return `${settlement.actor} ${verb}: ${settlement.outcome.label}`
  }
  if (event.label) return `${event.type}: ${event.label}`
  const { type, ...payload } = event
  return Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type
}

/** Dotted paths of every active state: `{ loading: 'restoring' }` -> ['loading', 'loading.restoring']. */
export function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, child]) => [prefix + key, ...activePaths(child, `${prefix}${key}.`)])
}

/** The deepest active paths, joined: `{ loading: 'restoring' }` -> 'loading.restoring'. */
export function stateLabel(value: unknown): string {
  const paths = activePaths(value)
  return paths.filter((p) => !paths.some((q) => q.startsWith(`${p}.`))).join(', ')
}
