/** docs/product.md §8: what a failure says when the error carries no message of its own. */
export const TECHNICAL_PROBLEM = 'Technical problem'

/** Reads the human message of a rejected effect (ApiError, Error, `{ message }`), if any. */
export function errorMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error.trim() || undefined
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown }
    if (typeof message === 'string' && message.trim()) return message.trim()
  }
  return undefined
}

/** Reads the HTTP status of a rejected effect (`ApiError.status`), if any. */
export function errorStatus(error: unknown): number | null {
  if (error && typeof error === 'object' && 'status' in error) {
    const { status } = error as { status: unknown }
    if (typeof status === 'number') return status
  }
  return null
}

/** What a failed effect leaves in a machine's context (docs/product.md §4: "stores the error message and status"). */
export interface Failure {
  /** Human message (docs/product.md §8), "Technical problem" when the error carries none. */
  error: string
  /** HTTP status, null for network and programming errors. */
  status: number | null
}

export function failureOf(error: unknown): Failure {
  return { error: errorMessage(error) ?? TECHNICAL_PROBLEM, status: errorStatus(error) }
}

/**
 * What every machine shows about its last request: the success text to toast (docs/product.md §8), or the failure. A new request
 * starts from `NO_FEEDBACK`.
 */
export interface Feedback {
  message: string | null
  error: string | null
  status: number | null
}

export const NO_FEEDBACK: Feedback = { message: null, error: null, status: null }
