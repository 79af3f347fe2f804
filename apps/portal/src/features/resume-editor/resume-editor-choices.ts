import type { Choice } from '../../lib/forms/lookup-controls.tsx'

export const SKILL_LEVEL_CHOICES: Choice[] = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
  { value: 'expert', label: 'Expert' },
]

export const LANGUAGE_LEVEL_CHOICES: Choice[] = [
  { value: 'a1', label: 'A1 · Beginner' },
  { value: 'a2', label: 'A2 · Elementary' },
  { value: 'b1', label: 'B1 · Intermediate' },
  { value: 'b2', label: 'B2 · Upper intermediate' },
  { value: 'c1', label: 'C1 · Advanced' },
  { value: 'c2', label: 'C2 · Proficient' },
  { value: 'native', label: 'Native' },
]

export const NOTICE_CHOICES: Choice[] = [
  { value: 'immediately', label: 'Immediately' },
  { value: 'two_weeks', label: 'Two weeks' },
  { value: 'one_month', label: 'One month' },
  { value: 'two_months', label: 'Two months' },
  { value: 'three_months', label: 'Three months' },
]

export const WORK_MODE_CHOICES: Choice[] = [
  { value: 'onsite', label: 'On site' },
  { value: 'hybrid', label: 'Hybrid' },
  { value: 'remote', label: 'Remote' },
]

export const CURRENCY_CHOICES: Choice[] = ['EUR', 'USD', 'GBP', 'CHF', 'PLN', 'SEK'].map((code) => ({
  value: code,
  label: code,
}))

export const PERIOD_CHOICES: Choice[] = [
  { value: 'year', label: 'Per year' },
  { value: 'month', label: 'Per month' },
  { value: 'hour', label: 'Per hour' },
]

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' })

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

export const languageName = (code: string) => (code ? (languageNames.of(code) ?? code) : '')
