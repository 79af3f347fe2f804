import { sql, type Kysely, type Transaction } from 'kysely'
import type { Schemas } from '../../api/context.ts'
import type { BilledTo, Database } from '../../db/schema.ts'
import type { PaymentProvider } from '../../payments/payment-provider.ts'
import { PAYMENT_TERM_DAYS, placementFee, taxOf, vatTreatment } from './invoices.fees.ts'

type Executor = Kysely<Database> | Transaction<Database>

export interface InvoiceLineValues {
  description: string
  quantity: number
  unit_amount: number
}

/** The largest amount the contract carries (`Invoice.total`): a bigger invoice is refused before it is written. */
export const MAXIMUM_TOTAL = 2_000_000_000

/** The columns of an invoice as the handlers read them: the date as text, overdue computed by the database. */
export const INVOICE_COLUMNS = [
  'invoices.id',
  'invoices.number',
  'invoices.company_id',
  'invoices.application_id',
  'invoices.status',
  'invoices.currency',
  'invoices.tax_percent',
  'invoices.subtotal',
  'invoices.tax',
  'invoices.total',
  'invoices.billed_to',
  'invoices.created_at',
  'invoices.sent_at',
  'invoices.paid_at',
  'invoices.voided_at',
  sql<string>`to_char(invoices.due_date, 'YYYY-MM-DD')`.as('due_date'),
  sql<boolean>`(invoices.status = 'sent' and invoices.due_date < (now() at time zone 'UTC')::date)`.as('overdue'),
] as const

export const selectInvoices = (db: Executor) => db.selectFrom('invoices').select(INVOICE_COLUMNS)

export type InvoiceRow = Awaited<ReturnType<ReturnType<typeof selectInvoices>['executeTakeFirstOrThrow']>>
export type InvoiceLineRow = {
  invoice_id: string
  description: string
  quantity: number
  unit_amount: number
  amount: number
}

export async function linesOf(db: Executor, ids: readonly string[]): Promise<InvoiceLineRow[]> {
  if (ids.length === 0) return []
  return db
    .selectFrom('invoice_lines')
    .select(['invoice_id', 'description', 'quantity', 'unit_amount', 'amount'])
    .where('invoice_id', 'in', ids)
    .orderBy('invoice_id')
    .orderBy('position')
    .execute()
}

/** The contract's Invoice for each row, in the order given; one query for all their lines. */
export async function invoicesToWire(
  db: Executor,
  rows: InvoiceRow[],
  payments: PaymentProvider,
): Promise<Schemas['Invoice'][]> {
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    company_id: row.company_id,
    status: row.status,
    currency: row.currency,
    lines: lines
      .filter((line) => line.invoice_id === row.id)
      .map(({ description, quantity, unit_amount, amount }) => ({ description, quantity, unit_amount, amount })),
    subtotal: row.subtotal,
    tax: row.tax,
    total: row.total,
    sent_at: row.sent_at?.toISOString() ?? null,
    due_date: row.due_date,
    overdue: row.overdue,
    application_id: row.application_id,
    payment: payments.instructions(row),
    paid_at: row.paid_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  }))
}

export async function invoiceToWire(db: Executor, row: InvoiceRow, payments: PaymentProvider) {
  const [wire] = await invoicesToWire(db, [row], payments)
  return wire!
}

/**
 * The next number of the year, HL-YYYY-NNNN: the year's counter row is raised in the caller's transaction, which
 * holds its lock until it commits, so concurrent invoices queue for numbers and a rolled-back one gives its number
 * back. Four digits at least; the 10,000th invoice of a year gets five.
 */
