import { describe, expect, it } from 'vitest'
import {
  emptyInvoiceForm,
  INVOICE_FORM_MESSAGES as M,
  invoiceFormSchema,
  invoiceTotalsOfValues,
  toMajorUnits,
  toMinorUnits,
  type InvoiceFormValues,
} from './invoice-form.schema.ts'

const valid: InvoiceFormValues = {
  currency: 'EUR',
  dueDate: '2026-04-01',
  taxPercent: '19',
  lines: [
    { description: ' Placement fee ', quantity: '1', unitAmount: '15000' },
    { description: 'Sourcing package', quantity: '2', unitAmount: '2500,50' },
  ],
}

const messagesOf = (values: InvoiceFormValues) => {
  const result = invoiceFormSchema.safeParse(values)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('the invoice form', () => {
  it('converts major units to minor units exactly', () => {
    expect(toMinorUnits('1500')).toBe(150_000)
    expect(toMinorUnits('19.99')).toBe(1999)
    expect(toMinorUnits('0,5')).toBe(50)
    expect(toMinorUnits('1.234')).toBeNull()
    expect(toMinorUnits('-1')).toBeNull()
    expect(toMajorUnits(150_050)).toBe('1500.50')
  })

  it('sends what the contract wants: trimmed text, numbers, minor units', () => {
    expect(invoiceFormSchema.parse(valid)).toEqual({
      currency: 'EUR',
      dueDate: '2026-04-01',
      taxPercent: 19,
      lines: [
        { description: 'Placement fee', quantity: 1, unitAmount: 1_500_000 },
        { description: 'Sourcing package', quantity: 2, unitAmount: 250_050 },
      ],
    })
  })

  it('says what is wrong with each field', () => {
    expect(messagesOf({ ...emptyInvoiceForm(), taxPercent: '120' })).toEqual({
      dueDate: M.dueDate,
      taxPercent: M.taxPercent,
      'lines.0.description': M.description,
      'lines.0.unitAmount': M.unitAmountRequired,
    })
    expect(messagesOf({ ...valid, lines: [{ description: 'Fee', quantity: '0', unitAmount: '12.345' }] })).toEqual({
      'lines.0.quantity': M.quantity,
      'lines.0.unitAmount': M.unitAmount,
    })
    expect(messagesOf({ ...valid, lines: [] })).toEqual({ lines: M.lines })
    expect(messagesOf({ ...valid, dueDate: '2026-02-31x' })).toEqual({ dueDate: M.dueDate })
  })

  it('refuses an invoice whose total passes the contract’s limit', () => {
    const huge = { description: 'Fee', quantity: '3', unitAmount: '9000000' }
    expect(messagesOf({ ...valid, lines: [huge] })).toEqual({ lines: M.tooLarge })
  })

  it('totals as the user types, counting a line not yet valid as nothing', () => {
    expect(invoiceTotalsOfValues(valid)).toEqual({ subtotal: 2_000_100, tax: 380_019, total: 2_380_119 })
    const typing = {
      ...valid,
      taxPercent: '',
      lines: [...valid.lines, { description: '', quantity: 'x', unitAmount: '5' }],
    }
    expect(invoiceTotalsOfValues(typing)).toEqual({ subtotal: 2_000_100, tax: 0, total: 2_000_100 })
  })
})
