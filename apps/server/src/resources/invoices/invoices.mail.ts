import type { ApiContext, Schemas } from '../../api/context.ts'
import type { BilledTo } from '../../db/schema.ts'
import type { JobHandler, JobOptions } from '../../jobs/queue.ts'
import { message } from '../../mail/messages.ts'
import { bankTransferProvider } from '../../payments/bank-transfer.ts'
import { day, money, renderInvoicePdf } from './invoices.pdf.ts'
import { billedToOf, invoiceToWire, selectInvoices } from './invoices.queries.ts'

/** What `prepare` hands to the handler (the queue passes it untyped): null when there is nothing to mail. */
type Prepared = { invoice: Schemas['Invoice']; billedTo: BilledTo; pdf: Buffer } | null

/**
 * Mails a sent invoice with its PDF (ADR 0086) to the company's billing address, or to its active employers when it
 * has none. A job, so that sending never waits for the PDF or the mail: the PDF is drawn before the job's
 * transaction (`prepare`), the mails are written to the outbox in it. The mail carries only our words and numbers
 * (security finding 8); the company's own text is in the attached PDF it asked for.
 */
export function invoiceMailJob(ctx: Pick<ApiContext, 'config' | 'db' | 'mailer'>): {
  run: JobHandler<'invoice_mail'>
  options: JobOptions<'invoice_mail'>
} {
  const payments = bankTransferProvider(ctx.config.invoicing.bankAccount)
  return {
    options: {
      async prepare({ invoiceId }): Promise<Prepared> {
        const row = await selectInvoices(ctx.db).where('invoices.id', '=', invoiceId).executeTakeFirst()
        // A draft is not sent yet; a void one was withdrawn before its mail went out.
        if (!row || row.status === 'draft' || row.status === 'void') return null
        const invoice = await invoiceToWire(ctx.db, row, payments)
        const billedTo = row.billed_to ?? (await billedToOf(ctx.db, row.company_id))
        const pdf = await renderInvoicePdf({
          invoice,
          taxPercent: row.tax_percent,
          billedTo,
          issuer: ctx.config.invoicing.issuer,
        })
        return { invoice, billedTo, pdf }
      },
    },
    async run(_payload, trx, prepared) {
      const ready = prepared as Prepared
      if (!ready) return
      const { invoice, billedTo, pdf } = ready
      const recipients = billedTo.email
        ? [billedTo.email]
        : (
            await trx
              .selectFrom('users')
              .select('email')
              .where('company_id', '=', invoice.company_id)
              .where('user_type', '=', 'employer')
              .where('is_active', '=', true)
              .execute()
          ).map((row) => row.email)
      const total = money(invoice.total, invoice.currency)
      const due = day(invoice.due_date)
      for (const to of recipients) {
        await ctx.mailer.enqueue(trx, {
          ...message(
            to,
            `Invoice ${invoice.number} from ${ctx.config.invoicing.issuer.name}`,
            [
              `Your invoice ${invoice.number} is attached as a PDF.`,
              `Please pay ${total} by ${due} by bank transfer, quoting ${invoice.payment.reference} as the reference; the account is on the invoice.`,
            ],
            { label: 'See your invoices', url: `${ctx.config.publicUrl}/billing` },
          ),
          attachments: [
            {
              filename: `${invoice.number}.pdf`,
              content_type: 'application/pdf',
              content_base64: pdf.toString('base64'),
            },
          ],
        })
      }
    },
  }
}
