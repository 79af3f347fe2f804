import { errorMessage, errorStatus } from '../session/session.errors.ts'
import { TECHNICAL_PROBLEM } from '../forms/form.machine.ts'

/** The placeholder body of an effect actor: fails loudly until the caller provides the real one (ADR 0040). */
export function notProvided(machine: string, name: string) {
  return async (): Promise<never> => {
    throw new Error(`${machine}: provide the "${name}" actor with .provide({ actors })`)
  }
}

/** What a failed effect leaves in a machine's context (spec 4: "stores the error message and status"). */
export interface Failure {
  /** Human message (spec 8), "Technical problem" when the error carries none. */
  error: string
  /** HTTP status, null for network and programming errors. */
  status: number | null
}

export function failureOf(error: unknown): Failure {
  return { error: errorMessage(error) ?? TECHNICAL_PROBLEM, status: errorStatus(error) }
}
