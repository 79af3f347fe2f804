import type { Schema } from '@hireloop/api'

export type Invoice = Schema<'Invoice'>
export type InvoiceStatus = Schema<'InvoiceStatus'>

/** What a reader sees of an invoice: its status, or Overdue for a sent one past its due date. */
export type InvoiceState = InvoiceStatus | 'overdue'

export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  draft: 'Draft',
  sent: 'Sent',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Void',
}

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  paid: 'Paid',
  void: 'Void',
}

export function invoiceStateOf(invoice: Pick<Invoice, 'status' | 'overdue'>): InvoiceState {
  return invoice.status === 'sent' && invoice.overdue ? 'overdue' : invoice.status
}

const moneyFormats = new Map<string, Intl.NumberFormat>()

/** An amount in minor units, in its currency: 1785000 EUR -> "€17,850.00". */
export function formatMoney(minor: number, currency: string): string {
  let format = moneyFormats.get(currency)
  if (!format) {
    format = new Intl.NumberFormat('en', { style: 'currency', currency })
    moneyFormats.set(currency, format)
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(minor / 10 ** digits)
}

const dayFormat = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** A date (`2026-04-01`) or a time (`2026-03-02T09:15:00Z`) as a day: "Apr 1, 2026"; a dash when there is none. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '—'
  return dayFormat.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value))
}
