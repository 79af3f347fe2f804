import type { Schema } from '@hireloop/api'

type Availability = Schema<'Availability'>
type Location = Schema<'Location'>
type SalaryRange = Schema<'SalaryRange'>
type SkillLevel = Schema<'SkillLevel'>

// How a resume's values read to people; the wire keeps codes (ISO countries and languages, enums).

const regions = new Intl.DisplayNames(['en'], { type: 'region' })
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' })
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })

export const SKILL_LEVELS: { level: SkillLevel; label: string }[] = [
  { level: 'expert', label: 'Expert' },
  { level: 'advanced', label: 'Advanced' },
  { level: 'intermediate', label: 'Intermediate' },
  { level: 'beginner', label: 'Beginner' },
]

const NOTICE: Record<Availability['notice'], string> = {
  immediately: 'Can start immediately',
  two_weeks: 'Two weeks’ notice',
  one_month: 'One month’s notice',
  two_months: 'Two months’ notice',
  three_months: 'Three months’ notice',
}

const WORK_MODES: Record<Availability['workModes'][number], string> = {
  onsite: 'On site',
  hybrid: 'Hybrid',
  remote: 'Remote',
}

export function placeOf(location: Location | null): string | null {
  if (!location) return null
  const country = regions.of(location.country) ?? location.country
  return [location.city, location.state, country].filter(Boolean).join(', ')
}

export function yearsText(years: number): string | null {
  if (years <= 0) return null
  return years === 1 ? '1 year' : `${years} years`
}

/** "Mar 2021 – present", "2012 – 2016" style spans (month and year where the date gives them). */
export function periodOf({ startDate, endDate }: { startDate: string | null; endDate: string | null }): string | null {
  const start = startDate ? monthYear.format(new Date(startDate)) : null
  const end = endDate ? monthYear.format(new Date(endDate)) : 'present'
  return start ? `${start} – ${end}` : endDate ? `until ${end}` : null
}

export function salaryText(salary: SalaryRange): string {
  const money = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: salary.currency,
    maximumFractionDigits: 0,
  })
  const range =
    salary.min === salary.max ? money.format(salary.min) : `${money.format(salary.min)} – ${money.format(salary.max)}`
  return `${range} a ${salary.period}, gross`
}

export function availabilityLines(availability: Availability): string[] {
  const lines = [NOTICE[availability.notice]]
  if (availability.availableFrom) lines.push(`Available from ${day.format(new Date(availability.availableFrom))}`)
  lines.push(
    availability.workModes.length === 0
      ? 'Any way of working'
      : availability.workModes.map((mode) => WORK_MODES[mode]).join(', '),
  )
  return lines
}
