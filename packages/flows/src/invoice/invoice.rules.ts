// Pure, no XState: the status moves of an invoice (issue 15, ADR 0086), shared by the server, the mock marketplace
// and the portal so all three allow and refuse the same moves.

/** The invoice statuses of the contract (`InvoiceStatus`). Overdue is not one: a sent invoice past its due date. */
export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'void'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

/** Where each status may go: a draft is sent or voided, a sent invoice paid or voided; paid and void are final. */
export const INVOICE_MOVES: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  draft: ['sent', 'void'],
  sent: ['paid', 'void'],
  paid: [],
  void: [],
}

/** May an invoice in status `from` move to `to`? */
export function invoiceMayMove(from: InvoiceStatus, to: InvoiceStatus): boolean {
  return INVOICE_MOVES[from].includes(to)
}

const MOVE_VERBS: Record<InvoiceStatus, string> = {
  draft: 'turned back into a draft',
  sent: 'sent',
  paid: 'marked paid',
  void: 'voided',
}

/** The sentence refusing a move the table does not allow, e.g. "A paid invoice cannot be voided." */
export function invoiceMoveRefusal(from: InvoiceStatus, to: InvoiceStatus): string {
  const which = from === 'void' ? 'A void invoice' : `A ${from} invoice`
  const hint = from === 'draft' && to === 'paid' ? ' Send it first.' : ''
  return `${which} cannot be ${MOVE_VERBS[to]}.${hint}`
}
