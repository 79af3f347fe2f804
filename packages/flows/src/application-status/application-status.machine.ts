import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { failureOf, notProvided } from '../shared/effects.ts'
import {
  applicationStatuses,
  canTransition,
  closedStatuses,
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
  /** The application's current status (spec 4). */
  status: ApplicationStatus
  /** Both sides confirmed the hire. */
  hired: boolean
  /** The move being saved. */
  requested: { to: ApplicationStatus; by: ApplicationActor } | null
  /** Success toast of the last move (spec 8). */
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
    updateStatus: fromPromise<unknown, UpdateStatusInput>(notProvided('applicationStatusMachine', 'updateStatus')),
  },
  guards: {
    /** The transition table allows this actor this move from the current status. */
    isAllowed: ({ context, event }) =>
      event.type === 'CHANGE_STATUS' && canTransition(context.status, event.to, event.by),
    isRequested: ({ context }, params: { to: ApplicationStatus }) => context.requested?.to === params.to,
    isStatus: ({ context }, params: { status: ApplicationStatus }) => context.status === params.status,
    isHired: (_, params: { hired: boolean }) => params.hired,
  },
  actions: {
    request: assign(({ event }) =>
      event.type === 'CHANGE_STATUS'
        ? { requested: { to: event.to, by: event.by }, error: null, errorStatus: null, message: null }
        : {},
    ),
    apply: assign(({ context }) => {
      if (!context.requested) return {}
      return {
        status: context.requested.to,
        message: transitionMessage(context.status, context.requested.to) ?? null,
        requested: null,
      }
    }),
    fail: assign((_, params: { error: unknown }) => {
      const { error, status } = failureOf(params.error)
      return { error, errorStatus: status, requested: null }
    }),
    confirmHire: assign({ hired: true, message: HIRE_CONFIRMED_MESSAGE }),
  },
})

const isClosed = (status: ApplicationStatus) => (closedStatuses as readonly string[]).includes(status)

/** One state per status: `idle` takes CHANGE_STATUS (guarded by the table), `saving` runs the request. */
function statusState(status: ApplicationStatus) {
  const outgoing = statusTransitions.filter((t) => t.from === status)
  const saving = {
    tags: 'busy' as const,
    invoke: {
      id: 'updateStatus',
      src: 'updateStatus' as const,
      input: ({ context }: { context: ApplicationStatusContext }) => ({
        applicationId: context.applicationId,
        status: context.requested?.to ?? context.status,
      }),
      onDone: outgoing.map((t) => ({
        guard: { type: 'isRequested' as const, params: { to: t.to } },
        target: `#application.${t.to}`,
        actions: 'apply' as const,
      })),
      onError: {
        target: 'idle',
        actions: {
          type: 'fail' as const,
          params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
        },
      },
    },
  }
  const idle = { on: { CHANGE_STATUS: { guard: 'isAllowed' as const, target: 'saving', actions: 'request' as const } } }
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

export const applicationStatusMachine = machineSetup.createMachine({
  id: 'application',
  description: 'An application moving through the 14 statuses of spec 4 by the transition table (docs page).',
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
        {
          guard: {
            type: 'isHired',
            params: ({ context }) => ({ hired: context.hired && context.status === 'offer_accepted' }),
          },
          target: 'offer_accepted.hired',
        },
        ...applicationStatuses.map((status) => ({
          guard: { type: 'isStatus' as const, params: { status } },
          target: status,
        })),
      ],
    },
    ...Object.fromEntries(
      applicationStatuses.map((status) => [
        status,
        isClosed(status) ? { type: 'final' as const } : statusState(status),
      ]),
    ),
  },
})

export type ApplicationStatusMachine = typeof applicationStatusMachine
export type ApplicationStatusSnapshot = SnapshotFrom<ApplicationStatusMachine>
