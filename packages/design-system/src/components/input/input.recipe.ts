import { defineRecipe } from '@pandacss/dev'
import type { ContrastPair } from '../../preset/contrast.ts'
import { controlBox } from '../../lib/recipe-parts.ts'

export const inputRecipe = defineRecipe({
  className: 'input',
  description: 'Single-line text inputs.',
  jsx: ['Input', 'PasswordInput'],
  base: controlBox,
  variants: {
    size: {
      sm: { h: '8', px: '2.5', textStyle: 'sm' },
      md: { h: '10', px: '3', textStyle: 'md' },
      lg: { h: '12', px: '4', textStyle: 'md' },
    },
  },
  defaultVariants: { size: 'md' },
})

export const inputContrastPairs: ContrastPair[] = [
  { usage: 'Input value', fg: 'fg', bg: 'bg', kind: 'text' },
  { usage: 'Input placeholder', fg: 'fg.subtle', bg: 'bg', kind: 'text' },
  { usage: 'Read-only input value', fg: 'fg', bg: 'bg.subtle', kind: 'text' },
  { usage: 'Input border', fg: 'border.emphasized', bg: 'bg', kind: 'ui' },
  { usage: 'Input focus border', fg: 'primary.focusRing', bg: 'bg', kind: 'ui' },
  { usage: 'Invalid input border', fg: 'danger.fg', bg: 'bg', kind: 'ui' },
]
