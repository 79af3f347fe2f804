import type { Page, Schema } from '@hireloop/api'
import { INVOICE_STATUSES } from '@hireloop/flows/rules'
import { css } from '@hireloop/styled-system/css'
import { countryName } from '../../lib/data/reference-lookups.ts'
import { formatDay, formatMoney, type Invoice, type InvoiceStatus } from '../../lib/invoices/invoice-format.ts'
import { InvoiceList } from '../../lib/invoices/invoice-list.tsx'
import { InvoiceStatusBadge } from '../../lib/invoices/invoice-status-badge.tsx'
import { AppLink } from '../../lib/ui/app-link.tsx'

type BillingInfo = Schema<'BillingInfo'>

export interface BillingScreenProps {
  companyName: string
  /** GET /billing_info; null while the company has none. */
  billingInfo: BillingInfo | null
  /** The company's sent, unpaid invoices (GET /invoice?status=sent), with how to pay each. */
  openInvoices: Invoice[]
  invoices: Page<Invoice>
  status: InvoiceStatus | null
  onStatusChange: (status: InvoiceStatus | null) => void
  onPageChange: (page: number) => void
  onDownload: (invoice: Invoice) => Promise<void>
}

/** Where billing info is edited today (ADR 0069): the billing section of Company settings. */
export const BILLING_INFO_HREF = '/company-settings#billing'

const page = css({
  px: { base: '4', md: '8' },
  py: '8',
  display: 'flex',
  flexDirection: 'column',
  gap: '8',
  maxWidth: '6xl',
  width: 'full',
  mx: 'auto',
})
const title = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const sectionTitle = css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg' })
const section = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })
const cards = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } })
const card = css({
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'xl',
  p: '4',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  bg: 'bg',
})
const cardHeader = css({ display: 'flex', justifyContent: 'space-between', gap: '3', alignItems: 'center' })
const facts = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: '4',
  rowGap: '1',
  textStyle: 'sm',
  '& dt': { color: 'fg.muted' },
  '& dd': { color: 'fg', overflowWrap: 'anywhere' },
})
const code = css({ fontFamily: 'mono', fontWeight: 'semibold' })

/** `/billing` for employers (issue 15): what is open and how to pay it, the billing info, every invoice sent. */
export function BillingScreen({ companyName, billingInfo, openInvoices, ...list }: BillingScreenProps) {
  return (
    <div className={page}>
      <div>
        <h1 className={title}>Billing</h1>
        <p className={muted}>Invoices to {companyName} and how to pay them.</p>
      </div>

      <section className={section} aria-labelledby="billing-open">
        <h2 id="billing-open" className={sectionTitle}>
          To pay
        </h2>
        {openInvoices.length === 0 ? (
          <p className={muted}>Nothing to pay right now.</p>
        ) : (
          <ul className={cards}>
            {openInvoices.map((invoice) => (
              <li key={invoice.id} className={card} aria-labelledby={`pay-${invoice.id}`}>
                <div className={cardHeader}>
                  <h3 id={`pay-${invoice.id}`} className={css({ fontWeight: 'semibold' })}>
                    Invoice {invoice.number}: {formatMoney(invoice.total, invoice.currency)}
                  </h3>
                  <InvoiceStatusBadge invoice={invoice} />
                </div>
                <p className={muted}>
                  Due {formatDay(invoice.dueDate)}. Pay by bank transfer and quote the reference, so we can match your
                  payment.
                </p>
                <dl className={facts}>
                  <dt>Account holder</dt>
                  <dd>{invoice.payment.accountHolder}</dd>
                  <dt>IBAN</dt>
                  <dd className={code}>{invoice.payment.iban}</dd>
                  <dt>BIC</dt>
                  <dd className={code}>{invoice.payment.bic}</dd>
                  <dt>Reference</dt>
                  <dd className={code}>{invoice.payment.reference}</dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={section} aria-labelledby="billing-info">
        <h2 id="billing-info" className={sectionTitle}>
          Billing information
        </h2>
        {billingInfo ? (
          <>
            <dl className={facts}>
              <dt>Legal name</dt>
              <dd>{billingInfo.legalName}</dd>
              <dt>Billing email</dt>
              <dd>{billingInfo.email}</dd>
              <dt>Address</dt>
              <dd>
                {[
                  billingInfo.address.street,
                  `${billingInfo.address.postalCode} ${billingInfo.address.city}`,
                  billingInfo.address.state,
                  countryName(billingInfo.address.country),
                ]
                  .filter(Boolean)
                  .join(', ')}
              </dd>
              <dt>Tax id</dt>
              <dd>{billingInfo.taxId || 'None'}</dd>
              <dt>Currency</dt>
              <dd>{billingInfo.currency}</dd>
            </dl>
            <p>
              <AppLink to={BILLING_INFO_HREF}>Edit billing information</AppLink>
            </p>
          </>
        ) : (
          <p className={muted}>
            No billing information yet: invoices need your legal name and address.{' '}
            <AppLink to={BILLING_INFO_HREF}>Add billing information</AppLink>
          </p>
        )}
      </section>

      <section className={section} aria-labelledby="billing-invoices">
        <h2 id="billing-invoices" className={sectionTitle}>
          Invoices
        </h2>
        <InvoiceList
          {...list}
          caption={`Invoices of ${companyName}`}
          statuses={INVOICE_STATUSES.filter((s) => s !== 'draft')}
          emptyDescription="Invoices appear here once they are sent to you."
        />
      </section>
    </div>
  )
}
