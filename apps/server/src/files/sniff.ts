import { FILE_TYPES, type FileType } from './file-kinds.ts'

/** What the bytes are: one of our types, or a name for what else they look like (null: nothing we recognise). */
export type Sniffed = { type: FileType } | { type: null; looksLike: string | null }

const utf8 = new TextDecoder('utf-8', { fatal: true })
// C0 controls other than tab, line feed, form feed and carriage return, and DEL: binary, not text.
// eslint-disable-next-line no-control-regex -- the class names the control characters text must not hold
const NOT_TEXT = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/

function isPlainText(bytes: Uint8Array): boolean {
  try {
    return !NOT_TEXT.test(utf8.decode(bytes))
  } catch {
    return false
  }
}

/**
 * The type from the content, never from the name or the declared Content-Type (issue 9): magic numbers and
 * container structure via file-type (a DOCX is a ZIP holding `word/`), else UTF-8 text without control characters.
 */
export async function sniff(bytes: Uint8Array): Promise<Sniffed> {
  // Loaded by the first upload, not by every start (ADR 0003).
  const { fileTypeFromBuffer } = await import('file-type')
  const found = await fileTypeFromBuffer(bytes)
  if (found) {
    if (found.mime in FILE_TYPES) return { type: found.mime as FileType }
    return { type: null, looksLike: found.ext.toUpperCase() }
  }
  if (isPlainText(bytes)) {
    // An SVG is text, and may carry scripts: it is refused as an image and named as what it is.
    const head = new TextDecoder().decode(bytes.subarray(0, 4096))
    if (/<svg[\s>]/i.test(head)) return { type: null, looksLike: 'SVG' }
    return { type: 'text/plain' }
  }
  return { type: null, looksLike: null }
}

/** What a sniffed type is called in messages. */
export function describe(sniffed: Sniffed): string | null {
  return sniffed.type ? FILE_TYPES[sniffed.type].label : sniffed.looksLike
}
