import { defineSlotRecipe } from '@pandacss/dev'
import { accordionAnatomy } from '@ark-ui/react/anatomy'
import type { ContrastPair } from '../../preset/contrast.ts'

export const accordionRecipe = defineSlotRecipe({
  className: 'accordion',
  description: 'Stacked sections that expand and collapse (FAQ, filter groups).',
  slots: [...accordionAnatomy.keys(), 'itemBody'],
  base: {
    root: { colorPalette: 'primary', width: 'full' },
    item: { borderBottomWidth: 'thin', borderStyle: 'solid', borderColor: 'border' },
    itemTrigger: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      width: 'full',
      py: '3',
      px: '1',
      textAlign: 'start',
      fontWeight: 'medium',
      textStyle: 'md',
      color: 'fg',
      cursor: 'pointer',
      outlineStyle: 'solid',
      outlineWidth: 'none',
      outlineOffset: '-2px',
      outlineColor: 'colorPalette.focusRing',
      _focusVisible: { outlineWidth: 'medium' },
      _disabled: { opacity: 'disabled', cursor: 'not-allowed' },
    },
    itemIndicator: {
      display: 'inline-flex',
      color: 'fg.muted',
      transitionProperty: 'transform',
      transitionDuration: 'normal',
      _open: { transform: 'rotate(180deg)' },
      '& svg': { width: '4', height: '4' },
    },
    itemContent: {
      overflow: 'hidden',
      color: 'fg.muted',
      textStyle: 'sm',
      _open: { animationName: 'expand-height', animationDuration: 'normal' },
      _closed: { animationName: 'collapse-height', animationDuration: 'normal' },
    },
    itemBody: { pb: '4', px: '1' },
  },
})

export const accordionContrastPairs: ContrastPair[] = [
  { usage: 'Accordion trigger', fg: 'fg', bg: 'bg', kind: 'text' },
  { usage: 'Accordion content', fg: 'fg.muted', bg: 'bg', kind: 'text' },
]
