import { LOW_CONFIDENCE, type ParsedValue } from '../resume/resume.review.ts'
import type { VacancyValues } from './vacancy.schemas.ts'

/** What GET /get_parse_job/{id} answers in `result` for a vacancy job (the contract's ParsedVacancy, camelCase). */
export interface ParsedVacancy {
  kind: 'vacancy'
  textLength: number
  fields: {
    title?: ParsedValue<string>
    description?: ParsedValue<string>
    employmentType?: ParsedValue<string>
    seniority?: ParsedValue<string>
    remote?: ParsedValue<string>
    location?: ParsedValue<{ country: string; state: string | null; city: string | null }>
    salary?: ParsedValue<{ min: number; max: number; currency: string; period: string }>
    skills?: {
      skillId: string
      name: string
      required: boolean
      level: string | null
      confidence: number
      source: string | null
    }[]
  }
}

/** The editor's fields a vacancy parse can fill, in the editor's order. */
export const VACANCY_REVIEW_KEYS = [
  'title',
  'description',
  'skills',
  'seniority',
  'employmentType',
  'location',
  'remote',
  'salary',
] as const
export type VacancyReviewKey = (typeof VACANCY_REVIEW_KEYS)[number]

export const VACANCY_REVIEW_LABELS: Record<VacancyReviewKey, string> = {
  title: 'Title',
  description: 'Description',
  skills: 'Skills',
  seniority: 'Seniority',
  employmentType: 'Employment type',
  location: 'Location',
  remote: 'Remote policy',
  salary: 'Salary',
}

export const VACANCY_REVIEW_MESSAGE = 'Check the fields read from your file before publishing.'

/** A field the parse filled: the employer confirms it ("Looks right") or edits it before publishing. */
export interface ParsedVacancyField {
  key: VacancyReviewKey
  label: string
  /** The least sure value of the field (the skills are as sure as the least sure of them). */
  confidence: number
  low: boolean
  /** The lines of the file it was read from. */
  sources: string[]
}

/** The parsed fields of a ParsedVacancy, in the editor's order. */
export function parsedVacancyFieldsOf(parsed: ParsedVacancy | null | undefined): ParsedVacancyField[] {
  if (!parsed) return []
  const found: ParsedVacancyField[] = []
  for (const key of VACANCY_REVIEW_KEYS) {
    const entry = parsed.fields[key]
    const items: { confidence: number; source: string | null }[] = Array.isArray(entry) ? entry : entry ? [entry] : []
    if (items.length === 0) continue
    const confidence = Math.min(...items.map((item) => item.confidence))
    found.push({
      key,
      label: VACANCY_REVIEW_LABELS[key],
      confidence,
      low: confidence < LOW_CONFIDENCE,
      sources: items.flatMap((item) => (item.source ? [item.source] : [])),
    })
  }
  return found
}

/** Where the employer is with a parsed field. */
export type VacancyReviewState = 'unchecked' | 'confirmed' | 'edited'

/**
 * Each parsed field's state: confirmed when the employer said it looks right, edited when its value is no longer
 * what was read (a change is a check), else unchecked.
 */
export function vacancyReviewOf(
  fields: readonly ParsedVacancyField[],
  read: VacancyValues,
  now: VacancyValues,
  confirmed: ReadonlySet<VacancyReviewKey>,
): Partial<Record<VacancyReviewKey, VacancyReviewState>> {
  return Object.fromEntries(
    fields.map(({ key }) => {
      if (confirmed.has(key)) return [key, 'confirmed']
      return [key, JSON.stringify(read[key]) === JSON.stringify(now[key]) ? 'unchecked' : 'edited']
    }),
  )
}

/** The parsed fields still to check, in the editor's order: publishing waits for none. */
export function uncheckedVacancyFields(
  review: Partial<Record<VacancyReviewKey, VacancyReviewState>>,
): VacancyReviewKey[] {
  return VACANCY_REVIEW_KEYS.filter((key) => review[key] === 'unchecked')
}
