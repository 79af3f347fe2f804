import { describe, expect, it } from 'vitest'
import { INVOICE_STATUSES, invoiceMayMove, invoiceMoveRefusal } from './invoice.rules.ts'

describe('invoice moves', () => {
  it('allows exactly draft->sent, draft->void, sent->paid and sent->void', () => {
    const allowed = INVOICE_STATUSES.flatMap((from) =>
      INVOICE_STATUSES.filter((to) => invoiceMayMove(from, to)).map((to) => `${from}->${to}`),
    )
    expect(allowed).toEqual(['draft->sent', 'draft->void', 'sent->paid', 'sent->void'])
  })

  it('refuses in a sentence that says what cannot happen', () => {
    expect(invoiceMoveRefusal('paid', 'void')).toBe('A paid invoice cannot be voided.')
    expect(invoiceMoveRefusal('draft', 'paid')).toBe('A draft invoice cannot be marked paid. Send it first.')
    expect(invoiceMoveRefusal('sent', 'draft')).toBe('A sent invoice cannot be turned back into a draft.')
  })
})
