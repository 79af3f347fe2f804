import { defineSlotRecipe } from '@pandacss/dev'
import { ratingGroupAnatomy } from '@ark-ui/react/anatomy'
import type { ContrastPair } from '../../preset/contrast.ts'

export const ratingRecipe = defineSlotRecipe({
  className: 'rating',
  description: 'A star rating (interview feedback), readable and editable by keyboard.',
  slots: ratingGroupAnatomy.keys(),
  base: {
    root: { colorPalette: 'secondary', display: 'flex', flexDirection: 'column', gap: '1.5' },
    label: { textStyle: 'sm', fontWeight: 'medium', color: 'fg' },
    control: {
      display: 'inline-flex',
      gap: '0.5',
      borderRadius: 'md',
      outlineStyle: 'solid',
      outlineWidth: 'none',
      outlineColor: 'primary.focusRing',
    },
    item: {
      display: 'inline-flex',
      color: 'rating.empty',
      cursor: 'pointer',
      borderRadius: 'sm',
      outlineStyle: 'solid',
      outlineWidth: 'none',
      outlineColor: 'primary.focusRing',
      _focusVisible: { outlineWidth: 'medium' },
      _highlighted: { color: 'rating.filled' },
      _readOnly: { cursor: 'default' },
      _disabled: { opacity: 'disabled', cursor: 'not-allowed' },
      '& svg': { fill: 'currentColor' },
    },
  },
  variants: {
    size: {
      sm: { item: { '& svg': { width: '4', height: '4' } } },
      md: { item: { '& svg': { width: '6', height: '6' } } },
    },
  },
  defaultVariants: { size: 'md' },
})

export const ratingContrastPairs: ContrastPair[] = [
  { usage: 'Rating empty star', fg: 'rating.empty', bg: 'bg', kind: 'ui' },
  { usage: 'Rating filled star', fg: 'rating.filled', bg: 'bg', kind: 'ui' },
  { usage: 'Rating focus ring', fg: 'primary.focusRing', bg: 'bg', kind: 'ui' },
]
