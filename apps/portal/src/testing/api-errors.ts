import { ApiError, humanizeError } from '@hireloop/api'

/** A failed response as the client rejects it (docs/product.md §8), for stories and tests of screens. */
export function apiError(status: number, body: unknown): ApiError {
  return new ApiError({ kind: 'http', status, body, message: humanizeError(body, status) })
}
