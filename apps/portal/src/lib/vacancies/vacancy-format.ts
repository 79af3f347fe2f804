import type { Schema } from '@hireloop/api'

type Vacancy = Schema<'Vacancy'>
type Location = Schema<'Location'>
type SalaryRange = Schema<'SalaryRange'>

// How a vacancy's and a company's values read to people; the wire keeps codes (ISO countries, enums).

const regions = new Intl.DisplayNames(['en'], { type: 'region' })
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })

export const EMPLOYMENT_TYPES: Record<Schema<'EmploymentType'>, string> = {
  full_time: 'Full time',
  part_time: 'Part time',
  contract: 'Contract',
  freelance: 'Freelance',
  internship: 'Internship',
}

export const REMOTE_POLICIES: Record<Schema<'RemotePolicy'>, string> = {
  onsite: 'On site',
  hybrid: 'Hybrid',
  remote: 'Remote',
}

export const SENIORITIES: Record<Schema<'Seniority'>, string> = {
  intern: 'Intern',
  junior: 'Junior',
  middle: 'Mid-level',
  senior: 'Senior',
  lead: 'Lead',
  principal: 'Principal',
}

export const SKILL_LEVELS: Record<Schema<'SkillLevel'>, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
}

export const COMPANY_TYPES: Record<Schema<'CompanyType'>, string> = {
  startup: 'Startup',
  scaleup: 'Scale-up',
  enterprise: 'Enterprise',
  agency: 'Agency',
}

export const COMPANY_SIZES: Record<Schema<'CompanySize'>, string> = {
  '1-10': '1–10 people',
  '11-50': '11–50 people',
  '51-200': '51–200 people',
  '201-1000': '201–1,000 people',
  '1001+': 'More than 1,000 people',
}

/** "Berlin, Berlin, Germany": city, state and the country's English name. */
export function placeOf(location: Location | null): string | null {
  if (!location) return null
  const country = regions.of(location.country) ?? location.country
  return [location.city, location.state, country].filter(Boolean).join(', ')
}

/** Where the work happens, in one line: "Berlin, Germany · Hybrid", or just "Remote". */
export function whereText(vacancy: Pick<Vacancy, 'location' | 'remote'>): string {
  return [placeOf(vacancy.location), REMOTE_POLICIES[vacancy.remote]].filter(Boolean).join(' · ')
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

export function openingsText(openings: number): string {
  return openings === 1 ? '1 opening' : `${openings} openings`
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/** "3 days ago", "yesterday", "just now": how long ago `at` was, seen from `now`. */
export function timeAgo(at: string, now: Date): string {
  const elapsed = now.getTime() - new Date(at).getTime()
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return relative.format(-Math.floor(elapsed / size), unit)
  }
  return 'just now'
}

/** The newest activity line of a job opening card. */
export function lastActivityText(lastActivityAt: string | null, now: Date): string {
  return lastActivityAt ? `Last activity ${timeAgo(lastActivityAt, now)}` : 'No applications yet'
}
