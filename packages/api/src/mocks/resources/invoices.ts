import { db, newId } from '../db.ts'
import { readable } from '../policy.ts'
import {
  signedIn,
  checkRequired,
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
      return response(200).json(page(structuredClone(found), search))
    }),

  createCompanyInvoice: (http) =>
    http.post('/company/{id}/invoice', async ({ request, params, response }) => {
      if (!db.companies.some((c) => c.id === params.id)) return response.untyped(notFound('Company'))
      const body = await request.json()
      const detail: Detail = []
      checkRequired(detail, body, ['currency', 'due_date', 'lines'])
      if (Array.isArray(body.lines) && body.lines.length === 0) {
        detail.push({ loc: ['body', 'lines'], msg: MESSAGES.minItems(1), type: 'minItems' })
      }
      const failure = invalid(detail)
      if (failure) return response.untyped(failure)
      const lines = body.lines.map((line) => ({ ...line, amount: line.quantity * line.unit_amount }))
      const subtotal = lines.reduce((sum, line) => sum + line.amount, 0)
      const tax = Math.round((subtotal * (body.tax_percent ?? 0)) / 100)
      const invoice: S['Invoice'] = {
        id: newId(),
        number: `HL-2026-${String(db.invoices.length + 1).padStart(4, '0')}`,
        company_id: params.id,
        status: 'draft',
        currency: body.currency,
        lines,
        subtotal,
        tax,
        total: subtotal + tax,
        issued_at: null,
        due_date: body.due_date,
        paid_at: null,
        created_at: now(),
      }
      db.invoices.unshift(invoice)
      return response(201).json(structuredClone(invoice))
    }),

  listCompanyInvoices: (http) =>
    http.get('/company/{id}/invoice', ({ request, params, response }) => {
      if (!db.companies.some((c) => c.id === params.id)) return response.untyped(notFound('Company'))
      const search = searchOf(request)
      const status = search.get('status')
      const found = db.invoices.filter((i) => i.company_id === params.id && (!status || i.status === status))
      return response(200).json(page(structuredClone(found), search))
    }),

  setInvoiceStatus: (http) =>
    http.post('/company/{id}/invoice/{invoiceId}/status', async ({ request, params, response }) => {
      const invoice = db.invoices.find((i) => i.id === params.invoiceId && i.company_id === params.id)
      if (!invoice) return response.untyped(notFound('Invoice'))
      const body = await request.json()
      const at = now()
      Object.assign(invoice, {
        status: body.status,
        issued_at: body.status === 'draft' ? null : (invoice.issued_at ?? at),
        paid_at: body.status === 'paid' ? (invoice.paid_at ?? at) : null,
      })
      return response(200).json(structuredClone(invoice))
    }),
} satisfies Definitions
