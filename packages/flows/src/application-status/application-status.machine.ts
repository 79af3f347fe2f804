import { assign, setup, type SnapshotFrom } from 'xstate'
import { effect, failTo } from '../shared/effects.ts'
import { failureOf } from '../shared/failure.ts'
import {
  type PIPELINE_STATUSES,
  pipelineGroupOf,
  pipelineGroups,
  type PipelineGroup,
} from '../pipeline/pipeline.groups.ts'
import {
  applicationStatuses,
  type closedStatuses,
  canTransition,
  HIRE_CONFIRMED_MESSAGE,
  statusTransitions,
  transitionMessage,
  type ApplicationActor,
  type ApplicationStatus,
} from './application-status.rules.ts'

export interface ApplicationStatusInput {
  applicationId: string
  status: ApplicationStatus
  /** Both sides confirmed the hire (the application's hireConfirmation list holds talent and employer). */
  hired?: boolean
}

export interface ApplicationStatusContext {
  applicationId: string
  /** The application's current status (docs/product.md §4). */
  status: ApplicationStatus
  /** Both sides confirmed the hire. */
  hired: boolean
  /** The move being saved. */
  requested: Move | null
  /** Success toast of the last move (docs/product.md §8). */
  message: string | null
  /** Human message and HTTP status of the last failed move. */
  error: string | null
  errorStatus: number | null
}

export type ApplicationStatusEvent =
  /** Move the application; `by` is the role of the signed-in user (an admin is a recruiter). */
  | { type: 'CHANGE_STATUS'; to: ApplicationStatus; by: ApplicationActor }
  /** The hire-confirmation flow reached `hired` (both sides confirmed). */
  | { type: 'HIRE_CONFIRMED' }

/** A move of the transition table: to a status, by a role. */
export interface Move {
  to: ApplicationStatus
  by: ApplicationActor
}

export interface UpdateStatusInput {
  applicationId: string
  status: ApplicationStatus
}

const machineSetup = setup({
  types: {
    context: {} as ApplicationStatusContext,
    events: {} as ApplicationStatusEvent,
    input: {} as ApplicationStatusInput,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /application/{id}/application_status { status }. Rejects with an ApiError-like object. */
    updateStatus: effect<unknown, UpdateStatusInput>('applicationStatusMachine', 'updateStatus'),
  },
  guards: {
    /** The transition table allows this actor this move from the current status. */
    isAllowed: ({ context }, params: Move) => canTransition(context.status, params.to, params.by),
    // Asked in `saving` only, where a move is requested.
    isRequested: ({ context }, params: { to: ApplicationStatus }) => context.requested!.to === params.to,
    isStatus: ({ context }, params: { status: ApplicationStatus }) => context.status === params.status,
    isHired: ({ context }) => context.hired && context.status === 'offer_accepted',
  },
  actions: {
    request: assign((_, params: Move) => ({ requested: params, error: null, errorStatus: null, message: null })),
    // `saving` runs only with a move the table allows, so it has a message.
    apply: assign(({ context }) => ({
      status: context.requested!.to,
      message: transitionMessage(context.status, context.requested!.to)!,
      requested: null,
    })),
    fail: assign((_, params: { error: unknown }) => {
      const { error, status } = failureOf(params.error)
      return { error, errorStatus: status, requested: null }
    }),
    confirmHire: assign({ hired: true, message: HIRE_CONFIRMED_MESSAGE }),
  },
})

/** The groups the machine nests its statuses in: the four pipeline groups, then `closed` (ADR 0072). */
export const applicationStatusGroups = [...pipelineGroups, 'closed'] as const
export type ApplicationStatusGroup = (typeof applicationStatusGroups)[number]

/** The machine's group of a status: its pipeline group, `closed` for a closed status. */
export const statusGroupOf = (status: ApplicationStatus): ApplicationStatusGroup => pipelineGroupOf(status) ?? 'closed'

/** The state node id of a status: `#application.<group>.<status>`. */
const statusTarget = (status: ApplicationStatus) => `#application.${statusGroupOf(status)}.${status}`

