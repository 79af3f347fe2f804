import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError, type ErrorBody } from './errors.ts'
import { validationIssues } from './validation.ts'

/** Framework errors a client causes, mapped to the contract's error bodies. */
const CLIENT_ERRORS: Record<string, { status: number; body: ErrorBody }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    body: { detail: [{ loc: ['body'], msg: 'The request body is not valid JSON.', type: 'json_invalid' }] },
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    body: { detail: [{ loc: ['body'], msg: 'The request body is empty; send a JSON object.', type: 'json_invalid' }] },
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, body: { message: ['Send the request body as application/json.'] } },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, body: { message: ['Send the request body as application/json.'] } },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    body: { message: ['The Content-Length header does not match the body.'] },
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, body: { message: ['The request body is too large.'] } },
  FST_ERR_BAD_URL: {
    status: 400,
    body: { detail: [{ loc: ['path'], msg: 'The address is not valid.', type: 'url' }] },
  },
  // No path parameter of the contract is longer than the router's limit (100): such a value is not valid, rather
  // than an address too long (414, which no operation declares).
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 400,
    body: { detail: [{ loc: ['path'], msg: 'The address is not valid.', type: 'maxLength' }] },
  },
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Authentication required.',
  403: 'You cannot access this resource.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  406: 'This resource cannot be sent in the format you asked for.',
  408: 'The request took too long to arrive.',
  411: 'Send a Content-Length header.',
  413: 'The request body is too large.',
  414: 'The address is too long.',
  415: 'Send the request body as application/json.',
  416: 'The requested range cannot be served.',
  431: 'The request headers are too large.',
}

/**
 * Every failure, on every path of the server (API, provider pages, portal files), answers JSON in the contract's ErrorBody shape. 4xx for anything the client sent; 500 only for
 * our own faults, logged with the request id and never with details in the body.
 */
export function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).headers(error.headers).send(error.body)
  }
  if (error.validation) {
    return reply
      .code(400)
      .send({ detail: validationIssues(error.validation as never, error.validationContext ?? 'body') })
  }
  const known = error.code ? CLIENT_ERRORS[error.code] : undefined
  if (known) return reply.code(known.status).send(known.body)
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    // Our words, not the framework's: its messages name internals (codes, limits, file paths).
    return reply.code(status).send({ message: [STATUS_MESSAGES[status] ?? 'This request cannot be handled.'] })
  }
  request.log.error({ err: error }, 'request failed')
  return reply.code(500).send({ message: ['Something went wrong on our side. Please try again.'] })
}
