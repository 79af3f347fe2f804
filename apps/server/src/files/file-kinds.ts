/**
 * What may be uploaded (issue 9, ADR 0018): each kind of upload accepts a few types, recognised from the bytes, up
 * to a size. Images are re-encoded before they are stored; documents are stored as sent and only ever served as
 * attachments.
 */

export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

export type FileType = 'image/png' | 'image/jpeg' | 'image/webp' | 'application/pdf' | typeof DOCX | 'text/plain'

export interface FileTypeInfo {
  /** The extension stored names end with, whatever the uploaded name said. */
  extension: string
  /** How people call it, in messages. */
  label: string
  /** The Content-Type a download carries. */
  contentType: string
}

export const FILE_TYPES: Record<FileType, FileTypeInfo> = {
  'image/png': { extension: 'png', label: 'PNG', contentType: 'image/png' },
  'image/jpeg': { extension: 'jpg', label: 'JPEG', contentType: 'image/jpeg' },
  'image/webp': { extension: 'webp', label: 'WebP', contentType: 'image/webp' },
  'application/pdf': { extension: 'pdf', label: 'PDF', contentType: 'application/pdf' },
  [DOCX]: { extension: 'docx', label: 'DOCX', contentType: DOCX },
  'text/plain': { extension: 'txt', label: 'plain text', contentType: 'text/plain; charset=utf-8' },
}

export interface FileKind {
  name: 'image' | 'document'
  maxBytes: number
  types: readonly FileType[]
  /** "a PNG, JPEG or WebP image": what the kind expects, in messages. */
  expected: string
  /** Used when the uploaded name is empty or nothing of it survives sanitising. */
  defaultName: string
}

const MB = 1024 * 1024

/** Avatars and company logos. */
export const IMAGE: FileKind = {
  name: 'image',
  maxBytes: 2 * MB,
  types: ['image/png', 'image/jpeg', 'image/webp'],
  expected: 'a PNG, JPEG or WebP image',
  defaultName: 'image',
}

/** Resumes and vacancy files (their upload operations come with the resume and vacancy issues). */
export const DOCUMENT: FileKind = {
  name: 'document',
  maxBytes: 10 * MB,
  types: ['application/pdf', DOCX, 'text/plain'],
  expected: 'a PDF, DOCX or plain text (UTF-8) file',
  defaultName: 'document',
}

/** "2 MB", "10 MB": limits as people read them. */
export function formatLimit(bytes: number): string {
  return bytes % MB === 0 ? `${bytes / MB} MB` : `${Math.ceil(bytes / 1024)} KB`
}