/** One state per open status: `idle` takes CHANGE_STATUS (guarded by the table), `saving` runs the request. */
function statusState(status: ApplicationStatus) {
  const outgoing = statusTransitions.filter((t) => t.from === status)
  const saving = {
    tags: 'busy' as const,
    invoke: {
      id: 'updateStatus',
      src: 'updateStatus' as const,
      input: ({ context }: { context: ApplicationStatusContext }) => ({
        applicationId: context.applicationId,
        status: context.requested!.to,
      }),
      onDone: outgoing.map((t) => ({
        guard: { type: 'isRequested' as const, params: { to: t.to } },
        target: statusTarget(t.to),
        actions: 'apply' as const,
      })),
      onError: failTo('idle'),
    },
  }
  const move = ({ event }: { event: Move }) => ({ to: event.to, by: event.by })
  const idle = {
    on: {
      CHANGE_STATUS: {
        guard: { type: 'isAllowed' as const, params: move },
        target: 'saving',
        actions: { type: 'request' as const, params: move },
      },
    },
  }
  if (status === 'offer_accepted') {
    return {
      initial: 'idle',
      states: {
        idle: { on: { ...idle.on, HIRE_CONFIRMED: { target: 'hired', actions: 'confirmHire' as const } } },
        saving,
        // Both sides confirmed: the application does not move any more.
        hired: {},
      },
    }
  }
  return { initial: 'idle', states: { idle, saving } }
}

/** The statuses a group holds, as a type. */
type StatusesOf<G extends ApplicationStatusGroup> = G extends PipelineGroup
  ? (typeof PIPELINE_STATUSES)[G][number]
  : (typeof closedStatuses)[number]

/**
 * The shape of a group's states, for the types only (the configs are built from the table, so TypeScript cannot
 * follow them): the state value is typed down to `interview.interview_scheduled.saving`, and `matches()` checks it.
 */
type GroupStates<G extends ApplicationStatusGroup> = {
  [S in StatusesOf<G>]: G extends 'closed'
    ? { type: 'final' }
    : {
        initial: 'idle'
        states: Record<S extends 'offer_accepted' ? 'idle' | 'saving' | 'hired' : 'idle' | 'saving', Empty>
      }
}
type Empty = Record<never, never>

/** A group holds its statuses, in the order of the table; a closed status is final (nothing moves out of it). */
function groupState<G extends ApplicationStatusGroup>(group: G) {
  const statuses = applicationStatuses.filter((status) => statusGroupOf(status) === group)
  const states = Object.fromEntries(
    statuses.map((status) => [status, group === 'closed' ? { type: 'final' as const } : statusState(status)]),
  ) as unknown as GroupStates<G>
  // Never entered by its initial state: every transition targets a status (`#application.<group>.<status>`).
  return { initial: statuses[0] as StatusesOf<G>, states }
}

export const applicationStatusMachine = machineSetup.createMachine({
  id: 'application',
  description:
    'An application moving through the 14 statuses of docs/product.md §4 by the transition table (docs page), ' +
    'its statuses nested in the pipeline groups (matched, interested, interview, decision) and closed.',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    status: input.status,
    hired: input.hired === true,
    requested: null,
    message: null,
    error: null,
    errorStatus: null,
  }),
  initial: 'resolving',
  states: {
    // Enters the state of the input's status.
    resolving: {
      always: [
        { guard: 'isHired', target: '#application.decision.offer_accepted.hired' },
        ...applicationStatuses.map((status) => ({
          guard: { type: 'isStatus' as const, params: { status } },
          target: statusTarget(status),
        })),
      ],
    },
    // One line per group, in column order (`applicationStatusGroups`; a test holds them together), so the state
    // value is typed and `snapshot.matches('interview')` type-checks.
    matched: groupState('matched'),
    interested: groupState('interested'),
    interview: groupState('interview'),
    decision: groupState('decision'),
    closed: groupState('closed'),
  },
})

export type ApplicationStatusMachine = typeof applicationStatusMachine
export type ApplicationStatusSnapshot = SnapshotFrom<ApplicationStatusMachine>
