import type { EventLike, MachineLike, Outcome, StateNodeLike, TransitionLike } from './machine-diagram.types.ts'

export const DONE_PREFIX = 'xstate.done.actor.'
export const ERROR_PREFIX = 'xstate.error.actor.'
export const AFTER_PREFIX = 'xstate.after.'

/** `{ actor, outcome }` for a done/error event of an invoked actor (settled through the controls). */
export function settlementOf(event: EventLike): { actor: string; outcome: Outcome } | undefined {
  if (event.type.startsWith(DONE_PREFIX)) {
    return {
      actor: event.type.slice(DONE_PREFIX.length),
      outcome: { label: event.label ?? 'done', output: event.output },
    }
  }
  if (event.type.startsWith(ERROR_PREFIX)) {
    return {
      actor: event.type.slice(ERROR_PREFIX.length),
      outcome: { label: event.label ?? 'error', error: event.error },
    }
  }
  return undefined
}

export function settlementEvent(actor: string, outcome: Outcome): EventLike {
  return 'error' in outcome
    ? { type: ERROR_PREFIX + actor, error: outcome.error, label: outcome.label }
    : { type: DONE_PREFIX + actor, output: outcome.output, label: outcome.label }
}

/** Same text as `describeEvent` of @hireloop/flows/testing, so play functions find buttons by name. */
export function describeEvent(event: EventLike): string {
  const settlement = settlementOf(event)
  if (settlement) {
    return `${settlement.actor} ${'error' in settlement.outcome ? 'rejects' : 'resolves'}: ${settlement.outcome.label}`
  }
  if (event.label) return `${event.type}: ${event.label}`
  const { type, label: _label, ...payload } = event
  return Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type
}

/** Dotted paths of every active state: `{ loading: 'restoring' }` -> ['loading', 'loading.restoring']. */
export function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, child]) => [prefix + key, ...activePaths(child, `${prefix}${key}.`)])
}

export function stateLabel(value: unknown): string {
  const paths = activePaths(value)
  return paths.filter((p) => !paths.some((q) => q.startsWith(`${p}.`))).join(', ')
}

export function guardName(guard: unknown): string | undefined {
  if (!guard) return undefined
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') return guard.name || 'inline guard'
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type
  return 'guard'
}

/** How a transition's event reads in the diagram: `done: fetchMe`, `error: fetchMe`, `SIGN_IN`. */
export function eventName(eventType: string): string {
  if (eventType.startsWith(DONE_PREFIX)) return `done: ${eventType.slice(DONE_PREFIX.length)}`
  if (eventType.startsWith(ERROR_PREFIX)) return `error: ${eventType.slice(ERROR_PREFIX.length)}`
  if (eventType === '') return 'always'
  // `xstate.after.<delay>.<state id>`: a delayed transition; its delay is named (setup `delays`) or in ms.
  if (eventType.startsWith(AFTER_PREFIX)) return `after ${eventType.slice(AFTER_PREFIX.length).split('.')[0]}`
  return eventType
}

export interface TransitionRow {
  event: string
  guard: string | undefined
  /** Target state paths; empty for a transition that only runs actions. */
  targets: string[]
}

export function transitionsOf(node: StateNodeLike): TransitionRow[] {
  return Object.entries(node.on).flatMap(([eventType, list]: [string, readonly TransitionLike[]]) =>
    list.map((t) => ({
      event: eventName(eventType),
      guard: guardName(t.guard),
      targets: (t.target ?? []).map((target) => target.path.join('.') || '(root)'),
    })),
  )
}

export function invokedOf(node: StateNodeLike): string[] {
  return node.invoke.map((i) => (typeof i.src === 'string' ? i.src : i.id))
}

export function childStates(node: StateNodeLike): StateNodeLike[] {
  return Object.values(node.states)
}

export function allStatePaths(machine: MachineLike): string[] {
  const walk = (node: StateNodeLike): string[] =>
    childStates(node).flatMap((child) => [child.path.join('.'), ...walk(child)])
  return walk(machine.root)
}

/** Context as JSON: functions dropped, class instances by their toJSON or their name (zod schemas). */
export function contextJson(context: unknown): string {
  return JSON.stringify(
    context,
    (_, value: unknown) => {
      if (typeof value === 'function') return undefined
      if (value instanceof Error) return `[${value.name}: ${value.message}]`
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const proto = Object.getPrototypeOf(value)
        if (proto !== Object.prototype && proto !== null) return `[${(value as object).constructor?.name ?? 'object'}]`
      }
      return value
    },
    2,
  )
}
