import { invoiceMayMove, invoiceMoveRefusal, type Actor } from '@hireloop/flows/rules'
import { sql, type SelectQueryBuilder } from 'kysely'
import type { ApiContext } from '../../api/context.ts'
import { forbidden, HttpError, notFound, type ValidationIssue } from '../../api/errors.ts'
import { created, ok, signedIn, type OperationHandlers } from '../../api/operation.ts'
import { page, pageMeta, type PageQuery } from '../../api/pagination.ts'
import type { Principal } from '../../auth/principal.ts'
import { bankTransferProvider } from '../../payments/bank-transfer.ts'
import type { Database } from '../../db/schema.ts'
import { actorOf } from '../../policy/actor.ts'
import { READ_SCOPES } from '../../policy/scopes.ts'
import { renderInvoicePdf } from './invoices.pdf.ts'
import {
  amountsOf,
  billedToOf,
  INVOICE_COLUMNS,
  insertInvoice,
  invoicesToWire,
  invoiceToWire,
  MAXIMUM_TOTAL,
  selectInvoices,
  type InvoiceRow,
} from './invoices.queries.ts'

const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf('currency'))

const invalid = (...issues: ValidationIssue[]) => new HttpError(400, { detail: issues })
const issue = (loc: ValidationIssue['loc'], msg: string, type = 'value'): ValidationIssue => ({ loc, msg, type })

/** The policy has refused a caller without an actor (an employer without a company) before any handler runs. */
const actorOfCaller = (caller: Principal): Actor => {
  const actor = actorOf(caller)
  if (!actor) throw forbidden('Your account is not linked to a company yet.')
  return actor
}

const summary = (row: Pick<InvoiceRow, 'number' | 'status' | 'total' | 'currency'>) => ({
  number: row.number,
  status: row.status,
  total: row.total,
  currency: row.currency,
})

const today = () => new Date().toISOString().slice(0, 10)

/**
 * Invoices (issue 15, ADR 0086): recruiters write them (a hire writes its placement-fee draft itself), send them
 * (mailed with their PDF), mark them paid or void them along the flows table; a company reads its own once sent.
 */
