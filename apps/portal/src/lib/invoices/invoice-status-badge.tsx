import { Badge, type BadgeProps } from '@hireloop/design-system'
import { INVOICE_STATE_LABELS, invoiceStateOf, type Invoice, type InvoiceState } from './invoice-format.ts'

const PALETTES: Record<InvoiceState, BadgeProps['colorPalette']> = {
  draft: 'neutral',
  sent: 'primary',
  overdue: 'danger',
  paid: 'success',
  void: 'neutral',
}

/** Draft, Sent, Overdue, Paid or Void, in words (the colour only repeats them). */
export function InvoiceStatusBadge({ invoice }: { invoice: Pick<Invoice, 'status' | 'overdue'> }) {
  const state = invoiceStateOf(invoice)
  return (
    <Badge variant="subtle" colorPalette={PALETTES[state]} data-state={state}>
      {INVOICE_STATE_LABELS[state]}
    </Badge>
  )
}
