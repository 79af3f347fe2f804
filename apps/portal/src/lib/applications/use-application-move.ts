import {
  allowedTransitions,
  applicationStatusMachine,
  closedStatuses,
  statusActionLabel,
  type ApplicationActor,
  type ApplicationStatus,
  type UpdateStatusInput,
} from '@hireloop/flows'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'

/** POST /application/{id}/application_status: resolves when the server took the move, rejects with its refusal. */
export type UpdateStatus = (input: UpdateStatusInput) => Promise<unknown>

/** A move the viewer may make now: the target status, the button's words, and whether it closes the application. */
export interface StatusMove {
  to: ApplicationStatus
  label: string
  closes: boolean
  /** The question a closing move asks first, when the viewer's words differ from the table's (a talent declining an offer). */
  question?: { title: string; description: string }
}

export interface ApplicationMove {
  status: ApplicationStatus
  hired: boolean
  /** The move being saved, null when none. */
  saving: ApplicationStatus | null
  /** The success message of the last move ("Status updated", "You're successfully matched!", "Hire was confirmed"). */
  message: string | null
  /** The refusal of the last move, in the server's words. */
  error: string | null
  /** What the transition table lets this viewer do from the current status (none once hired). */
  moves: StatusMove[]
  move: (to: ApplicationStatus) => void
  /** The hire-confirmation flow finished: both sides confirmed, nothing moves any more. */
  hireConfirmed: () => void
}

export interface UseApplicationMoveOptions {
  application: { id: string; status: ApplicationStatus; hired: boolean }
  /** Who looks at it (an admin is a recruiter). */
  side: ApplicationActor
  /** Read once, when the hook mounts. */
  updateStatus: UpdateStatus
}

const isClosing = (status: ApplicationStatus) => (closedStatuses as readonly ApplicationStatus[]).includes(status)

/**
 * The application-status machine of packages/flows for one application, with its `updateStatus` effect: the table
 * decides which moves the viewer is offered, the machine runs the request and keeps the status, the message or the
 * refusal. Mount it once per application (key the caller by the application id).
 */
export function useApplicationMove({ application, side, updateStatus }: UseApplicationMoveOptions): ApplicationMove {
  // Like the other routes' machines: the effect given at mount is the one used (routes pass a stable one).
  const [snapshot, send] = useMachine(
    applicationStatusMachine.provide({
      actors: { updateStatus: fromPromise<unknown, UpdateStatusInput>(({ input }) => updateStatus(input)) },
    }),
    { input: { applicationId: application.id, status: application.status, hired: application.hired } },
  )
  const { status, hired, requested, message, error } = snapshot.context
  const moves = allowedTransitions(status, side, { hired }).map((to) => ({
    to,
    label: statusActionLabel(to, side) ?? to,
    closes: isClosing(to),
  }))
  return {
    status,
    hired,
    saving: snapshot.hasTag('busy') ? (requested?.to ?? null) : null,
    message,
    error,
    moves,
    move: (to) => send({ type: 'CHANGE_STATUS', to, by: side }),
    hireConfirmed: () => send({ type: 'HIRE_CONFIRMED' }),
  }
}
