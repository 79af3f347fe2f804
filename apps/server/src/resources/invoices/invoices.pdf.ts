import type { Schemas } from '../../api/context.ts'
import type { BilledTo } from '../../db/schema.ts'
import { minorUnitsPerUnit, vatTreatment } from './invoices.fees.ts'

export interface InvoiceDocument {
  invoice: Schemas['Invoice']
  /** Its tax rate (the wire carries the amount only). */
  taxPercent: number
  billedTo: BilledTo
  issuer: { name: string; address: string; vatId: string }
}

const MARGIN = 56
const INK = '#1a2b30'
const MUTED = '#4a5a5f'
const TEAL = '#0F4C5C'

/** An amount in minor units as the company reads it: "€18,446.19". */
export const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount / minorUnitsPerUnit(currency))

/** "2 March 2026": unambiguous in every country the invoice may go to. */
export const day = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

const countryName = (code: string) => new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code

function addressLines(billed: BilledTo): string[] {
  return [
    billed.name,
    billed.street,
    [billed.postal_code, billed.city].filter(Boolean).join(' '),
    billed.state,
    billed.country ? countryName(billed.country) : null,
    billed.tax_id ? `VAT id: ${billed.tax_id}` : null,
  ].filter((line): line is string => Boolean(line))
}

const STATUS_MARKS: Partial<Record<Schemas['InvoiceStatus'], string>> = {
  draft: 'DRAFT - not yet issued',
  void: 'VOID - this invoice is cancelled and not to be paid',
  paid: 'PAID',
}

/**
 * The invoice as a PDF (issue 15, ADR 0086): our details, the company's billing information, number and dates, the
 * lines, subtotal, VAT (or why there is none), total and how to pay. pdfkit is loaded with the first invoice, not at
 * start (ADR 0003); its standard Helvetica covers the Latin-1 range the billing information is written in.
 */
export async function renderInvoicePdf({ invoice, taxPercent, billedTo, issuer }: InvoiceDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit')
  const issuedAt = new Date(invoice.sent_at ?? invoice.created_at)
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Invoice ${invoice.number}`, Author: issuer.name, CreationDate: issuedAt },
    lang: 'en',
    pdfVersion: '1.7',
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const width = doc.page.width - 2 * MARGIN
  const right = MARGIN + width

  doc.fillColor(TEAL).font('Helvetica-Bold').fontSize(22).text(`Invoice ${invoice.number}`, MARGIN, MARGIN)
  const mark = STATUS_MARKS[invoice.status]
  if (mark) doc.moveDown(0.2).fillColor(MUTED).font('Helvetica-Bold').fontSize(11).text(mark)

  const top = doc.y + 18
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(10).text('From', MARGIN, top)
  doc
    .font('Helvetica')
    .text([issuer.name, issuer.address, `VAT id: ${issuer.vatId}`].join('\n'), { width: width / 2 - 12 })
  const fromBottom = doc.y
  doc.font('Helvetica-Bold').text('Bill to', MARGIN + width / 2, top)
  doc.font('Helvetica').text(addressLines(billedTo).join('\n'), MARGIN + width / 2, doc.y, { width: width / 2 })
  doc.y = Math.max(fromBottom, doc.y) + 18

  const facts: [string, string][] = [
    ['Invoice number', invoice.number],
    ['Invoice date', day(issuedAt.toISOString())],
    ['Due date', day(invoice.due_date)],
  ]
  if (invoice.paid_at) facts.push(['Paid on', day(invoice.paid_at)])
  for (const [label, value] of facts) {
    const y = doc.y
    doc.font('Helvetica-Bold').text(label, MARGIN, y, { width: 120 })
    doc.font('Helvetica').text(value, MARGIN + 130, y)
  }
  doc.moveDown(1.5)

  const columns = { quantity: MARGIN + width * 0.55, unit: MARGIN + width * 0.65, amount: MARGIN + width * 0.82 }
  const row = (cells: [string, string, string, string], bold = false) => {
    const y = doc.y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica')
    doc.text(cells[0], MARGIN, y, { width: columns.quantity - MARGIN - 8 })
    const bottom = doc.y
    doc.text(cells[1], columns.quantity, y, { width: columns.unit - columns.quantity - 8, align: 'right' })
    doc.text(cells[2], columns.unit, y, { width: columns.amount - columns.unit - 8, align: 'right' })
    doc.text(cells[3], columns.amount, y, { width: right - columns.amount, align: 'right' })
    doc.y = Math.max(bottom, doc.y) + 4
  }
  row(['Description', 'Quantity', 'Unit price', 'Amount'], true)
  doc.moveTo(MARGIN, doc.y).lineTo(right, doc.y).strokeColor(MUTED).stroke()
  doc.y += 6
  for (const line of invoice.lines) {
    row([
      line.description,
      String(line.quantity),
      money(line.unit_amount, invoice.currency),
      money(line.amount, invoice.currency),
    ])
  }
  doc.moveTo(MARGIN, doc.y).lineTo(right, doc.y).stroke()
  doc.y += 6

  const total = (label: string, value: string, bold = false) => {
    const y = doc.y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica')
    doc.text(label, MARGIN, y, { width: columns.amount - MARGIN - 8, align: 'right' })
    doc.text(value, columns.amount, y, { width: right - columns.amount, align: 'right' })
    doc.y += 2
  }
  total('Subtotal', money(invoice.subtotal, invoice.currency))
  total(`VAT ${taxPercent}%`, money(invoice.tax, invoice.currency))
  total('Total due', money(invoice.total, invoice.currency), true)
  doc.moveDown(1)
  // Charging no VAT needs its reason on the invoice: the reverse charge, or a supply outside the EU.
  const vat = vatTreatment(billedTo)
  if (taxPercent === 0 && vat.note) doc.font('Helvetica').fillColor(INK).text(vat.note, MARGIN, doc.y, { width })

  doc.moveDown(1.5)
  const { payment } = invoice
  doc.font('Helvetica-Bold').fillColor(TEAL).fontSize(12).text('How to pay', MARGIN, doc.y)
  doc.moveDown(0.3).font('Helvetica').fillColor(INK).fontSize(10)
  doc.text(
    `Please transfer ${money(invoice.total, invoice.currency)} by ${day(invoice.due_date)} to the account below, ` +
      `quoting ${payment.reference} as the reference.`,
    { width },
  )
  doc.moveDown(0.5)
  doc.text([`Account holder: ${payment.account_holder}`, `IBAN: ${payment.iban}`, `BIC: ${payment.bic}`].join('\n'))
  doc.end()
  return done
}
