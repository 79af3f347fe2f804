import { defineSlotRecipe } from '@pandacss/dev'
import type { ContrastPair } from '../../preset/contrast.ts'

export const statRecipe = defineSlotRecipe({
  className: 'stat',
  description: 'A dashboard figure: label, value, change against a previous period, help text.',
  slots: ['root', 'label', 'value', 'change', 'helpText'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1', minW: '0' },
    label: { textStyle: 'sm', color: 'fg.muted', fontWeight: 'medium' },
    value: { textStyle: '3xl', fontWeight: 'semibold', color: 'fg', fontVariantNumeric: 'tabular-nums' },
    change: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      textStyle: 'sm',
      fontWeight: 'medium',
      '&[data-trend=up]': { color: 'success.fg' },
      '&[data-trend=down]': { color: 'danger.fg' },
      '&[data-trend=flat]': { color: 'fg.muted' },
      '& svg': { width: '4', height: '4' },
    },
    helpText: { textStyle: 'xs', color: 'fg.muted' },
  },
})

export const statContrastPairs: ContrastPair[] = [
  { usage: 'Stat label', fg: 'fg.muted', bg: 'bg.panel', kind: 'text' },
  { usage: 'Stat value', fg: 'fg', bg: 'bg.panel', kind: 'text' },
  { usage: 'Stat change up', fg: 'success.fg', bg: 'bg.panel', kind: 'text' },
  { usage: 'Stat change down', fg: 'danger.fg', bg: 'bg.panel', kind: 'text' },
]
