import { addUtcDays, insightsPeriodOf, insightsPeriodRefusal } from '@hireloop/flows/rules'
import { HttpError } from '../../api/errors.ts'

/** UTC days: `from` and `to` both belong to the period; `start` and `end` bound it as instants (`end` excluded). */
export interface Period {
  from: string
  to: string
  start: Date
  end: Date
}

const midnight = (day: string) => new Date(`${day}T00:00:00Z`)

/**
 * The period a query asks for, defaults filled in (the last 90 days), as the flows rules define it; 400 naming the
 * field when it is reversed or longer than a year. The contract has checked that each end is a date.
 */
export function periodOf(query: { from?: string; to?: string }, now: Date = new Date()): Period {
  const period = insightsPeriodOf(query, now)
  const refusal = insightsPeriodRefusal(period, query)
  if (refusal) {
    throw new HttpError(400, { detail: [{ loc: ['query', refusal.field], msg: refusal.message, type: 'value' }] })
  }
  return { ...period, start: midnight(period.from), end: midnight(addUtcDays(period.to, 1)) }
}
