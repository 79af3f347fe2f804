import { defineSlotRecipe } from '@pandacss/dev'
import { menuAnatomy } from '@ark-ui/react/anatomy'
import type { ContrastPair } from '../../preset/contrast.ts'

export const menuRecipe = defineSlotRecipe({
  className: 'menu',
  description: 'A dropdown menu of actions or links.',
  slots: menuAnatomy.keys(),
  base: {
    positioner: { zIndex: 'popover' },
    content: {
      display: 'flex',
      flexDirection: 'column',
      minW: '3xs',
      py: '1',
      px: '1',
      bg: 'bg.panel',
      color: 'fg',
      borderWidth: 'thin',
      borderStyle: 'solid',
      borderColor: 'border',
      borderRadius: 'lg',
      boxShadow: 'lg',
      outline: 'none',
      _open: { animationName: 'scale-in', animationDuration: 'fast', animationTimingFunction: 'out' },
      _closed: { animationName: 'scale-out', animationDuration: 'faster', animationTimingFunction: 'in' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      minH: '9',
      px: '3',
      borderRadius: 'md',
      textStyle: 'sm',
      color: 'fg',
      textDecoration: 'none',
      cursor: 'pointer',
      userSelect: 'none',
      outline: 'none',
      _highlighted: { bg: 'bg.muted' },
      _disabled: { opacity: 'disabled', cursor: 'not-allowed' },
      '& svg': { width: '4', height: '4', color: 'fg.muted', flexShrink: '0' },
    },
    itemGroup: { display: 'flex', flexDirection: 'column' },
    itemGroupLabel: { px: '3', py: '1.5', textStyle: 'xs', fontWeight: 'semibold', color: 'fg.muted' },
    separator: { my: '1', mx: '-1', borderTopWidth: 'thin', borderStyle: 'solid', borderColor: 'border' },
    trigger: {},
    indicator: { display: 'inline-flex', transition: 'transform', _open: { transform: 'rotate(180deg)' } },
  },
})

export const menuContrastPairs: ContrastPair[] = [
  { usage: 'Menu item', fg: 'fg', bg: 'bg.panel', kind: 'text' },
  { usage: 'Menu item highlighted', fg: 'fg', bg: 'bg.muted', kind: 'text' },
  { usage: 'Menu group label', fg: 'fg.muted', bg: 'bg.panel', kind: 'text' },
  { usage: 'Menu group label on highlighted row', fg: 'fg.muted', bg: 'bg.muted', kind: 'text' },
]