export function invoiceHandlers(ctx: ApiContext) {
  const payments = bankTransferProvider(ctx.config.invoicing.bankAccount)

  /** A page of invoices, newest first, of the rows `rows` leaves (a scope, filters), with the total beside. */
  async function pageOf(rows: SelectQueryBuilder<Database, 'invoices', object>, paging: PageQuery) {
    const { limit, offset } = page(paging)
    const [found, { total }] = await Promise.all([
      rows
        .select(INVOICE_COLUMNS)
        .orderBy('invoices.created_at', 'desc')
        .orderBy('invoices.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      rows.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ])
    return { results: await invoicesToWire(ctx.db, found, payments), ...pageMeta(paging, total) }
  }

  async function companyExists(companyId: string) {
    const company = await ctx.db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst()
    if (!company) throw notFound('Company not found.')
  }

  return {
    // Recruiters: all, or one company's; employers: their company's, drafts excluded (policy/scopes.ts).
    async listInvoices(call) {
      const actor = actorOfCaller(signedIn(call))
      const { status, company_id: companyId } = call.query
      if (actor.role === 'employer' && companyId !== undefined && companyId !== actor.companyId) {
        throw invalid(issue(['query', 'company_id'], "You see your own company's invoices: leave company_id out."))
      }
      let query = READ_SCOPES.invoice(ctx.db, actor)
      if (status !== undefined) query = query.where('invoices.status', '=', status)
      if (companyId !== undefined) query = query.where('invoices.company_id', '=', companyId)
      return ok(await pageOf(query, { page: call.query.page ?? 1, size: call.query.size ?? 10 }))
    },

    async listCompanyInvoices(call) {
      await companyExists(call.params.id)
      let query = ctx.db.selectFrom('invoices').where('invoices.company_id', '=', call.params.id)
      if (call.query.status !== undefined) query = query.where('invoices.status', '=', call.query.status)
      return ok(await pageOf(query, { page: call.query.page ?? 1, size: call.query.size ?? 10 }))
    },

    async createCompanyInvoice(call) {
      const caller = signedIn(call)
      const { body } = call
      const taxPercent = body.tax_percent ?? 0
      const lines = body.lines.map((line) => ({ ...line, description: line.description.trim() }))
      const issues: ValidationIssue[] = []
      if (!KNOWN_CURRENCIES.has(body.currency)) {
        issues.push(
          issue(['body', 'currency'], `${body.currency} is not a currency: use an ISO 4217 code such as EUR.`),
        )
      }
      if (body.due_date < today()) {
        issues.push(issue(['body', 'due_date'], 'The due date cannot be in the past: choose today or a later day.'))
      }
      if (amountsOf(lines, taxPercent).total > MAXIMUM_TOTAL) {
        issues.push(
          issue(['body', 'lines'], 'The invoice total is too large: at most 2,000,000,000 minor units (with VAT).'),
        )
      }
      if (issues.length > 0) throw invalid(...issues)
      return ctx.write(call, async (trx, audit) => {
        const company = await trx
          .selectFrom('companies')
          .select('id')
          .where('id', '=', call.params.id)
          .executeTakeFirst()
        if (!company) throw notFound('Company not found.')
        const row = await insertInvoice(trx, {
          companyId: company.id,
          applicationId: null,
          currency: body.currency,
          taxPercent,
          dueDate: body.due_date,
          lines,
          createdBy: caller.userId,
        })
        audit.object('invoice', row.id, { before: null, after: summary(row) })
        return created(await invoiceToWire(trx, row, payments))
      })
    },

    // Along the flows table only; sending freezes whom it is billed to and queues the mail with the PDF.
    async setInvoiceStatus(call) {
      const to = call.body.status
      return ctx.write(call, async (trx, audit) => {
        const locked = await trx
          .selectFrom('invoices')
          .select('id')
          .where('id', '=', call.params.invoiceId)
          .where('company_id', '=', call.params.id)
          .forUpdate()
          .executeTakeFirst()
        if (!locked) throw notFound('Invoice not found.')
        const before = await selectInvoices(trx).where('invoices.id', '=', locked.id).executeTakeFirstOrThrow()
        if (!invoiceMayMove(before.status, to)) {
          throw new HttpError(409, { message: [invoiceMoveRefusal(before.status, to)] })
        }
        const now = new Date()
        await trx
          .updateTable('invoices')
          .set({
            status: to,
            ...(to === 'sent'
              ? { sent_at: now, billed_to: JSON.stringify(await billedToOf(trx, before.company_id)) }
              : to === 'paid'
                ? { paid_at: now }
                : { voided_at: now }),
          })
          .where('id', '=', locked.id)
          .execute()
        if (to === 'sent') await ctx.jobs.enqueue(trx, 'invoice_mail', { invoiceId: locked.id })
        const after = await selectInvoices(trx).where('invoices.id', '=', locked.id).executeTakeFirstOrThrow()
        audit.object('invoice', after.id, { before: summary(before), after: summary(after) })
        return ok(await invoiceToWire(trx, after, payments))
      })
    },

    // The policy has checked the caller may read this invoice (a company: its own, never a draft).
    async downloadInvoicePdf(call) {
      const row = await selectInvoices(ctx.db).where('invoices.id', '=', call.params.id).executeTakeFirst()
      if (!row) throw notFound('Invoice not found.')
      const pdf = await renderInvoicePdf({
        invoice: await invoiceToWire(ctx.db, row, payments),
        taxPercent: row.tax_percent,
        billedTo: row.billed_to ?? (await billedToOf(ctx.db, row.company_id)),
        issuer: ctx.config.invoicing.issuer,
      })
      return {
        status: 200 as const,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${row.number}.pdf"`,
          'x-content-type-options': 'nosniff',
        },
        body: pdf,
      }
    },
  } satisfies OperationHandlers
}
