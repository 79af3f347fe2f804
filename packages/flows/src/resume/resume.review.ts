import type { ResumeValues } from './resume.schemas.ts'

/** One value a parse job read, with how sure it is (0..1) and the line it came from (the contract's ParsedText...). */
export interface ParsedValue<T> {
  value: T
  confidence: number
  source: string | null
}

/** What GET /get_parse_job/{id} answers in `result` for a resume job (camelCase, as the API client gives it). */
export interface ParsedResume {
  kind: 'resume'
  textLength: number
  fields: {
    fullName?: ParsedValue<string>
    email?: ParsedValue<string>
    phone?: ParsedValue<string>
    title?: ParsedValue<string>
    summary?: ParsedValue<string>
    location?: ParsedValue<{ country: string; state: string | null; city: string | null }>
    skills?: { skillId: string; name: string; years: number | null; confidence: number; source: string | null }[]
    experience?: ParsedValue<unknown>[]
    education?: ParsedValue<unknown>[]
    languages?: ParsedValue<unknown>[]
  }
}

/** The editor's fields a parse can fill, in the order the editor shows them. */
export const REVIEW_KEYS = [
  'title',
  'summary',
  'phone',
  'location',
  'skills',
  'experience',
  'education',
  'languages',
] as const
export type ReviewKey = (typeof REVIEW_KEYS)[number]

export const REVIEW_LABELS: Record<ReviewKey, string> = {
  title: 'Headline',
  summary: 'Summary',
  phone: 'Phone',
  location: 'Location',
  skills: 'Skills',
  experience: 'Experience',
  education: 'Education',
  languages: 'Languages',
}

/** Below this the parser was guessing: the editor makes the field stand out. */
export const LOW_CONFIDENCE = 0.6

export const REVIEW_MESSAGE = 'Check the fields read from your file before publishing.'

/** A field the parse filled: the talent confirms it ("Looks right") or edits it before publishing. */
export interface ParsedField {
  key: ReviewKey
  label: string
  /** The least sure value of the field (a list is as sure as its least sure item). */
  confidence: number
  low: boolean
  /** The lines of the file it was read from. */
  sources: string[]
}

/** The parsed fields of a ParsedResume that the editor holds, in the editor's order. */
export function parsedFieldsOf(parsed: ParsedResume | null | undefined): ParsedField[] {
  if (!parsed) return []
  const found: ParsedField[] = []
  for (const key of REVIEW_KEYS) {
    const entry = parsed.fields[key]
    const items = Array.isArray(entry) ? entry : entry ? [entry] : []
    if (items.length === 0) continue
    const confidence = Math.min(...items.map((item) => item.confidence))
    found.push({
      key,
      label: REVIEW_LABELS[key],
      confidence,
      low: confidence < LOW_CONFIDENCE,
      sources: items.flatMap((item) => (item.source ? [item.source] : [])),
    })
  }
  return found
}

/** Where the talent is with each parsed field. */
export type ReviewState = 'unchecked' | 'confirmed' | 'edited'
export type Review = Partial<Record<ReviewKey, ReviewState>>

/** Every parsed field, unchecked. */
export function reviewOf(fields: readonly ParsedField[]): Review {
  return Object.fromEntries(fields.map((field) => [field.key, 'unchecked' as const]))
}

/** A parsed field whose value changed counts as checked by the talent: they edited it. */
export function reviewAfterChange(review: Review, before: ResumeValues, after: ResumeValues): Review {
  let next = review
  for (const key of Object.keys(review) as ReviewKey[]) {
    if (review[key] !== 'unchecked') continue
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) next = { ...next, [key]: 'edited' }
  }
  return next
}

export function uncheckedFields(review: Review): ReviewKey[] {
  return REVIEW_KEYS.filter((key) => review[key] === 'unchecked')
}

/** Why a resume cannot be published yet: a field (its id in the editor) and what to do there. */
export interface PublishBlocker {
  field: ReviewKey
  /** `missing`: the minimum to publish; `unchecked`: read from the file and not checked yet. */
  kind: 'missing' | 'unchecked'
  message: string
}

/**
 * The minimum to publish (ADR 0061): a headline, a country and one skill, because matching ranks by skills and
 * location and companies read the headline first; and every field read from a file checked by the talent.
 */
export function publishBlockers(values: ResumeValues, review: Review): PublishBlocker[] {
  const blockers: PublishBlocker[] = []
  if (values.title.trim() === '') blockers.push({ field: 'title', kind: 'missing', message: 'Add a headline.' })
  if (values.location.country === '')
    blockers.push({ field: 'location', kind: 'missing', message: 'Choose the country you live in.' })
  if (values.skills.length === 0)
    blockers.push({ field: 'skills', kind: 'missing', message: 'Add at least one skill.' })
  for (const key of uncheckedFields(review)) {
    blockers.push({
      field: key,
      kind: 'unchecked',
      message: `${REVIEW_LABELS[key]}: read from your file, please check it.`,
    })
  }
  return blockers
}
