import { defineSlotRecipe } from '@pandacss/dev'
import type { ContrastPair } from '../../preset/contrast.ts'

export const emptyStateRecipe = defineSlotRecipe({
  className: 'empty-state',
  description: 'What a list or page shows when it has nothing yet: icon, title, description and an action.',
  slots: ['root', 'indicator', 'title', 'description', 'actions'],
  base: {
    root: {
      colorPalette: 'primary',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      textAlign: 'center',
      gap: '3',
      px: '6',
      py: '12',
      width: 'full',
    },
    indicator: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '12',
      h: '12',
      borderRadius: 'full',
      bg: 'colorPalette.subtle',
      color: 'colorPalette.fg',
      '& svg': { width: '6', height: '6' },
    },
    title: { textStyle: 'lg', fontWeight: 'semibold', color: 'fg' },
    description: { textStyle: 'sm', color: 'fg.muted', maxW: 'sm' },
    actions: { display: 'flex', gap: '3', mt: '2', flexWrap: 'wrap', justifyContent: 'center' },
  },
  variants: {
    size: {
      sm: { root: { py: '6', gap: '2' }, title: { textStyle: 'md' } },
      md: {},
    },
  },
  defaultVariants: { size: 'md' },
})

export const emptyStateContrastPairs: ContrastPair[] = [
  { usage: 'Empty state title', fg: 'fg', bg: 'bg', kind: 'text' },
  { usage: 'Empty state description', fg: 'fg.muted', bg: 'bg', kind: 'text' },
  { usage: 'Empty state icon', fg: 'primary.fg', bg: 'primary.subtle', kind: 'ui' },
]
