import { defineSlotRecipe } from '@pandacss/dev'
import { tooltipAnatomy } from '@ark-ui/react/anatomy'
import type { ContrastPair } from '../../preset/contrast.ts'

export const tooltipRecipe = defineSlotRecipe({
  className: 'tooltip',
  description: 'A short label shown on hover and keyboard focus; never holds interactive content.',
  slots: tooltipAnatomy.keys(),
  base: {
    positioner: { zIndex: 'tooltip' },
    content: {
      maxW: 'xs',
      px: '2.5',
      py: '1.5',
      bg: 'bg.inverted',
      color: 'fg.inverted',
      borderRadius: 'md',
      textStyle: 'xs',
      fontWeight: 'medium',
      boxShadow: 'md',
      _open: { animationName: 'fade-in', animationDuration: 'fast' },
      _closed: { animationName: 'fade-out', animationDuration: 'faster' },
    },
    arrow: { '--arrow-size': 'sizes.2', '--arrow-background': 'colors.bg.inverted' },
    arrowTip: {},
    trigger: {},
  },
})

export const tooltipContrastPairs: ContrastPair[] = [
  { usage: 'Tooltip text', fg: 'fg.inverted', bg: 'bg.inverted', kind: 'text' },
]
