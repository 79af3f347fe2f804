import { defineSlotRecipe } from '@pandacss/dev'
import { segmentGroupAnatomy } from '@ark-ui/react/anatomy'
import type { ContrastPair } from '../../preset/contrast.ts'

export const segmentGroupRecipe = defineSlotRecipe({
  className: 'segment-group',
  description: 'A segmented control: a radio group drawn as joined buttons (view switches such as Month / Week).',
  slots: segmentGroupAnatomy.keys(),
  base: {
    root: {
      colorPalette: 'primary',
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'stretch',
      p: '1',
      gap: '1',
      bg: 'bg.muted',
      borderRadius: 'lg',
      isolation: 'isolate',
    },
    label: { srOnly: true },
    indicator: {
      width: 'var(--width)',
      height: 'var(--height)',
      bg: 'bg',
      borderRadius: 'md',
      boxShadow: 'sm',
      zIndex: '-1',
      transitionProperty: 'left, width',
      transitionDuration: 'normal',
    },
    item: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '2',
      px: '3',
      borderRadius: 'md',
      color: 'fg.muted',
      fontWeight: 'medium',
      cursor: 'pointer',
      userSelect: 'none',
      outlineStyle: 'solid',
      outlineWidth: 'none',
      outlineColor: 'colorPalette.focusRing',
      '&:has(:focus-visible)': { outlineWidth: 'medium' },
      _hover: { color: 'fg' },
      _checked: { color: 'colorPalette.fg' },
      _disabled: { opacity: 'disabled', cursor: 'not-allowed' },
    },
    itemText: {},
    itemControl: {},
  },
  variants: {
    size: {
      sm: { item: { h: '7', textStyle: 'sm' } },
      md: { item: { h: '8', textStyle: 'sm' } },
    },
  },
  defaultVariants: { size: 'md' },
})

export const segmentGroupContrastPairs: ContrastPair[] = [
  { usage: 'Segment label', fg: 'fg.muted', bg: 'bg.muted', kind: 'text' },
  { usage: 'Segment selected label', fg: 'primary.fg', bg: 'bg', kind: 'text' },
  { usage: 'Segment focus ring', fg: 'primary.focusRing', bg: 'bg.muted', kind: 'ui' },
]
