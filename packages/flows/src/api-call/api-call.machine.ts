import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { failureOf, notProvided } from '../shared/effects.ts'
import { API_CALL_USES, type ApiCallName } from './api-call.uses.ts'

export interface ApiCallInput {
  /** Which use of spec 4 this call is (decides its success message and whether errors toast). */
  use?: ApiCallName
  /** The request parameters of the first START when it sends none. */
  params?: unknown
}

export interface ApiCallContext {
  use: ApiCallName | null
  /** Parameters of the last START, reused by RETRY. */
  params: unknown
  /** What the last successful call resolved. */
  data: unknown
  /** Human message of the last failure (spec 8), null otherwise. */
  error: string | null
  /** HTTP status of the last failure (spec 4: "the failed stage stores the error message and status"). */
  status: number | null
  /** The success toast of the last call, by its use (spec 8); null when there is none. */
  message: string | null
  attempts: number
}

export type ApiCallEvent =
  /** Start (or restart) the call; `params` replace the previous ones when given. */
  | { type: 'START'; params?: unknown }
  /** Run the failed call again with the same parameters. */
  | { type: 'RETRY' }
  /** Back to idle, forgetting data and error (a running call is cancelled). */
  | { type: 'RESET' }

export const apiCallMachine = setup({
  types: {
    context: {} as ApiCallContext,
    events: {} as ApiCallEvent,
    input: {} as ApiCallInput,
    tags: {} as 'busy',
  },
  actors: {
    /** The request itself (a typed client call). Rejects with an ApiError-like `{ status, message }`. */
    call: fromPromise<unknown, unknown>(notProvided('apiCallMachine', 'call')),
  },
  actions: {
    setParams: assign((_, params: { params: unknown }) =>
      params.params === undefined ? {} : { params: params.params },
    ),
    countAttempt: assign(({ context }) => ({
      attempts: context.attempts + 1,
      error: null,
      status: null,
      message: null,
    })),
    succeed: assign(({ context }, params: { data: unknown }) => ({
      data: params.data,
      message: context.use ? API_CALL_USES[context.use].successMessage : null,
    })),
    fail: assign((_, params: { error: unknown }) => failureOf(params.error)),
    reset: assign({ data: undefined, error: null, status: null, message: null, attempts: 0 }),
  },
}).createMachine({
  id: 'apiCall',
  description: 'An API action of spec 4 in its three stages: start (loading), success, fail.',
  context: ({ input }) => ({
    use: input.use ?? null,
    params: input.params,
    data: undefined,
    error: null,
    status: null,
    message: null,
    attempts: 0,
  }),
  initial: 'idle',
  on: {
    RESET: { target: '.idle', actions: 'reset' },
  },
  states: {
    idle: {
      on: {
        START: { target: 'loading', actions: { type: 'setParams', params: ({ event }) => ({ params: event.params }) } },
      },
    },
    loading: {
      tags: 'busy',
      entry: 'countAttempt',
      invoke: {
        id: 'call',
        src: 'call',
        input: ({ context }: { context: ApiCallContext }) => context.params,
        onDone: { target: 'success', actions: { type: 'succeed', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'failure', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    success: {
      on: {
        // Refetch or send again: the data stays on screen until the new answer.
        START: { target: 'loading', actions: { type: 'setParams', params: ({ event }) => ({ params: event.params }) } },
      },
    },
    failure: {
      on: {
        RETRY: { target: 'loading' },
        START: { target: 'loading', actions: { type: 'setParams', params: ({ event }) => ({ params: event.params }) } },
      },
    },
  },
})

export type ApiCallMachine = typeof apiCallMachine
export type ApiCallSnapshot = SnapshotFrom<ApiCallMachine>

/** Whether a failure should show an error toast: never for 401 (spec 8), nor for uses that turn it off. */
export function shouldToastError(context: ApiCallContext): boolean {
  if (context.error === null || context.status === 401) return false
  return context.use ? API_CALL_USES[context.use].errorToast : true
}
