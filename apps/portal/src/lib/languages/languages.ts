import type { Schema } from '@hireloop/api'
import type { Choice } from '../forms/lookup-controls.tsx'

type LanguageLevel = Schema<'LanguageLevel'>

// Languages travel as ISO 639-1 codes and CEFR levels; people read English names. Resumes and vacancies share these,
// so a talent's "German · B2" and a vacancy's "German, at least B1" read alike.

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' })

export const LANGUAGE_LEVEL_CHOICES: Choice[] = [
  { value: 'a1', label: 'A1 · Beginner' },
  { value: 'a2', label: 'A2 · Elementary' },
  { value: 'b1', label: 'B1 · Intermediate' },
  { value: 'b2', label: 'B2 · Upper intermediate' },
  { value: 'c1', label: 'C1 · Advanced' },
  { value: 'c2', label: 'C2 · Proficient' },
  { value: 'native', label: 'Native' },
]

/** The languages offered (ISO 639-1), by their English names. */
export const LANGUAGE_CHOICES: Choice[] = [
  'ar',
  'de',
  'en',
  'es',
  'fr',
  'hi',
  'it',
  'ja',
  'nl',
  'pl',
  'pt',
  'ru',
  'sv',
  'tr',
  'uk',
  'zh',
]
  .map((code) => ({ value: code, label: languageNames.of(code) ?? code }))
  .sort((a, b) => a.label.localeCompare(b.label))

/** "German" for `de`; the code itself when the browser does not know it. */
export function languageName(code: string): string {
  return code ? (languageNames.of(code) ?? code) : ''
}

/** "B2", or "Native". */
export function languageLevel(level: LanguageLevel): string {
  return level === 'native' ? 'Native' : level.toUpperCase()
}
