/**
 * Date ranges as resumes write them (ADR 0059): "Jan 2020 - Present", "January 2020 – Dec 2021", "2019-2021",
 * "03/2018 – 12/2020", "03.2018 - 12.2020", "Mär 2019 – heute", "seit 2020". Dates become ISO days: a start is the
 * first day of its month (or year), an end the last day, so "2019-2021" spans both years whole.
 */

const MONTHS: Record<string, number> = {}
const monthNames: [number, string[]][] = [
  [1, ['january', 'jan', 'januar', 'jän', 'janvier']],
  [2, ['february', 'feb', 'februar']],
  [3, ['march', 'mar', 'märz', 'mär', 'maerz', 'mrz']],
  [4, ['april', 'apr']],
  [5, ['may', 'mai']],
  [6, ['june', 'jun', 'juni']],
  [7, ['july', 'jul', 'juli']],
  [8, ['august', 'aug']],
  [9, ['september', 'sep', 'sept']],
  [10, ['october', 'oct', 'oktober', 'okt']],
  [11, ['november', 'nov']],
  [12, ['december', 'dec', 'dezember', 'dez']],
]
for (const [month, names] of monthNames) for (const name of names) MONTHS[name] = month

const MONTH = `(${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?`
const YEAR = '((?:19|20)\\d{2})'
/** One date: "Jan 2020", "03/2018", "03.2018", "2018-03", "2018". Groups: month name, year | month, year | year, month | year. */
const DATE = `(?:${MONTH}\\s+${YEAR}|(0?[1-9]|1[0-2])\\s*[/.]\\s*${YEAR}|${YEAR}[-/.](0[1-9]|1[0-2])(?!\\d)|${YEAR})`
const PRESENT = '(present|current|now|today|ongoing|heute|jetzt|aktuell|bis heute|dato)'
const SEPARATOR = '\\s*(?:-|–|—|−|to|until|bis)\\s*'

const RANGE = new RegExp(
  `(?<![\\d])(?:(?:seit|since)\\s+)?${DATE}(?:${SEPARATOR}(?:${DATE}|${PRESENT}))?(?![\\d])`,
  'iu',
)
const SINCE = /^(seit|since)\b/iu

export interface DateRange {
  start: string
  /** Null while current ("Present", "seit 2020"). */
  end: string | null
  /** A range with months is more certain than years alone. */
  precision: 'month' | 'year'
  /** The words that held the range, to cut them from the line. */
  text: string
}

interface Point {
  year: number
  month: number | null
}

function pointOf(groups: (string | undefined)[]): Point | null {
  const [monthName, yearAfterName, monthNumber, yearAfterNumber, yearBeforeMonth, monthAfterYear, yearAlone] = groups
  if (monthName && yearAfterName) return { year: Number(yearAfterName), month: MONTHS[monthName.toLowerCase()] ?? null }
  if (monthNumber && yearAfterNumber) return { year: Number(yearAfterNumber), month: Number(monthNumber) }
  if (yearBeforeMonth && monthAfterYear) return { year: Number(yearBeforeMonth), month: Number(monthAfterYear) }
  if (yearAlone) return { year: Number(yearAlone), month: null }
  return null
}

const pad = (n: number) => String(n).padStart(2, '0')
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

const startOf = (point: Point) => `${point.year}-${pad(point.month ?? 1)}-01`
const endOf = (point: Point) => {
  const month = point.month ?? 12
  return `${point.year}-${pad(month)}-${pad(lastDay(point.year, month))}`
}

/** The first date range in a line, or null. A lone year counts only when `allowLoneYear` (education lines). */
export function findDateRange(line: string, { allowLoneYear = true } = {}): DateRange | null {
  const match = RANGE.exec(line)
  if (!match) return null
  const groups = match.slice(1)
  const start = pointOf(groups.slice(0, 7))
  const end = pointOf(groups.slice(7, 14))
  const present = groups[14] !== undefined || SINCE.test(match[0])
  if (!start) return null
  if (!end && !present && !allowLoneYear && start.month === null) return null
  if (end && end.year * 12 + (end.month ?? 12) < start.year * 12 + (start.month ?? 1)) return null
  return {
    start: startOf(start),
    end: present ? null : endOf(end ?? start),
    precision: start.month !== null ? 'month' : 'year',
    text: match[0],
  }
}
