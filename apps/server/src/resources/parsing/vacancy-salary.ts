import type { Schemas } from '../../api/context.ts'

/**
 * Salaries as job adverts write them (ADR 0065): "EUR 60,000 - 75,000 per year", "€60k–€75k", "60.000 € bis
 * 75.000 € brutto/Jahr", "$45/hour", "CHF 110'000". A sum needs a currency (a symbol or an ISO code, before or after
 * it, or on the other end of its range), so years, team sizes and percentages are never read as pay.
 */

export type SalaryRange = Schemas['SalaryRange']
type Period = SalaryRange['period']

const SYMBOLS: [RegExp, string][] = [
  [/^(?:US\$|USD)$/i, 'USD'],
  [/^(?:CA\$|C\$)$/i, 'CAD'],
  [/^(?:A\$|AU\$)$/i, 'AUD'],
  [/^\$$/, 'USD'],
  [/^€$/, 'EUR'],
  [/^£$/, 'GBP'],
  [/^¥$/, 'JPY'],
  [/^₹$/, 'INR'],
  [/^(?:Fr\.|SFr\.?)$/, 'CHF'],
]
const CODES = 'EUR|USD|GBP|CHF|SEK|NOK|DKK|PLN|CZK|HUF|RON|BGN|CAD|AUD|NZD|JPY|INR|SGD|HKD|ZAR|BRL|MXN'
const CURRENCY = `(?:US\\$|CA\\$|AU\\$|C\\$|A\\$|\\$|€|£|¥|₹|S?Fr\\.|\\b(?:${CODES})\\b)`
// Thousands grouped by comma, dot, apostrophe or a space ("60,000", "60.000", "110'000", "60 000"), or plain digits;
// a decimal part of one or two digits; "k" for thousands.
const AMOUNT = `(\\d{1,3}(?:[,.'’\\u00a0 ]\\d{3})+|\\d+)(?:[.,](\\d{1,2}))?\\s?([kK])?(?![\\d%\\p{L}])`
const MONEY = new RegExp(`(${CURRENCY})?\\s?${AMOUNT}\\s?(${CURRENCY})?`, 'gu')
const BETWEEN = /^\s*(?:-|–|—|to|bis|and|und)\s*$/iu

const PERIODS: [RegExp, Period][] = [
  [
    /(?:\bper\s+(?:year|annum)\b|\ba\s+year\b|\/\s*(?:year|yr|annum|a)\b|\bp\.?\s?a\.?(?=\s|$|[,;)])|\bannual(?:ly)?\b|\byearly\b|\bjährlich\b|\bpro\s+jahr\b|\bim\s+jahr\b|\/\s*jahr\b)/iu,
    'year',
  ],
  [
    /(?:\bper\s+month\b|\ba\s+month\b|\/\s*(?:month|mo)\b|\bmonthly\b|\bmonatlich\b|\bpro\s+monat\b|\/\s*monat\b)/iu,
    'month',
  ],
  [/(?:\bper\s+hour\b|\ban\s+hour\b|\/\s*(?:hour|hr|h)\b|\bhourly\b|\bpro\s+stunde\b|\/\s*stunde\b)/iu, 'hour'],
]
/** A day or week rate has no period in the contract: such a line gives no salary rather than a wrong one. */
const OTHER_PERIOD =
  /(?:\bper\s+(?:day|week)\b|\/\s*(?:day|week|tag)\b|\bdaily\b|\bweekly\b|\bday rate\b|\bpro\s+tag\b)/iu

interface Money {
  value: number
  currency: string | null
  thousands: boolean
  start: number
  end: number
}

function currencyOf(text: string | undefined): string | null {
  if (!text) return null
  const upper = text.toUpperCase()
  if (new RegExp(`^(?:${CODES})$`).test(upper)) return upper
  for (const [pattern, code] of SYMBOLS) if (pattern.test(text)) return code
  return null
}

function sums(line: string): Money[] {
  const found: Money[] = []
  for (const match of line.matchAll(MONEY)) {
    const [whole, before, digits, decimals, k, after] = match
    const grouped = digits!.replace(/[,.'’\u00a0 ]/g, '')
    let value = Number(grouped) + (decimals ? Number(`0.${decimals}`) : 0)
    if (k) value *= 1000
    const start = match.index + whole.length - whole.trimStart().length
    found.push({
      value: Math.round(value),
      currency: currencyOf(before) ?? currencyOf(after),
      thousands: !!k,
      start,
      end: match.index + whole.trimEnd().length,
    })
  }
  return found
}

export function periodOf(text: string): Period | null {
  for (const [pattern, period] of PERIODS) if (pattern.test(text)) return period
  return null
}

/** A year's pay is tens of thousands, a month's thousands, an hour's tens: what a sum says when no period is written. */
function periodBySize(max: number): Period | null {
  if (max >= 10_000) return 'year'
  if (max >= 1_000) return 'month'
  if (max > 0 && max < 500) return 'hour'
  return null
}

/**
 * The salary a line states, with how sure the reading is, or null. `labelled`: the line is a "Salary:" fact, so a
 * single sum counts too; otherwise only a range does, or a sum on a line that speaks of pay.
 */
export function salaryIn(line: string, labelled: boolean): { value: SalaryRange; confidence: number } | null {
  if (OTHER_PERIOD.test(line)) return null
  const found = sums(line)
  let range: { min: Money; max: Money } | null = null
  for (let i = 0; i + 1 < found.length && !range; i++) {
    const [a, b] = [found[i]!, found[i + 1]!]
    if (BETWEEN.test(line.slice(a.end, b.start))) range = { min: a, max: b }
  }
  let min: number
  let max: number
  let currency: string | null
  let confidence: number
  if (range) {
    ;({ value: min } = range.min)
    ;({ value: max } = range.max)
    // "60 - 75k", "€60–75k": the "k" of the upper end is meant for both.
    if (range.max.thousands && !range.min.thousands && min * 1000 <= max) min *= 1000
    currency = range.min.currency ?? range.max.currency
    confidence = labelled ? 0.9 : 0.8
  } else {
    const single = found.find((sum) => sum.currency)
    const speaksOfPay = labelled || /\b(salary|pay|paid|rate|compensation|earn|gehalt|vergütung)\b/iu.test(line)
    // "Up to €80k" is no minimum.
    if (!single || !speaksOfPay || /\bup to\s*$/iu.test(line.slice(0, single.start))) return null
    min = max = single.value
    currency = single.currency
    confidence = labelled ? 0.8 : 0.6
  }
  if (!currency || min <= 0 || max < min || max > 100_000_000) return null
  let period = periodOf(line)
  if (!period) {
    period = periodBySize(max)
    confidence -= 0.2
  }
  if (!period) return null
  return { value: { min, max, currency, period }, confidence: Math.round(confidence * 100) / 100 }
}
