import { APPLICATION_STATUS_LABELS, closedStatuses, type ApplicationStatus } from '@hireloop/flows'
import { Badge, type BadgeProps } from '@hireloop/design-system'

export interface ApplicationStatusBadgeProps {
  status: ApplicationStatus
  /** Both sides confirmed the hire: the badge says "Hired" instead of "Offer accepted". @default false */
  hired?: boolean
}

const isClosed = (status: ApplicationStatus) => (closedStatuses as readonly ApplicationStatus[]).includes(status)

function paletteOf(status: ApplicationStatus, hired: boolean): BadgeProps['colorPalette'] {
  if (hired || status === 'offer_accepted') return 'success'
  if (isClosed(status)) return 'neutral'
  if (status === 'offer_made') return 'warning'
  return 'primary'
}

/**
 * An application's status in the words of docs/product.md §4 ("Interview requested", "Declined by company"), or
 * "Hired" once both sides confirmed. Open statuses are primary, an offer is warning, accepted and hired success,
 * closed ones neutral: the word carries the meaning, the colour only repeats it.
 */
export function ApplicationStatusBadge({ status, hired = false }: ApplicationStatusBadgeProps) {
  return (
    <Badge
      variant="status"
      colorPalette={paletteOf(status, hired)}
      data-status={status}
      data-hired={hired || undefined}
    >
      {hired ? 'Hired' : APPLICATION_STATUS_LABELS[status]}
    </Badge>
  )
}
