import { defineTokens } from '@pandacss/dev'

const steps = [
  0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 20, 24, 28, 32, 36, 40, 48, 56, 64,
] as const

/** A 4px grid: `spacing.4` = 1rem. */
export const spacing = defineTokens.spacing(
  Object.fromEntries(steps.map((step) => [String(step), { value: `${step / 4}rem` }])),
)
