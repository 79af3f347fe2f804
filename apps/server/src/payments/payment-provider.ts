import type { Schemas } from '../api/context.ts'

/** What a provider needs to know about an invoice to say how it is paid. */
export interface PayableInvoice {
  number: string
  currency: string
  total: number
}

/**
 * How companies pay invoices (issue 15, ADR 0086). Payments stay inside the product: a provider says how to pay an
 * invoice (`instructions`, printed on its PDF and answered with it) and what marking it paid means. The built-in
 * provider is a bank transfer; a card provider (the reserved `stripe-oauth-callback` route) would implement the same
 * interface and confirm payments itself.
 */
export interface PaymentProvider {
  readonly id: Schemas['PaymentInstructions']['provider']
  /** What the company must do to pay this invoice. */
  instructions(invoice: PayableInvoice): Schemas['PaymentInstructions']
  /**
   * Who confirms that the money arrived. `recruiter`: a recruiter marks the invoice paid by hand (sent -> paid) once
   * the transfer shows on the account; a provider that learns it itself would answer `provider`.
   */
  readonly confirmsPayment: 'recruiter' | 'provider'
}
