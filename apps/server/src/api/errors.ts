/**
 * Error bodies of the contract (`ErrorBody`, docs/product.md §8): validation problems are `{ detail: [{ loc, msg, type }] }`,
 * everything else `{ <field or "message">: [human messages] }`. Handlers throw HttpError; the error handler
 * (api/error-handler.ts) turns it and every framework error into one of these.
 */

export interface ValidationIssue {
  loc: (string | number)[]
  msg: string
  type: string
}

export type ErrorBody = { detail: ValidationIssue[] } | Record<string, string[]>

export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(JSON.stringify(body))
  }
}

export const fieldError = (status: number, field: string, message: string) =>
  new HttpError(status, { [field]: [message] })

export const unauthorized = (message = 'Authentication required.', headers: Record<string, string> = {}) =>
  new HttpError(401, { message: [message] }, { 'www-authenticate': 'Bearer', ...headers })

export const forbidden = (message = 'You cannot access this resource.') => new HttpError(403, { message: [message] })

export const notFound = (message = 'Not found.') => new HttpError(404, { message: [message] })

export const emailTaken = () => fieldError(409, 'email', 'An account with this email already exists.')
