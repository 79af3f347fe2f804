import type { Page } from '@hireloop/api'
import { Button } from '@hireloop/design-system'
import { INVOICE_STATUSES } from '@hireloop/flows/rules'
import { css } from '@hireloop/styled-system/css'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { refusalOf } from '../../lib/dialogs/confirm-dialog.tsx'
import type { Invoice, InvoiceStatus } from '../../lib/invoices/invoice-format.ts'
import { InvoiceList } from '../../lib/invoices/invoice-list.tsx'
import { INVOICE_NOT_CHANGED, InvoiceMoveButtons, VoidInvoiceDialog, type InvoiceMove } from './invoice-moves.tsx'

export interface InvoicesScreenProps {
  /** Recruiters work the invoices (create, send, mark paid, void); the company's employers read them. */
  viewer: 'recruiter' | 'employer'
  companyId: string
  companyName: string
  invoices: Page<Invoice>
  status: InvoiceStatus | null
  onStatusChange: (status: InvoiceStatus | null) => void
  onPageChange: (page: number) => void
  onDownload: (invoice: Invoice) => Promise<void>
  /** POST /company/{id}/invoice/{invoiceId}/status; recruiters only. */
  onMove?: InvoiceMove
}

const page = css({
  px: { base: '4', md: '8' },
  py: '8',
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  maxWidth: '6xl',
  width: 'full',
  mx: 'auto',
})
const header = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: '4',
  flexWrap: 'wrap',
})
const title = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })
const alert = css({ color: 'danger.fg', textStyle: 'sm' })

/** `/company/{id}/invoices` (issue 15): a company's invoices; recruiters move them by the table and write new ones. */
export function InvoicesScreen({ viewer, companyId, companyName, onMove, ...list }: InvoicesScreenProps) {
  const [busy, setBusy] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [voiding, setVoiding] = useState<Invoice | null>(null)
  const recruiter = viewer === 'recruiter' && onMove !== undefined

  const move = async (invoice: Invoice, to: InvoiceStatus) => {
    setBusy(invoice.id)
    setRefusal(null)
    try {
      await onMove?.(invoice, to)
    } catch (error) {
      setRefusal(`Invoice ${invoice.number} was not changed. ${refusalOf(error, INVOICE_NOT_CHANGED)}`)
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className={page}>
      <div className={header}>
        <div>
          <h1 className={title}>Invoices</h1>
          <p className={muted}>
            {recruiter
              ? `Invoices to ${companyName}: send a draft, mark a sent invoice paid when the transfer arrives, or void it.`
              : `Invoices to ${companyName}. Overdue invoices are past their due date.`}
          </p>
        </div>
        {recruiter && (
          <Button asChild>
            <RouterLink to={`/company/${encodeURIComponent(companyId)}/create-invoice`}>
              <Plus aria-hidden="true" />
              New invoice
            </RouterLink>
          </Button>
        )}
      </div>
      {refusal && (
        <p role="alert" className={alert}>
          {refusal}
        </p>
      )}
      <InvoiceList
        {...list}
        caption={`Invoices of ${companyName}`}
        statuses={recruiter ? INVOICE_STATUSES : INVOICE_STATUSES.filter((s) => s !== 'draft')}
        emptyDescription={
          recruiter
            ? 'A draft appears here when a hire is confirmed, or write one with New invoice.'
            : 'Invoices appear here once they are sent to you.'
        }
        actions={
          recruiter
            ? (invoice) => (
                <InvoiceMoveButtons
                  invoice={invoice}
                  busy={busy === invoice.id}
                  onMove={(to) => void move(invoice, to)}
                  onVoid={() => setVoiding(invoice)}
                />
              )
            : undefined
        }
      />
      {voiding && onMove && (
        <VoidInvoiceDialog
          invoice={voiding}
          onConfirm={() => onMove(voiding, 'void')}
          onClose={() => setVoiding(null)}
        />
      )}
    </div>
  )
}
