import { isApiError } from '@hireloop/api'
import { useState } from 'react'

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

/** A card's action in progress (`busy`) and its refusal, if the last run was refused; `run` clears it and starts one. */
export function useMatchAction<T>(match: T) {
  const [busy, setBusy] = useState(false)
  const [refused, setRefused] = useState<string | null>(null)
  async function run(action: MatchAction<T>) {
    setBusy(true)
    setRefused(null)
    let result: MatchActionResult
    try {
      result = await action(match)
    } finally {
      setBusy(false)
    }
    if (!result.ok) setRefused(result.message)
  }
  return { busy, refused, run }
}
