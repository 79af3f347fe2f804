import type { Page } from '@hireloop/api'
import type { Invoice, InvoiceStatus } from '../lib/invoices/invoice-format.ts'

const payment = (reference: string) => ({
  provider: 'bank_transfer' as const,
  reference,
  accountHolder: 'Hireloop GmbH',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
})

/** An invoice of the screens' stories: 15,000.00 + 19% VAT, numbered after `n`. */
export function invoiceFixture(n: number, status: InvoiceStatus, overrides: Partial<Invoice> = {}): Invoice {
  const number = `HL-2026-${String(n).padStart(4, '0')}`
  return {
    id: `inv-${n}`,
    number,
    companyId: 'c-1',
    status,
    currency: 'EUR',
    lines: [
      { description: 'Placement fee: Senior backend engineer', quantity: 1, unitAmount: 1_500_000, amount: 1_500_000 },
    ],
    subtotal: 1_500_000,
    tax: 285_000,
    total: 1_785_000,
    sentAt: status === 'draft' ? null : '2026-02-02T09:15:00Z',
    dueDate: '2026-03-20',
    overdue: false,
    applicationId: null,
    payment: payment(number),
    paidAt: status === 'paid' ? '2026-02-20T10:00:00Z' : null,
    createdAt: '2026-02-01T09:15:00Z',
    ...overrides,
  }
}

/** One invoice in each state a reader meets: draft, sent, overdue, paid, void. */
export const invoicesInEveryState: Invoice[] = [
  invoiceFixture(5, 'draft', { applicationId: 'app-1' }),
  invoiceFixture(4, 'sent'),
  invoiceFixture(3, 'sent', { overdue: true, dueDate: '2026-02-18', currency: 'USD' }),
  invoiceFixture(2, 'paid'),
  invoiceFixture(1, 'void'),
]

export function pageOf(results: Invoice[], total = results.length, currentPage = 1): Page<Invoice> {
  const size = 10
  const last = Math.max(1, Math.ceil(total / size))
  return {
    results,
    total,
    size,
    currentPage,
    next: currentPage < last ? currentPage + 1 : null,
    previous: currentPage > 1 ? currentPage - 1 : null,
  }
}
