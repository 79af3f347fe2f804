import {
  allowedTransitions,
  APPLICATION_STATUS_LABELS,
  changesGroup,
  closedStatuses,
  findTransition,
  movesIntoGroup,
  PIPELINE_STATUSES,
  pipelineGroupOf,
  statusActionLabel,
  transitionRefusal,
  type ApplicationStatus,
  type PipelineGroup,
} from '@hireloop/flows/rules'

/** What the pipeline needs of an application to decide a move. */
export interface MovableApplication {
  status: ApplicationStatus
  hired: boolean
}

/** What dropping a card on a column does: refuse (and say why), move, or ask which status of the column. */
export type DropOffer =
  | { kind: 'refused'; message: string }
  | { kind: 'move'; to: ApplicationStatus }
  | { kind: 'choose'; options: ApplicationStatus[] }

/** A move a company may make from where the application is: the target, the button's words, whether it closes it. */
export interface MoveOption {
  to: ApplicationStatus
  label: string
  statusLabel: string
  closes: boolean
}

const isClosing = (status: ApplicationStatus) => (closedStatuses as readonly ApplicationStatus[]).includes(status)

/**
 * The offer of a drop on a column (ADR 0073): the statuses of that group the transition table lets the company move
 * the card to. None: refused with the table's sentence for the column's first status the card could reach at all
 * (another side's move reads "Only the talent can …"), else for the column's first status.
 */
export function dropOffer(application: MovableApplication, group: PipelineGroup): DropOffer {
  const options = movesIntoGroup(application.status, group, 'employer', { hired: application.hired })
  if (options.length === 1) return { kind: 'move', to: options[0]! }
  if (options.length > 1) return { kind: 'choose', options }
  const statuses: readonly ApplicationStatus[] = PIPELINE_STATUSES[group]
  const target = statuses.find((to) => findTransition(application.status, to)) ?? statuses[0]!
  const message =
    transitionRefusal(application.status, target, 'employer', { hired: application.hired }) ??
    `An application in ${APPLICATION_STATUS_LABELS[application.status]} cannot move to ${APPLICATION_STATUS_LABELS[target]}.`
  return { kind: 'refused', message }
}

/** Every move the company may make from here (the card's Move dialog): none once the hire is confirmed. */
export function moveOptions(application: MovableApplication, only?: readonly ApplicationStatus[]): MoveOption[] {
  return allowedTransitions(application.status, 'employer', { hired: application.hired })
    .filter((to) => !only || only.includes(to))
    .map((to) => ({
      to,
      label: statusActionLabel(to, 'employer') ?? APPLICATION_STATUS_LABELS[to],
      statusLabel: APPLICATION_STATUS_LABELS[to],
      closes: isClosing(to),
    }))
}

/**
 * The application as the server will answer the move, for the optimistic update: the new status and group; its time
 * in stage starts again only when it changes group (as the server does).
 */
export function movedApplication<
  T extends MovableApplication & { hiringPipelineGroup: PipelineGroup | null; stageEnteredAt: string },
>(application: T, to: ApplicationStatus, now: Date): T {
  return {
    ...application,
    status: to,
    hiringPipelineGroup: pipelineGroupOf(to),
    stageEnteredAt: changesGroup(application.status, to) ? now.toISOString() : application.stageEnteredAt,
  }
}
