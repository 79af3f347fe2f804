import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify'
import { HttpError } from '../api/errors.ts'
import type { Throttle } from '../api/throttle.ts'
import { DOCUMENT, formatLimit, type FileKind } from './file-kinds.ts'
import { FileRefusal } from './file-refusal.ts'

/** Room for the multipart framing and small text fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024
const MAX_TEXT_FIELDS = 10

export interface ReceivedUpload {
  /** The file's bytes as sent (at most the kind's limit: a longer file is refused). */
  bytes: Buffer
  /** The file name the client sent, unsanitised. */
  name: string | undefined
  /** Text fields beside the file (only those the operation declares). */
  fields: Record<string, string>
}

const malformed = () =>
  new HttpError(400, {
    detail: [
      { loc: ['body'], msg: 'The form data could not be read; send it as multipart/form-data.', type: 'multipart' },
    ],
  })

/** @fastify/multipart's limit and format errors, in our words. */
function translate(error: unknown): unknown {
  if (error instanceof FileRefusal || error instanceof HttpError) return error
  const code = (error as { code?: string }).code
  if (code === 'FST_FILES_LIMIT') return new FileRefusal('too_many_files', 'Send one file only.')
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(400, { detail: [{ loc: ['body'], msg: 'The form has too many fields.', type: 'multipart' }] })
  }
  if (code === 'FST_PROTO_VIOLATION') return malformed()
  // busboy's own: a missing boundary, a truncated body, a malformed part header.
  if (error instanceof Error && !('statusCode' in error && Number(error.statusCode) >= 500)) return malformed()
  return error
}

/**
 * Reads a multipart upload (issue 9): exactly one file in `field`, and only the declared text fields. Cheap checks
 * come before any byte is read: the request must state its length, and a length beyond the kind's limit is refused
 * at once. The file is read into memory up to the limit (2 or 10 MB): checks need all of it, and images are
 * re-encoded from memory. Throws a FileRefusal (the file) or an HttpError (the form).
 */
export async function readUpload(
  request: FastifyRequest,
  field: string,
  kind: FileKind,
  textFields: readonly string[] = [],
): Promise<ReceivedUpload> {
  const length = Number(request.headers['content-length'])
  if (!Number.isFinite(length)) throw new HttpError(411, { message: ['Send the upload with a Content-Length header.'] })
  if (length > kind.maxBytes + MULTIPART_OVERHEAD) {
    throw new FileRefusal('too_large', `The file is too large: at most ${formatLimit(kind.maxBytes)}.`)
  }

  let file: { bytes: Buffer; name: string | undefined } | undefined
  let refusal: FileRefusal | undefined
  const fields: Record<string, string> = {}
  try {
    const parts = request.parts({
      limits: { fileSize: kind.maxBytes, files: 1, fields: MAX_TEXT_FIELDS, fieldSize: 4096, headerPairs: 100 },
    })
    for await (const part of parts) {
      // Every part is read to its end, even a refused one, so the form parses to its end and the answer is ours.
      if (part.type === 'file') {
        const chunks: Buffer[] = []
        for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk)
        if (part.fieldname !== field) {
          refusal ??= new FileRefusal('unexpected_field', 'This field is not allowed.', part.fieldname)
        } else if (part.file.truncated) {
          refusal ??= new FileRefusal('too_large', `The file is too large: at most ${formatLimit(kind.maxBytes)}.`)
        } else {
          file = { bytes: Buffer.concat(chunks), name: part.filename || undefined }
        }
      } else if (part.fieldname === field) {
        refusal ??= new FileRefusal('not_a_file', 'Send a file in this field, not text.')
      } else if (!textFields.includes(part.fieldname)) {
        refusal ??= new FileRefusal('unexpected_field', 'This field is not allowed.', part.fieldname)
      } else {
        fields[part.fieldname] = String(part.value)
      }
    }
  } catch (error) {
    throw translate(error)
  }
  if (refusal) throw refusal
  if (!file) throw new FileRefusal('missing', 'This field is required: choose a file to upload.')
  return { ...file, fields }
}

/** The operations whose request body the contract describes as multipart/form-data. */
export function multipartOperations(document: { paths?: Record<string, Record<string, unknown>> }): Set<string> {
  const found = new Set<string>()
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item) as { operationId?: string; requestBody?: { content?: object } }[]) {
      if (
        operation?.operationId &&
        operation.requestBody?.content &&
        'multipart/form-data' in operation.requestBody.content
      ) {
        found.add(operation.operationId)
      }
    }
  }
  return found
}

/**
 * The API's multipart wiring (issue 9), in a context holding only the operations the contract declares multipart:
 * @fastify/multipart parses nothing up front (the handler streams the parts through readUpload, after the guard and
 * the policy), the body schema of those operations is not applied (its `format: binary` fields are checked by
 * readUpload and acceptFile), and the media type must match the operation (415):
 * - multipart sent to any other operation finds no parser in that operation's context: Fastify refuses it as early as
 *   before uploads existed;
 * - an upload that is not multipart is refused after the policy (preHandler; register this after the policy hook),
 *   so a caller the policy refuses hears 403/404 first, as for every other operation;
 * - then the upload limits per account and per client (429, ADR 0101).
 */
export async function registerMultipart(app: FastifyInstance, throttle: Throttle): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT.maxBytes, files: 1, fields: MAX_TEXT_FIELDS, headerPairs: 100 },
    // A longer file is truncated and flagged (`file.truncated`); readUpload refuses it in its own words.
    throwFileSizeLimit: false,
  })
  app.addHook('preHandler', async (request) => {
    if (!request.isMultipart()) throw new HttpError(415, { message: ['Send the file as multipart/form-data.'] })
    // Before a byte of the file is read, refused uploads included: reading and checking is what a flood costs.
    throttle.take('upload', { client: request.ip, ...(request.principal ? { address: request.principal.userId } : {}) })
  })
}

/** Multipart bodies are validated by readUpload, not by the schema compiler (which sees no parsed body). */
export function withMultipartBodies(compiler: FastifySchemaCompiler<object>): FastifySchemaCompiler<object> {
  return (route) =>
    route.httpPart === 'body' && route.contentType === 'multipart/form-data' ? () => true : compiler(route)
}
