import {
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ISectionOptions,
} from 'docx'
import PDFDocument from 'pdfkit'
import sharp from 'sharp'
import type { ResumeBlock, ResumeDocument } from '../fixtures/resumes/index.ts'

/**
 * Renders resumes as the files talents upload (ADR 0059): PDF with pdfkit (one column, or two columns placed side by
 * side), DOCX with docx (two columns as a borderless table, as word processors do), plain text, and a scanned page
 * (an image, no text layer).
 */

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 48

function collect(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
    doc.end()
  })
}

function drawBlocks(doc: PDFKit.PDFDocument, blocks: readonly ResumeBlock[], x: number, y: number, width: number) {
  doc.y = y
  for (const block of blocks) {
    doc.moveDown(0.6)
    doc.font('Helvetica-Bold').fontSize(12).text(block.heading, x, doc.y, { width })
    doc.moveDown(0.2)
    doc.font('Helvetica').fontSize(10)
    for (const line of block.lines) doc.text(line, x, doc.y, { width, lineGap: 1 })
  }
}

/**
 * A resume as PDF bytes with a real text layer: the header across the page (the name large), then one column, or a
 * sidebar on the left and the main column on the right. For upload tests: `await renderResumePdf(RESUMES[0])`.
 */
export async function renderResumePdf(resume: ResumeDocument): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: resume.name } })
  const width = A4.width - 2 * MARGIN
  resume.header.forEach((line, index) => {
    doc
      .font(index === 0 ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(index === 0 ? 22 : 11)
      .text(line, MARGIN, doc.y, { width })
  })
  const top = doc.y + 6
  if (resume.layout === 'two-column' && resume.side) {
    const sideWidth = 160
    const gutter = 28
    drawBlocks(doc, resume.side, MARGIN, top, sideWidth)
    drawBlocks(doc, resume.main, MARGIN + sideWidth + gutter, top, width - sideWidth - gutter)
  } else {
    drawBlocks(doc, resume.main, MARGIN, top, width)
  }
  return collect(doc)
}

const paragraph = (text: string, options: { bold?: boolean; size?: number; heading?: boolean } = {}) =>
  new Paragraph({
    ...(options.heading ? { heading: HeadingLevel.HEADING_2 } : {}),
    children: [new TextRun({ text, bold: options.bold ?? false, size: options.size ?? 20 })],
  })

const blockParagraphs = (blocks: readonly ResumeBlock[]) =>
  blocks.flatMap((block) => [
    paragraph(block.heading, { heading: true, bold: true }),
    ...block.lines.map((line) => paragraph(line)),
  ])

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' }

/** A resume as DOCX bytes: header paragraphs, then the body, in a two-cell table for a two-column layout. */
export async function renderResumeDocx(resume: ResumeDocument): Promise<Uint8Array> {
  const header = resume.header.map((line, index) =>
    paragraph(line, index === 0 ? { bold: true, size: 40 } : { size: 22 }),
  )
  let body: ISectionOptions['children']
  if (resume.layout === 'two-column' && resume.side) {
    const cell = (blocks: readonly ResumeBlock[], percent: number) =>
      new TableCell({
        width: { size: percent, type: WidthType.PERCENTAGE },
        borders: { top: NO_BORDER, bottom: NO_BORDER, left: NO_BORDER, right: NO_BORDER },
        children: blockParagraphs(blocks),
      })
    body = [
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [new TableRow({ children: [cell(resume.side, 32), cell(resume.main, 68)] })],
      }),
    ]
  } else {
    body = blockParagraphs(resume.main)
  }
  const doc = new Document({ creator: 'hireloop tests', sections: [{ children: [...header, ...body] }] })
  return new Uint8Array(await Packer.toBuffer(doc))
}

/** A resume as plain text: what a talent pastes into a .txt file (a sidebar first, as it is read left to right). */
export function renderResumeText(resume: ResumeDocument): Uint8Array {
  const blocks = [...(resume.side ?? []), ...resume.main]
  const text = [
    ...resume.header,
    '',
    ...blocks.flatMap((block) => [block.heading.toUpperCase(), ...block.lines, '']),
  ].join('\n')
  return new TextEncoder().encode(text)
}

/** A scanned resume: a PDF page that is one image (grey lines where text was), with no text layer at all. */
export async function renderScannedPdf(): Promise<Uint8Array> {
  const width = 620
  const height = 877
  const lines = Array.from({ length: 30 }, (_, i) => {
    const y = 60 + i * 26
    const length = 200 + ((i * 137) % 320)
    return `<rect x="50" y="${y}" width="${length}" height="9" fill="#555"/>`
  }).join('')
  const image = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        `<rect width="100%" height="100%" fill="#f4f1ea"/>${lines}</svg>`,
    ),
  )
    .png()
    .toBuffer()
  const doc = new PDFDocument({ size: 'A4', margin: 0 })
  doc.image(image, 0, 0, { width: A4.width, height: A4.height })
  return collect(doc)
}
