import { invoiceMayMove, invoiceMoveRefusal } from '@hireloop/flows/rules'
import { HttpResponse } from 'msw'
import { db, FIXTURE_NOW, newId } from '../db.ts'
import { BANK_TRANSFER } from '../marketplace.ts'
import { readable, readableById } from '../policy.ts'
import {
  signedIn,
  checkRequired,
  conflict,
  invalid,
  notFound,
  now,
  page,
  searchOf,
  type Definitions,
  type Detail,
  type S,
  MESSAGES,
} from '../support.ts'

/**
 * Sent, not paid, and past its due date: computed when read, as the server does. Today is the fixtures' today, so a
 * story shows the same invoices overdue on every day it runs.
 */
function overdue(invoice: S['Invoice']): boolean {
  return invoice.status === 'sent' && invoice.due_date < FIXTURE_NOW.toISOString().slice(0, 10)
}

const view = (invoice: S['Invoice']): S['Invoice'] => ({ ...structuredClone(invoice), overdue: overdue(invoice) })

/** The next number of the year, one past the highest: numbers never skip, and void invoices keep theirs. */
function nextNumber(year: number): string {
  const prefix = `HL-${year}-`
  const taken = db.invoices.filter((i) => i.number.startsWith(prefix)).map((i) => Number(i.number.slice(prefix.length)))
  return `${prefix}${String(Math.max(0, ...taken) + 1).padStart(4, '0')}`
}

function checkLines(detail: Detail, lines: unknown) {
  if (!Array.isArray(lines)) return
  if (lines.length === 0) detail.push({ loc: ['body', 'lines'], msg: MESSAGES.minItems(1), type: 'minItems' })
  lines.forEach((line: Partial<S['InvoiceLineInput']>, index) => {
    if (!line.description?.trim()) {
      detail.push({ loc: ['body', 'lines', index, 'description'], msg: MESSAGES.required, type: 'required' })
    }
    if (!Number.isInteger(line.quantity) || (line.quantity ?? 0) < 1) {
      detail.push({ loc: ['body', 'lines', index, 'quantity'], msg: MESSAGES.minimum(1), type: 'minimum' })
    }
    if (!Number.isInteger(line.unit_amount) || (line.unit_amount ?? -1) < 0) {
      detail.push({ loc: ['body', 'lines', index, 'unit_amount'], msg: MESSAGES.minimum(0), type: 'minimum' })
    }
  })
}

/** A one-page PDF naming the invoice: enough for a browser to open; the server renders the real one. */
export function invoicePdf(invoice: S['Invoice']): Uint8Array {
  const text = `Invoice ${invoice.number}: ${(invoice.total / 100).toFixed(2)} ${invoice.currency}`
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = body.length
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(body)
}

export const invoiceHandlers = {
  listInvoices: (http) =>
    http.get('/invoice', ({ request, response }) => {
      const caller = signedIn(request)
      const search = searchOf(request)
      const companyId = search.get('company_id')
      const status = search.get('status')
      const found = readable(caller, 'invoice', db.invoices)
        .filter((i) => !companyId || i.company_id === companyId)
        .filter((i) => !status || i.status === status)
      return response(200).json(page(found.map(view), search))
    }),

  downloadInvoicePdf: (http) =>
    http.get('/invoice/{id}/pdf', ({ request, params, response }) => {
      // A draft is not the company's to see yet: the policy answers as if it did not exist.
      const invoice = readableById(signedIn(request), 'invoice', params.id)
      if (!invoice) return response.untyped(notFound('Invoice'))
      return response.untyped(
        new HttpResponse(invoicePdf(invoice), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="${invoice.number}.pdf"`,
          },
        }),
      )
    }),

  createCompanyInvoice: (http) =>
    http.post('/company/{id}/invoice', async ({ request, params, response }) => {
      if (!db.companies.some((c) => c.id === params.id)) return response.untyped(notFound('Company'))
      const body = await request.json()
      const detail: Detail = []
      checkRequired(detail, body, ['currency', 'due_date', 'lines'])
      checkLines(detail, body.lines)
      const failure = invalid(detail)
      if (failure) return response.untyped(failure)
      const lines = body.lines.map((line) => ({ ...line, amount: line.quantity * line.unit_amount }))
      const subtotal = lines.reduce((sum, line) => sum + line.amount, 0)
      const tax = Math.round((subtotal * (body.tax_percent ?? 0)) / 100)
      const number = nextNumber(new Date().getUTCFullYear())
      const invoice: S['Invoice'] = {
        id: newId(),
        number,
        company_id: params.id,
        status: 'draft',
        currency: body.currency,
        lines,
        subtotal,
        tax,
        total: subtotal + tax,
        sent_at: null,
        due_date: body.due_date,
        overdue: false,
        application_id: null,
        payment: { provider: 'bank_transfer', reference: number, ...BANK_TRANSFER },
        paid_at: null,
        created_at: now(),
      }
      db.invoices.unshift(invoice)
      return response(201).json(view(invoice))
    }),

  listCompanyInvoices: (http) =>
    http.get('/company/{id}/invoice', ({ request, params, response }) => {
      if (!db.companies.some((c) => c.id === params.id)) return response.untyped(notFound('Company'))
      const search = searchOf(request)
      const status = search.get('status')
      const found = db.invoices.filter((i) => i.company_id === params.id && (!status || i.status === status))
      return response(200).json(page(found.map(view), search))
    }),

  setInvoiceStatus: (http) =>
    http.post('/company/{id}/invoice/{invoiceId}/status', async ({ request, params, response }) => {
      const invoice = db.invoices.find((i) => i.id === params.invoiceId && i.company_id === params.id)
      if (!invoice) return response.untyped(notFound('Invoice'))
      const body = await request.json()
      if (!invoiceMayMove(invoice.status, body.status)) {
        return response.untyped(conflict(invoiceMoveRefusal(invoice.status, body.status)))
      }
      const at = now()
      invoice.status = body.status
      if (body.status === 'sent') invoice.sent_at = at
      if (body.status === 'paid') invoice.paid_at = at
      return response(200).json(view(invoice))
    }),
} satisfies Definitions
