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

/** Spec 8: "Authentication error: 'Oops...' plus the message". */
export function oops(message: string | undefined, fallback: string): string {
  return `Oops... ${message ?? fallback}`
}

export const SIGN_IN_FAILED = 'Sign-in failed'
export const SIGN_OUT_FAILED = 'Sign-out failed'
