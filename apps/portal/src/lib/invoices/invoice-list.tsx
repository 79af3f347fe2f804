import type { Page } from '@hireloop/api'
import { Button, EmptyState, Pagination, SegmentGroup, Table } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { Download, ReceiptText } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { formatDay, formatMoney, INVOICE_STATUS_LABELS, type Invoice, type InvoiceStatus } from './invoice-format.ts'
import { InvoiceStatusBadge } from './invoice-status-badge.tsx'

export interface InvoiceListProps {
  /** A page of invoices (GET /invoice or /company/{id}/invoice), newest first. */
  invoices: Page<Invoice>
  /** The table's accessible name, e.g. "Invoices of Acme Robotics". */
  caption: string
  /** The status the list is filtered by; null for all. */
  status: InvoiceStatus | null
  /** The statuses the filter offers (employers never see drafts). */
  statuses: readonly InvoiceStatus[]
  onStatusChange: (status: InvoiceStatus | null) => void
  onPageChange: (page: number) => void
  /** Saves the invoice's PDF; rejects when it could not be read. */
  onDownload: (invoice: Invoice) => Promise<void>
  /** The row's other actions (a recruiter's status moves). */
  actions?: (invoice: Invoice) => ReactNode
  /** What the empty list says when no filter is set. */
  emptyDescription: string
}

const toolbar = css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })
const tableWrap = css({ overflowX: 'auto' })
const amount = css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
const number = css({ fontWeight: 'semibold', whiteSpace: 'nowrap' })
const rowActions = css({ display: 'flex', gap: '2', flexWrap: 'wrap', justifyContent: 'flex-end' })
const refusal = css({ color: 'danger.fg', textStyle: 'sm' })
const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })

/**
 * The invoices table of `/company/{id}/invoices` and `/billing`: number, status (Overdue for a sent invoice past its
 * due date), total in the invoice's currency, sent, due and paid dates, the PDF, filtered by status, ten a page.
 */
export function InvoiceList({
  invoices,
  caption,
  status,
  statuses,
  onStatusChange,
  onPageChange,
  onDownload,
  actions,
  emptyDescription,
}: InvoiceListProps) {
  const [downloading, setDownloading] = useState<string | null>(null)
  const [downloadFailed, setDownloadFailed] = useState<string | null>(null)

  const download = async (invoice: Invoice) => {
    setDownloading(invoice.id)
    setDownloadFailed(null)
    try {
      await onDownload(invoice)
    } catch {
      setDownloadFailed(`The PDF of invoice ${invoice.number} could not be downloaded. Try again in a moment.`)
    } finally {
      setDownloading(null)
    }
  }

  return (
    <div className={stack}>
      <div className={toolbar}>
        <SegmentGroup.Root
          size="sm"
          value={status ?? 'all'}
          onValueChange={(e) => e.value && onStatusChange(e.value === 'all' ? null : (e.value as InvoiceStatus))}
        >
          <SegmentGroup.Label>Status</SegmentGroup.Label>
          <SegmentGroup.Item value="all">All</SegmentGroup.Item>
          {statuses.map((s) => (
            <SegmentGroup.Item key={s} value={s}>
              {INVOICE_STATUS_LABELS[s]}
            </SegmentGroup.Item>
          ))}
        </SegmentGroup.Root>
      </div>
      {downloadFailed && (
        <p role="alert" className={refusal}>
          {downloadFailed}
        </p>
      )}
      {invoices.total === 0 ? (
        <EmptyState
          icon={<ReceiptText />}
          title={status ? `No ${INVOICE_STATUS_LABELS[status].toLowerCase()} invoices` : 'No invoices yet'}
          description={status ? 'Choose All to see every invoice.' : emptyDescription}
        />
      ) : (
        <div className={tableWrap}>
          <Table.Root>
            <Table.Caption className={css({ srOnly: true })}>{caption}</Table.Caption>
            <Table.Head>
              <Table.Row>
                <Table.Header>Number</Table.Header>
                <Table.Header>Status</Table.Header>
                <Table.Header className={amount}>Total</Table.Header>
                <Table.Header>Sent</Table.Header>
                <Table.Header>Due</Table.Header>
                <Table.Header>Paid</Table.Header>
                <Table.Header>
                  <span className={css({ srOnly: true })}>Actions</span>
                </Table.Header>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {invoices.results.map((invoice) => (
                <Table.Row key={invoice.id}>
                  <Table.Cell className={number}>{invoice.number}</Table.Cell>
                  <Table.Cell>
                    <InvoiceStatusBadge invoice={invoice} />
                  </Table.Cell>
                  <Table.Cell className={amount}>{formatMoney(invoice.total, invoice.currency)}</Table.Cell>
                  <Table.Cell>{formatDay(invoice.sentAt)}</Table.Cell>
                  <Table.Cell>{formatDay(invoice.dueDate)}</Table.Cell>
                  <Table.Cell>{formatDay(invoice.paidAt)}</Table.Cell>
                  <Table.Cell>
                    <div className={rowActions}>
                      {actions?.(invoice)}
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Download invoice ${invoice.number} as PDF`}
                        loading={downloading === invoice.id}
                        onClick={() => void download(invoice)}
                      >
                        <Download aria-hidden="true" />
                        PDF
                      </Button>
                    </div>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </div>
      )}
      {invoices.total > invoices.size && (
        <Pagination
          total={invoices.total}
          page={invoices.currentPage}
          pageSize={invoices.size}
          pageSizes={[]}
          aria-label="Invoice pages"
          onPageChange={({ page }) => onPageChange(page)}
        />
      )}
    </div>
  )
}
