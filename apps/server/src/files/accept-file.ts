import { createHash } from 'node:crypto'
import { sanitizeFileName } from './file-name.ts'
import { DOCX, FILE_TYPES, formatLimit, type FileKind, type FileType } from './file-kinds.ts'
import { FileRefusal } from './file-refusal.ts'
import { reEncodeImage, type ImageType } from './images.ts'
import { describe, sniff } from './sniff.ts'
import { checkZipBounds, ZIP_MAX_ENTRIES, ZIP_MAX_INFLATED_BYTES, ZipRefusal } from './zip-bounds.ts'

export interface Upload {
  bytes: Uint8Array
  /** The name the client sent, if any: shown, never trusted. */
  name?: string | undefined
}

/** A file that passed every check, ready to store: what it is, as the checks decided. */
export interface AcceptedFile {
  /** What is stored: for images the re-encoded bytes, for documents the bytes as sent. */
  bytes: Buffer
  type: FileType
  name: string
  size: number
  sha256: string
}

const PDF_EOF = Buffer.from('%%EOF')
const ZIP_END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06])

/**
 * A document cannot be re-encoded, but a truncated one can be told: a PDF ends with `%%EOF` (give or take trailing
 * bytes), a DOCX (a ZIP) with its central directory record. Whether the content parses is the parse job's business.
 */
function looksComplete(bytes: Buffer, type: FileType): boolean {
  switch (type) {
    case 'application/pdf':
      return bytes.subarray(-4096).includes(PDF_EOF)
    case DOCX:
      // The record sits in the last 22 bytes, or before a trailing comment of at most 65,535 bytes.
      return bytes.subarray(-(22 + 65_535)).includes(ZIP_END_OF_CENTRAL_DIRECTORY)
    default:
      return true
  }
}

/** A DOCX is a ZIP that mammoth unpacks whole into memory: refused unless it unpacks within bounds (ADR 0101). */
export function checkDocxBounds(bytes: Buffer): void {
  try {
    checkZipBounds(bytes)
  } catch (error) {
    if (!(error instanceof ZipRefusal)) throw error
    throw new FileRefusal(
      error.problem === 'damaged' ? 'unreadable' : 'unpacks_too_large',
      error.problem === 'entries'
        ? `This DOCX file holds more than ${ZIP_MAX_ENTRIES.toLocaleString('en')} parts, which no document needs. Save it again in your word processor, or upload a PDF.`
        : error.problem === 'inflated'
          ? `This DOCX file unpacks to more than ${formatLimit(ZIP_MAX_INFLATED_BYTES)}. Save it again with smaller pictures, or upload a PDF.`
          : `The DOCX file could not be read: it may be damaged or incomplete.`,
    )
  }
}

/**
 * Checks an upload against a kind (issue 9, ADR 0018), cheapest first: empty, too large, the type sniffed from the
 * bytes, complete and readable, a DOCX unpacking within bounds (ADR 0101); images are re-encoded. Throws a
 * FileRefusal with the message to show; on success returns what to store, with a sanitised name whose extension
 * matches the content.
 */
export async function acceptFile(kind: FileKind, upload: Upload): Promise<AcceptedFile> {
  const received = Buffer.from(upload.bytes.buffer, upload.bytes.byteOffset, upload.bytes.byteLength)
  if (received.length === 0) throw new FileRefusal('empty', 'The file is empty.')
  if (received.length > kind.maxBytes) {
    throw new FileRefusal('too_large', `The file is too large: at most ${formatLimit(kind.maxBytes)}.`)
  }
  const sniffed = await sniff(received)
  if (!sniffed.type || !kind.types.includes(sniffed.type)) {
    const actual = describe(sniffed)
    throw new FileRefusal(
      'wrong_type',
      actual ? `This file is not ${kind.expected}; its content is ${actual}.` : `This file is not ${kind.expected}.`,
    )
  }
  const type = sniffed.type
  if (!looksComplete(received, type)) {
    throw new FileRefusal(
      'unreadable',
      `The ${FILE_TYPES[type].label} file could not be read: it may be damaged or incomplete.`,
    )
  }
  if (type === DOCX) checkDocxBounds(received)
  const bytes = kind.name === 'image' ? await reEncodeImage(received, type as ImageType) : received
  return {
    bytes,
    type,
    name: sanitizeFileName(upload.name, FILE_TYPES[type].extension, kind.defaultName),
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  }
}
