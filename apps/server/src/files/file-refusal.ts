import { HttpError } from '../api/errors.ts'

/** Why an upload is refused; each reason has one message a person can act on. */
export type RefusalReason =
  | 'missing'
  | 'not_a_file'
  | 'unexpected_field'
  | 'too_many_files'
  | 'empty'
  | 'too_large'
  | 'wrong_type'
  | 'unreadable'
  | 'unpacks_too_large'

/** A refused upload: nothing of it is stored. */
export class FileRefusal extends Error {
  override name = 'FileRefusal'
  constructor(
    readonly reason: RefusalReason,
    message: string,
    /** The form field the message belongs to, when it is not the file's own (an unexpected field). */
    readonly field?: string,
  ) {
    super(message)
  }
}

/**
 * The answer for a refused upload, in the contract's error bodies (ADR 0014, 0018): a file larger than allowed is
 * 413 `{ <field>: [message] }`; every other refusal is a validation failure, 400 `{ detail: [{ loc: ['body',
 * <field>], msg, type }] }`, so forms show the message at the file input.
 */
export function refusalToHttpError(refusal: FileRefusal, fileField: string): HttpError {
  const field = refusal.field ?? fileField
  if (refusal.reason === 'too_large') return new HttpError(413, { [field]: [refusal.message] })
  return new HttpError(400, {
    detail: [{ loc: ['body', field], msg: refusal.message, type: `file_${refusal.reason}` }],
  })
}
