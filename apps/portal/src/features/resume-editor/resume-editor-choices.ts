import type { Choice } from '../../lib/forms/lookup-controls.tsx'

export { LANGUAGE_CHOICES, LANGUAGE_LEVEL_CHOICES } from '../../lib/languages/languages.ts'

export const SKILL_LEVEL_CHOICES: Choice[] = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
  { value: 'expert', label: 'Expert' },
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
