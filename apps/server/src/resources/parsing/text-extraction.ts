import { checkDocxBounds } from '../../files/accept-file.ts'
import { DOCX } from '../../files/file-kinds.ts'
import { FileRefusal } from '../../files/file-refusal.ts'
import { MAX_TEXT } from './resume-fields.ts'

/** A file whose text cannot be read for a reason the talent can act on: the message says what to do. */
export class UnreadableFile extends Error {
  override name = 'UnreadableFile'
}

export const NO_TEXT_IN_PDF =
  'This PDF has no text we can read (it may be a scan). Upload a PDF with text or a DOCX file.'
const DAMAGED = (label: string) =>
  `This ${label} file could not be read: it may be damaged or protected. Save it again, or upload it as PDF or DOCX.`

/** A resume is a few pages: later pages are not read, and reading stops at the deadline (ADR 0059). */
export const MAX_PDF_PAGES = 20
export const EXTRACTION_DEADLINE_MS = 20_000
/** Fewer letters than this is no text layer, just page numbers or stray marks. */
const MIN_LETTERS = 40

interface TextItem {
  str: string
  /** [a, b, c, d, x, y]: x, y is the start of the baseline, in points from the page's bottom left. */
  transform: number[]
  width: number
  height: number
}

interface Fragment {
  text: string
  x: number
  end: number
  y: number
  size: number
}

/** One printed line: its fragments left to right, and whether a wide gap splits it (a column gutter). */
interface Row {
  y: number
  fragments: Fragment[]
}

function rowsOf(items: readonly TextItem[]): Row[] {
  const fragments = items
    .filter((item) => item.str.trim() !== '')
    .map((item) => {
      const size = Math.hypot(item.transform[2]!, item.transform[3]!) || item.height || 10
      return {
        text: item.str,
        x: item.transform[4]!,
        end: item.transform[4]! + item.width,
        y: item.transform[5]!,
        size,
      }
    })
    .sort((a, b) => b.y - a.y || a.x - b.x)
  const rows: Row[] = []
  for (const fragment of fragments) {
    const row = rows.at(-1)
    if (row && Math.abs(row.y - fragment.y) <= fragment.size * 0.4) row.fragments.push(fragment)
    else rows.push({ y: fragment.y, fragments: [fragment] })
  }
  for (const row of rows) row.fragments.sort((a, b) => a.x - b.x)
  return rows
}

const crosses = (row: Row, x: number) => row.fragments.some((f) => f.x < x - 1 && f.end > x + 1)
const leftOf = (row: Row, x: number) => row.fragments.some((f) => f.end <= x)
const rightOf = (row: Row, x: number) => row.fragments.some((f) => f.x >= x)

/**
 * Where a page splits into two columns, or null: the vertical line between a fifth and four fifths of the width
 * that the fewest rows cross, provided that both sides hold text on many rows and almost no row crosses it. Rows
 * that do cross (a name across the top) are read first, as the page's header.
 */
function gutterOf(rows: readonly Row[], width: number): number | null {
  if (rows.length < 6) return null
  let best: { x: number; crossing: number; both: number } | null = null
  for (let x = width * 0.2; x <= width * 0.8; x += 4) {
    const crossing = rows.filter((row) => crosses(row, x)).length
    const left = rows.filter((row) => !crosses(row, x) && leftOf(row, x)).length
    const right = rows.filter((row) => !crosses(row, x) && rightOf(row, x)).length
    if (left < rows.length * 0.25 || right < rows.length * 0.25) continue
    const both = Math.min(left, right)
    if (!best || crossing < best.crossing || (crossing === best.crossing && both > best.both)) {
      best = { x, crossing, both }
    }
  }
  return best && best.crossing <= rows.length * 0.15 ? best.x : null
}

function lineOf(fragments: readonly Fragment[]): string {
  let line = ''
  let previous: Fragment | undefined
  for (const fragment of fragments) {
    // pdf.js gives words or runs; a gap wider than a fraction of the font size is a space.
    if (previous && fragment.x - previous.end > fragment.size * 0.15 && !line.endsWith(' ')) line += ' '
    line += fragment.text
    previous = fragment
  }
  return line.trim()
}

/** A blank line where the vertical gap is larger than usual: paragraphs and sections stay apart. */
function linesOf(rows: readonly Row[]): string[] {
  const lines: string[] = []
  let previous: Row | undefined
  for (const row of rows) {
    const size = row.fragments[0]!.size
    if (previous && previous.y - row.y > size * 1.9) lines.push('')
    lines.push(lineOf(row.fragments))
    previous = row
  }
  return lines
}

