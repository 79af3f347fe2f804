import { defineSlotRecipe } from '@pandacss/dev'
import type { ContrastPair } from '../../preset/contrast.ts'

export const cardRecipe = defineSlotRecipe({
  className: 'card',
  description: 'A surface that groups related content.',
  slots: ['root', 'header', 'title', 'description', 'body', 'footer'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.panel',
      color: 'fg',
      borderRadius: 'xl',
      overflow: 'hidden',
      position: 'relative',
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1', px: '6', pt: '6' },
    title: { textStyle: 'lg', fontWeight: 'semibold', color: 'fg' },
    description: { textStyle: 'sm', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '4', px: '6', py: '6', flex: '1' },
    footer: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '3', px: '6', pb: '6' },
  },
  variants: {
    variant: {
      outline: { root: { borderWidth: 'thin', borderStyle: 'solid', borderColor: 'border' } },
      elevated: { root: { boxShadow: 'md', borderWidth: 'thin', borderStyle: 'solid', borderColor: 'border.muted' } },
    },
  },
  defaultVariants: { variant: 'outline' },
})

export const cardContrastPairs: ContrastPair[] = [
  { usage: 'Card title', fg: 'fg', bg: 'bg.panel', kind: 'text' },
  { usage: 'Card description', fg: 'fg.muted', bg: 'bg.panel', kind: 'text' },
]
