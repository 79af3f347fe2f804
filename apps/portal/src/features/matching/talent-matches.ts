import type { Page, Schema } from '@hireloop/api'
import { withReasons } from '@hireloop/flows/rules'

/** A talent ranked for a vacancy, its verdicts joined to the vacancy's requirements: the reasons the card lists. */
export type TalentMatch = Omit<Schema<'TalentMatch'>, 'matching'> & { matching: Schema<'Matching'> }

/**
 * The page of `GET /vacancy/{id}/matching` as the cards read it. The answer says what the vacancy asks once and each
 * talent's verdicts on it (ADR 0102); each card gets its whole reason list back, position by position.
 */
export function withTalentReasons({ requirements, results, ...meta }: Schema<'TalentMatchPage'>): Page<TalentMatch> {
  return {
    ...meta,
    results: results.map(({ matching: { verdicts, ...matching }, ...match }) => ({
      ...match,
      matching: { ...matching, reasons: withReasons(requirements, verdicts) },
    })),
  }
}