/** One page's text, reading a two-column layout column by column (header rows first). */
export function pageText(items: readonly TextItem[], pageWidth: number): string {
  const rows = rowsOf(items)
  const gutter = gutterOf(rows, pageWidth)
  if (gutter === null) return linesOf(rows).join('\n')
  const firstSplit = rows.findIndex((row) => !crosses(row, gutter))
  const header = rows.slice(0, Math.max(firstSplit, 0))
  const body = rows.slice(header.length)
  const side = (keep: (f: Fragment) => boolean) =>
    body.map((row) => ({ y: row.y, fragments: row.fragments.filter(keep) })).filter((row) => row.fragments.length > 0)
  return [
    ...linesOf(header),
    '',
    ...linesOf(side((f) => f.end <= gutter + 1 || (f.x < gutter && f.end > gutter))),
    '',
    ...linesOf(side((f) => f.x >= gutter - 1 && !(f.x < gutter && f.end > gutter))),
  ].join('\n')
}

async function pdfText(bytes: Uint8Array, deadline: number): Promise<string> {
  // Loaded by the first parse, not by every start (ADR 0003).
  const { getDocumentProxy } = await import('unpdf')
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>
  try {
    // A copy: pdf.js transfers (detaches) the buffer it is given. Errors only: its warnings about a damaged file
    // ("Indexing all PDF objects") would go to the server's stderr for every such upload; the user gets our message.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 })
  } catch {
    throw new UnreadableFile(DAMAGED('PDF'))
  }
  try {
    const pages: string[] = []
    let length = 0
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PDF_PAGES); number++) {
      if (Date.now() > deadline || length > MAX_TEXT) break
      const page = await pdf.getPage(number)
      const content = await page.getTextContent()
      const items = content.items.filter((item): item is TextItem & typeof item => 'str' in item)
      const text = pageText(items, page.view[2]! - page.view[0]!)
      pages.push(text)
      length += text.length
      page.cleanup()
    }
    return pages.join('\n\n')
  } finally {
    await pdf.loadingTask.destroy()
  }
}

/**
 * Stored files passed the upload's bounds; this checks again before mammoth unpacks anything, so a file stored
 * before the bounds existed (or by another path) cannot exhaust the worker's memory either.
 */
export function docxWithinBounds(bytes: Uint8Array): void {
  try {
    checkDocxBounds(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  } catch (error) {
    if (error instanceof FileRefusal) throw new UnreadableFile(error.message)
    throw error
  }
}

async function docxText(bytes: Uint8Array): Promise<string> {
  docxWithinBounds(bytes)
  const mammoth = await import('mammoth')
  try {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) })
    return value
  } catch {
    throw new UnreadableFile(DAMAGED('DOCX'))
  }
}

/**
 * The text of a stored resume file (ADR 0059): PDF through pdf.js (unpdf), DOCX through mammoth, plain text as it
 * is. Both libraries are asynchronous and yield between pages and parts, so a parse shares the event loop instead
 * of holding it; a page cap and a deadline bound the rest. Throws UnreadableFile with the message to show.
 */
export async function extractText(
  bytes: Uint8Array,
  contentType: string,
  { deadlineMs = EXTRACTION_DEADLINE_MS } = {},
): Promise<string> {
  const deadline = Date.now() + deadlineMs
  const type = contentType.split(';')[0]!.trim()
  let text: string
  if (type === 'application/pdf') {
    let timer: NodeJS.Timeout | undefined
    const tooSlow = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new UnreadableFile('Reading this PDF took too long. Upload a smaller PDF or a DOCX file.')),
        deadlineMs + 5_000,
      )
    })
    try {
      text = await Promise.race([pdfText(bytes, deadline), tooSlow])
    } finally {
      clearTimeout(timer)
    }
    if ((text.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS) throw new UnreadableFile(NO_TEXT_IN_PDF)
  } else if (type === DOCX) {
    text = await docxText(bytes)
  } else if (type === 'text/plain') {
    text = new TextDecoder('utf-8').decode(bytes)
  } else {
    throw new UnreadableFile('Only PDF, DOCX and plain text files can be read.')
  }
  if ((text.match(/\p{L}/gu)?.length ?? 0) === 0) throw new UnreadableFile('This file holds no text we can read.')
  return text.slice(0, MAX_TEXT)
}
