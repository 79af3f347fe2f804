import { defineRecipe } from '@pandacss/dev'
import type { ContrastPair } from '../../preset/contrast.ts'
import { controlBox } from '../../lib/recipe-parts.ts'

export const textareaRecipe = defineRecipe({
  className: 'textarea',
  description: 'Multi-line text input.',
  jsx: ['Textarea'],
  base: { ...controlBox, display: 'block', minH: '20', py: '2', lineHeight: 'normal', resize: 'vertical' },
  variants: {
    size: {
      sm: { px: '2.5', textStyle: 'sm' },
      md: { px: '3', textStyle: 'md' },
      lg: { px: '4', py: '3', textStyle: 'md' },
    },
  },
  defaultVariants: { size: 'md' },
})

export const textareaContrastPairs: ContrastPair[] = [
  { usage: 'Textarea value', fg: 'fg', bg: 'bg', kind: 'text' },
  { usage: 'Textarea placeholder', fg: 'fg.subtle', bg: 'bg', kind: 'text' },
  { usage: 'Textarea border', fg: 'border.emphasized', bg: 'bg', kind: 'ui' },
]
