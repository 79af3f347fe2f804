import { DOCX } from '../../files/file-kinds.ts'
import { MAX_TEXT } from './resume-fields.ts'
import { docxWithinBounds, extractText } from './text-extraction.ts'

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/giu, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
    return ENTITIES[name] ?? whole
  })

/**
 * Mammoth's HTML (headings, paragraphs, list items, tables; nothing nested deeper) as lines: a heading becomes
 * `## Heading`, a list item `• item`, every block its own line with a blank line between paragraphs.
 */
export function htmlToLines(html: string): string {
  return decode(
    html
      .replace(/<img[^>]*>/giu, '')
      .replace(/<h([1-6])[^>]*>/giu, (_, level: string) => `\n\n${'#'.repeat(Number(level))} `)
      .replace(/<\/h[1-6]>/giu, '\n\n')
      .replace(/<li[^>]*>/giu, '\n• ')
      .replace(/<\/li>/giu, '')
      .replace(/<\/(?:p|tr|table|ul|ol)>/giu, '\n')
      .replace(/<(?:p|tr|ul|ol)[^>]*>/giu, '\n')
      .replace(/<br\s*\/?>/giu, '\n')
      .replace(/<\/t[dh]>/giu, ' | ')
      .replace(/<[^>]+>/gu, ''),
  )
    .replace(/[ \t]*\|[ \t]*\n/gu, '\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim()
}

/**
 * The text of a vacancy file (ADR 0065). A DOCX keeps its structure: its headings and lists are what tell
 * requirements from nice-to-haves and what the description's Markdown is made of, and Word's lists carry no bullet
 * characters in plain text. PDF and plain text go through the resume reader (same limits, same messages).
 */
export async function vacancyText(bytes: Uint8Array, contentType: string): Promise<string> {
  if (contentType.split(';')[0]!.trim() === DOCX) {
    docxWithinBounds(bytes)
    const mammoth = await import('mammoth')
    try {
      const { value } = await mammoth.convertToHtml(
        { buffer: Buffer.from(bytes) },
        {
          styleMap: ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => p:fresh"],
          // Pictures say nothing the parser reads: none is encoded.
          convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
        },
      )
      const text = htmlToLines(value)
      if (/\p{L}/u.test(text)) return text.slice(0, MAX_TEXT)
    } catch {
      // Damaged or protected: the plain reader says so in the resume parser's words.
    }
  }
  return extractText(bytes, contentType)
}
