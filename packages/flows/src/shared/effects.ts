import { fromPromise } from 'xstate'

/**
 * A named effect of a machine (ADR 0040): a promise actor whose placeholder fails loudly until the caller provides
 * the real one with `.provide({ actors })`.
 */
export function effect<TOutput, TInput = void>(machine: string, name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${machine}: provide the "${name}" actor with .provide({ actors })`)
  })
}

/**
 * The `onError` of a request state, the same in every machine: go to `target` (usually the state that routes back to
 * where the request started) and let the machine's `fail` action record the failure.
 */
export function failTo<const TTarget extends string>(target: TTarget) {
  return {
    target,
    actions: { type: 'fail' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
  }
}
