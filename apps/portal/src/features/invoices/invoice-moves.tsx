import { Button } from '@hireloop/design-system'
import { INVOICE_MOVES } from '@hireloop/flows/rules'
import { Ban, CircleCheck, Send } from 'lucide-react'
import { ConfirmDialog } from '../../lib/dialogs/confirm-dialog.tsx'
import type { Invoice, InvoiceStatus } from '../../lib/invoices/invoice-format.ts'

/** A status move of an invoice: resolves with the moved invoice, rejects with the server's refusal. */
export type InvoiceMove = (invoice: Invoice, to: InvoiceStatus) => Promise<unknown>

const MOVE_LABELS: Partial<Record<InvoiceStatus, string>> = { sent: 'Send', paid: 'Mark paid', void: 'Void' }
const MOVE_ICONS = { sent: Send, paid: CircleCheck, void: Ban } as const

export const INVOICE_NOT_CHANGED = 'The invoice was not changed. Try again in a moment.'

export interface InvoiceMoveButtonsProps {
  invoice: Invoice
  /** The invoice whose move is running: its buttons wait. */
  busy: boolean
  /** Send or mark paid at once; Void asks first. */
  onMove: (to: InvoiceStatus) => void
  onVoid: () => void
}

/** A recruiter's moves of one invoice, exactly those the table allows from its status (ADR 0086). */
export function InvoiceMoveButtons({ invoice, busy, onMove, onVoid }: InvoiceMoveButtonsProps) {
  return INVOICE_MOVES[invoice.status].map((to) => {
    const Icon = MOVE_ICONS[to as keyof typeof MOVE_ICONS]
    const label = MOVE_LABELS[to] ?? to
    return (
      <Button
        key={to}
        size="sm"
        variant={to === 'void' ? 'outline' : 'solid'}
        colorPalette={to === 'void' ? 'danger' : undefined}
        aria-label={`${label} invoice ${invoice.number}`}
        loading={busy}
        onClick={() => (to === 'void' ? onVoid() : onMove(to))}
      >
        {Icon && <Icon aria-hidden="true" />}
        {label}
      </Button>
    )
  })
}

export interface VoidInvoiceDialogProps {
  invoice: Invoice
  onConfirm: () => Promise<unknown>
  onClose: () => void
}

/** Void with confirmation: final, and the number stays taken. A refusal stays in the dialog, in words. */
export function VoidInvoiceDialog({ invoice, onConfirm, onClose }: VoidInvoiceDialogProps) {
  return (
    <ConfirmDialog
      title={`Void invoice ${invoice.number}?`}
      description="A void invoice can no longer be sent or paid, and this cannot be undone. It keeps its number, so the numbering stays without gaps."
      confirmLabel="Void invoice"
      fallbackRefusal={INVOICE_NOT_CHANGED}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  )
}
