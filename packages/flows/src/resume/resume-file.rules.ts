/** The largest resume file the server takes (the contract's FileUpload: 10 MB). */
export const RESUME_FILE_MAX_BYTES = 10 * 1024 * 1024

/** What the file picker offers: the types the server reads, by MIME type and extension. */
export const RESUME_FILE_ACCEPT: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/msword': ['.doc'],
  'text/plain': ['.txt'],
}

/** The server's words for a refused file (apps/server files/ and parsing/), so the browser says the same first. */
export const RESUME_FILE_MESSAGES = {
  empty: 'The file is empty.',
  tooLarge: 'The file is too large: at most 10 MB.',
  wrongType: 'This file is not a PDF, DOCX or plain text (UTF-8) file.',
  doc: 'Word 97-2003 documents (.doc) cannot be read. Save the file as DOCX or PDF in your word processor and upload that.',
  scan: 'This PDF has no text we can read (it may be a scan). Upload a PDF with text or a DOCX file.',
} as const

/**
 * The checks the browser can make before sending (the server checks the content again): empty, too large, and the
 * type by its extension. A .doc is offered by the picker so the talent reads what to do with it instead of a bare
 * "wrong type". Returns the message, or null when the file may be sent.
 */
export function resumeFileProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) return RESUME_FILE_MESSAGES.empty
  if (file.size > RESUME_FILE_MAX_BYTES) return RESUME_FILE_MESSAGES.tooLarge
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? ''
  if (extension === '.doc') return RESUME_FILE_MESSAGES.doc
  if (!['.pdf', '.docx', '.txt'].includes(extension)) return RESUME_FILE_MESSAGES.wrongType
  return null
}
