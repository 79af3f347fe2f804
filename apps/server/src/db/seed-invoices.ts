import type { Transaction } from 'kysely'
import { vatTreatment } from '../resources/invoices/invoices.fees.ts'
import {
  billedToOf,
  createPlacementInvoice,
  dateAfter,
  insertInvoice,
  type InvoiceLineValues,
} from '../resources/invoices/invoices.queries.ts'
import type { Database, InvoiceStatus } from './schema.ts'

type Trx = Transaction<Database>

/**
 * Demo invoices (issue 15, ADR 0086), one in each state, numbered in the order they were written: Northwind paid one
 * and holds one sent and not yet due; Acme Analytics is overdue; Lumen Health's was voided before it went out; the
 * hire both sides confirmed on Northwind's fleet platform vacancy has its placement-fee draft waiting for a
 * recruiter. Bright Harbor (employer.new) has none. Written once: a re-seed of a database with invoices adds none,
 * so no number is spent twice.
 */

const DAY = 24 * 3600_000
const NORTHWIND = '7e6d5c4b-3a29-4817-9605-f4e3d2c1b0a9'
const ACME = '2c3d4e5f-6071-4b82-9ca3-b4c5d6e7f809'
const LUMEN = '3d4e5f60-7182-4c93-adb4-c5d6e7f8091a'
/** The seeded hire confirmed by both sides (seed-applications.ts). */
const CONFIRMED_HIRE = {
  id: 'c1000000-0000-4000-8000-000000000002',
  vacancy_id: 'b1000000-0000-4000-8000-000000000001',
}

interface DemoInvoice {
  company: string
  status: Exclude<InvoiceStatus, 'draft'>
  daysAgo: number
  /** Days from writing to the due date. */
  term: number
  lines: InvoiceLineValues[]
}

export const DEMO_INVOICES: DemoInvoice[] = [
  {
    company: NORTHWIND,
    status: 'paid',
    daysAgo: 80,
    term: 30,
    lines: [{ description: 'Placement fee: Embedded firmware engineer', quantity: 1, unit_amount: 1_560_000 }],
  },
  {
    company: ACME,
    status: 'sent',
    daysAgo: 50,
    term: 30,
    lines: [
      { description: 'Placement fee: Data platform lead', quantity: 1, unit_amount: 1_850_000 },
      { description: 'Assessment day', quantity: 2, unit_amount: 45_000 },
    ],
  },
  {
    company: LUMEN,
    status: 'void',
    daysAgo: 30,
    term: 30,
    lines: [{ description: 'Placement fee: Clinical data analyst', quantity: 1, unit_amount: 1_120_000 }],
  },
  {
    company: NORTHWIND,
    status: 'sent',
    daysAgo: 10,
    term: 30,
    lines: [{ description: 'Placement fee: Robotics test engineer', quantity: 1, unit_amount: 1_380_000 }],
  },
]

export async function seedInvoices(trx: Trx, at: Date): Promise<void> {
  if (await trx.selectFrom('invoices').select('id').limit(1).executeTakeFirst()) return
  for (const demo of DEMO_INVOICES) {
    const company = await trx.selectFrom('companies').select('id').where('id', '=', demo.company).executeTakeFirst()
    if (!company) continue
    const written = new Date(at.getTime() - demo.daysAgo * DAY)
    const billing = await trx
      .selectFrom('billing_infos')
      .select(['country', 'tax_id'])
      .where('company_id', '=', company.id)
      .executeTakeFirst()
    const row = await insertInvoice(trx, {
      companyId: company.id,
      applicationId: null,
      currency: 'EUR',
      taxPercent: vatTreatment(billing ?? null).percent,
      dueDate: dateAfter(written, demo.term),
      lines: demo.lines,
      createdBy: null,
      at: written,
    })
    // Sent the day after it was written (a void one never went out); paid three weeks after that.
    const sentAt = demo.status === 'void' ? null : new Date(written.getTime() + DAY)
    await trx
      .updateTable('invoices')
      .set({
        status: demo.status,
        sent_at: sentAt,
        billed_to: sentAt ? JSON.stringify(await billedToOf(trx, company.id)) : null,
        paid_at: demo.status === 'paid' ? new Date(written.getTime() + 22 * DAY) : null,
        voided_at: demo.status === 'void' ? new Date(written.getTime() + 2 * DAY) : null,
      })
      .where('id', '=', row.id)
      .execute()
  }
  const hire = await trx
    .selectFrom('hire_confirmations')
    .select('confirmed_at')
    .where('application_id', '=', CONFIRMED_HIRE.id)
    .orderBy('confirmed_at', 'desc')
    .execute()
  if (hire.length === 2) await createPlacementInvoice(trx, CONFIRMED_HIRE, hire[0]!.confirmed_at)
}