export async function nextInvoiceNumber(trx: Transaction<Database>, at: Date): Promise<string> {
  const year = at.getUTCFullYear()
  const { last_number } = await trx
    .insertInto('invoice_counters')
    .values({ year, last_number: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet({ last_number: sql`invoice_counters.last_number + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow()
  return `HL-${year}-${String(last_number).padStart(4, '0')}`
}

export interface NewInvoice {
  companyId: string
  applicationId: string | null
  currency: string
  taxPercent: number
  dueDate: string
  lines: readonly InvoiceLineValues[]
  createdBy: string | null
  /** When it is written (its number's year); now, but for the demo seed's history. */
  at?: Date
}

/** Line amounts, subtotal, VAT and total of an invoice about to be written. */
export function amountsOf(lines: readonly InvoiceLineValues[], taxPercent: number) {
  const amounts = lines.map((line) => line.quantity * line.unit_amount)
  const subtotal = amounts.reduce((sum, amount) => sum + amount, 0)
  const tax = taxOf(subtotal, taxPercent)
  return { amounts, subtotal, tax, total: subtotal + tax }
}

/** Writes a draft with its number and lines; the caller has checked the amounts fit (`amountsOf`). */
export async function insertInvoice(trx: Transaction<Database>, invoice: NewInvoice): Promise<InvoiceRow> {
  const now = invoice.at ?? new Date()
  const { amounts, subtotal, tax, total } = amountsOf(invoice.lines, invoice.taxPercent)
  const { id } = await trx
    .insertInto('invoices')
    .values({
      number: await nextInvoiceNumber(trx, now),
      company_id: invoice.companyId,
      application_id: invoice.applicationId,
      currency: invoice.currency,
      tax_percent: invoice.taxPercent,
      subtotal,
      tax,
      total,
      due_date: invoice.dueDate,
      created_by: invoice.createdBy,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('invoice_lines')
    .values(
      invoice.lines.map((line, position) => ({
        invoice_id: id,
        position,
        description: line.description,
        quantity: line.quantity,
        unit_amount: line.unit_amount,
        amount: amounts[position]!,
      })),
    )
    .execute()
  return selectInvoices(trx).where('invoices.id', '=', id).executeTakeFirstOrThrow()
}

/** A date `days` after `from`, as the contract's `YYYY-MM-DD` (UTC). */
export const dateAfter = (from: Date, days: number) =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10)

/** The company's billing information as the invoice prints it, or just its name when it has none yet. */
export async function billedToOf(db: Executor, companyId: string): Promise<BilledTo> {
  const company = await db
    .selectFrom('companies')
    .leftJoin('billing_infos', 'billing_infos.company_id', 'companies.id')
    .select([
      'companies.name',
      'billing_infos.legal_name',
      'billing_infos.email',
      'billing_infos.tax_id',
      'billing_infos.street',
      'billing_infos.postal_code',
      'billing_infos.city',
      'billing_infos.state',
      'billing_infos.country',
    ])
    .where('companies.id', '=', companyId)
    .executeTakeFirstOrThrow()
  return {
    name: company.legal_name ?? company.name,
    email: company.email,
    tax_id: company.tax_id,
    street: company.street,
    postal_code: company.postal_code,
    city: company.city,
    state: company.state,
    country: company.country,
  }
}

/**
 * The draft placement-fee invoice of a hire both sides confirmed (ADR 0086), written in the confirming transaction.
 * Once per application: the caller holds the application's lock, this looks first (so no number is spent on a
 * retry), and the unique application_id refuses a second one whatever happens.
 */
export async function createPlacementInvoice(
  trx: Transaction<Database>,
  application: { id: string; vacancy_id: string },
  at = new Date(),
): Promise<InvoiceRow | null> {
  const existing = await trx
    .selectFrom('invoices')
    .select('id')
    .where('application_id', '=', application.id)
    .executeTakeFirst()
  if (existing) return null
  const vacancy = await trx
    .selectFrom('vacancies')
    .select(['company_id', 'title', 'salary_min', 'salary_max', 'salary_currency', 'salary_period'])
    .where('id', '=', application.vacancy_id)
    .executeTakeFirstOrThrow()
  const salary =
    vacancy.salary_min !== null &&
    vacancy.salary_max !== null &&
    vacancy.salary_currency !== null &&
    vacancy.salary_period !== null
      ? {
          min: vacancy.salary_min,
          max: vacancy.salary_max,
          currency: vacancy.salary_currency,
          period: vacancy.salary_period,
        }
      : null
  const fee = placementFee(salary)
  const billing = await trx
    .selectFrom('billing_infos')
    .select(['country', 'tax_id'])
    .where('company_id', '=', vacancy.company_id)
    .executeTakeFirst()
  return insertInvoice(trx, {
    companyId: vacancy.company_id,
    applicationId: application.id,
    currency: fee.currency,
    taxPercent: vatTreatment(billing ?? null).percent,
    dueDate: dateAfter(at, PAYMENT_TERM_DAYS),
    lines: [{ description: `Placement fee: ${vacancy.title}`.slice(0, 500), quantity: 1, unit_amount: fee.amount }],
    createdBy: null,
    at,
  })
}
