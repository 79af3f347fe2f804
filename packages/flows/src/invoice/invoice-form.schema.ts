import { z } from 'zod'

// The recruiter's invoice form (/company/{id}/create-invoice, issue 15): amounts typed in major units ("1500.50"),
// sent in minor units (150050), as the contract's CreateInvoiceRequest wants them.

/** The currencies an invoice can be written in: each has two minor digits, which the conversion below assumes. */
export const INVOICE_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'NOK', 'SEK', 'DKK', 'PLN', 'CZK'] as const

/** The contract's bounds: a unit amount, a line and an invoice total are int32 minor units. */
const MAX_UNIT_AMOUNT = 1_000_000_000
const MAX_AMOUNT = 2_000_000_000
const MAX_QUANTITY = 100_000
const AMOUNT_PATTERN = /^\d{1,10}([.,]\d{1,2})?$/
const WHOLE_PATTERN = /^\d{1,9}$/
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

export const INVOICE_FORM_MESSAGES = {
  description: 'Describe what this line is for.',
  descriptionTooLong: 'Use at most 500 characters.',
  quantity: `Enter a whole number from 1 to ${MAX_QUANTITY.toLocaleString('en')}.`,
  unitAmountRequired: 'Enter the price of one unit.',
  unitAmount: 'Enter an amount like 1500 or 1500.50.',
  unitAmountTooLarge: 'Enter at most 10,000,000.00 a unit.',
  taxPercent: 'Enter a whole percentage from 0 to 100.',
  dueDate: 'Choose the date the payment is due.',
  currency: 'Choose a currency.',
  lines: 'Add at least one line.',
  tooLarge: 'This invoice comes to more than 20,000,000.00: split it into several invoices.',
} as const
const M = INVOICE_FORM_MESSAGES

/** "1500.5" -> 150050 minor units, exactly (no floating point); null when it is not an amount. */
export function toMinorUnits(major: string): number | null {
  const text = major.trim()
  if (!AMOUNT_PATTERN.test(text)) return null
  const [whole = '0', fraction = ''] = text.split(/[.,]/)
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** The minor units of an amount as the form shows it again: 150050 -> "1500.50". */
export function toMajorUnits(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`
}

const quantityOf = (text: string) => (WHOLE_PATTERN.test(text.trim()) ? Number(text.trim()) : null)

const lineSchema = z.object({
  description: z
    .string()
    .trim()
    .min(1, { error: M.description, abort: true })
    .max(500, { error: M.descriptionTooLong }),
  quantity: z
    .string()
    .refine(
      (q) => {
        const n = quantityOf(q)
        return n !== null && n >= 1 && n <= MAX_QUANTITY
      },
      { error: M.quantity },
    )
    .transform((q) => Number(q.trim())),
  unitAmount: z
    .string()
    .trim()
    .min(1, { error: M.unitAmountRequired, abort: true })
    .refine((a) => toMinorUnits(a) !== null, { error: M.unitAmount })
    .transform((a) => toMinorUnits(a) ?? 0)
    .refine((a) => a <= MAX_UNIT_AMOUNT, { error: M.unitAmountTooLarge }),
})

/** `POST /company/{id}/invoice`: created as a draft, numbered by the server. */
export const invoiceFormSchema = z
  .object({
    currency: z.enum(INVOICE_CURRENCIES, { error: M.currency }),
    dueDate: z
      .string()
      .regex(DATE_PATTERN, { error: M.dueDate })
      .refine((d) => !Number.isNaN(Date.parse(d)), { error: M.dueDate }),
    taxPercent: z
      .string()
      .refine(
        (p) => {
          const n = quantityOf(p)
          return n !== null && n <= 100
        },
        { error: M.taxPercent },
      )
      .transform((p) => Number(p.trim())),
    lines: z.array(lineSchema).min(1, { error: M.lines }),
  })
  .superRefine((data, context) => {
    if (invoiceTotalsOf(data).total > MAX_AMOUNT)
      context.addIssue({ code: 'custom', path: ['lines'], message: M.tooLarge })
  })

export type InvoiceFormValues = z.input<typeof invoiceFormSchema>
export type InvoiceFormData = z.output<typeof invoiceFormSchema>
export type InvoiceLineValues = InvoiceFormValues['lines'][number]

export const emptyInvoiceLine: InvoiceLineValues = { description: '', quantity: '1', unitAmount: '' }

export function emptyInvoiceForm(currency: string = 'EUR', taxPercent = 0): InvoiceFormValues {
  const known = (INVOICE_CURRENCIES as readonly string[]).includes(currency)
  return {
    currency: (known ? currency : 'EUR') as InvoiceFormValues['currency'],
    dueDate: '',
    taxPercent: String(taxPercent),
    lines: [emptyInvoiceLine],
  }
}

export interface InvoiceTotals {
  subtotal: number
  tax: number
  total: number
}

/** Subtotal, VAT and total in minor units, rounded as the server rounds the tax (half up, on the subtotal). */
export function invoiceTotalsOf(data: {
  taxPercent: number
  lines: readonly { quantity: number; unitAmount: number }[]
}): InvoiceTotals {
  const subtotal = data.lines.reduce((sum, line) => sum + line.quantity * line.unitAmount, 0)
  const tax = Math.round((subtotal * data.taxPercent) / 100)
  return { subtotal, tax, total: subtotal + tax }
}

/** The live totals of a form being typed: a line or a tax rate not yet valid counts as nothing. */
export function invoiceTotalsOfValues(values: InvoiceFormValues): InvoiceTotals {
  const taxPercent = quantityOf(values.taxPercent)
  return invoiceTotalsOf({
    taxPercent: taxPercent !== null && taxPercent <= 100 ? taxPercent : 0,
    lines: values.lines.map((line) => ({
      quantity: quantityOf(line.quantity) ?? 0,
      unitAmount: toMinorUnits(line.unitAmount) ?? 0,
    })),
  })
}

/** Server messages by body path -> the form's field, where the body's name differs from the form's. */
export const invoiceFormServerPaths = { due_date: 'dueDate', tax_percent: 'taxPercent' } as const
