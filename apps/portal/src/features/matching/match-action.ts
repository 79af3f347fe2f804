import { isApiError } from '@hireloop/api'

/** How an apply, an "I'm interested" or a proposal ended: done, or refused with the server's sentence. */
export type MatchActionResult = { ok: true } | { ok: false; message: string }
export type MatchAction<T> = (match: T) => Promise<MatchActionResult>

/** Runs a call and turns its failure into the sentence a card shows (ADR 0021: the server's refusals are sentences). */
export async function matchAction(call: () => Promise<unknown>): Promise<MatchActionResult> {
  try {
    await call()
    return { ok: true }
  } catch (error) {
    if (isApiError(error)) return { ok: false, message: error.message }
    throw error
  }
}
