import { describe, expect, it } from 'vitest'
import { invoiceSearchOf, invoiceSearchParams } from './invoice-data.ts'
import { formatDay, formatMoney, invoiceStateOf } from './invoice-format.ts'

describe('invoice formatting', () => {
  it('formats minor units in the invoice currency', () => {
    expect(formatMoney(1_785_000, 'EUR')).toBe('€17,850.00')
    expect(formatMoney(5, 'USD')).toBe('$0.05')
    // A currency without minor digits counts whole units.
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500')
  })

  it('reads a sent invoice past its due date as overdue, and nothing else', () => {
    expect(invoiceStateOf({ status: 'sent', overdue: true })).toBe('overdue')
    expect(invoiceStateOf({ status: 'sent', overdue: false })).toBe('sent')
    expect(invoiceStateOf({ status: 'paid', overdue: true })).toBe('paid')
  })

  it('shows a date as its calendar day whatever the zone, and a dash for none', () => {
    expect(formatDay('2026-04-01')).toBe('Apr 1, 2026')
    expect(formatDay('2026-03-02T23:30:00Z')).toBe('Mar 2, 2026')
    expect(formatDay(null)).toBe('—')
  })
})

describe('the list in the URL', () => {
  it('reads a known status and a page number, and ignores anything else', () => {
    expect(invoiceSearchOf(new URLSearchParams('status=sent&page=2'))).toEqual({ status: 'sent', page: 2 })
    expect(invoiceSearchOf(new URLSearchParams('status=overdue&page=-1'))).toEqual({ status: null, page: 1 })
  })

  it('writes the filter and page, leaving out the defaults', () => {
    expect(invoiceSearchParams('paid', 3)).toEqual({ status: 'paid', page: '3' })
    expect(invoiceSearchParams(null)).toEqual({})
  })
})
