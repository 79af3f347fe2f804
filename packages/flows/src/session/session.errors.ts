// The readers live with the shared failure helpers; they stay exported here for the session's public API.
export { errorMessage, errorStatus } from '../shared/failure.ts'

/** docs/product.md §8: "Authentication error: 'Oops...' plus the message". */
export function oops(message: string | undefined, fallback: string): string {
  return `Oops... ${message ?? fallback}`
}

export const SIGN_IN_FAILED = 'Sign-in failed'
export const SIGN_OUT_FAILED = 'Sign-out failed'
